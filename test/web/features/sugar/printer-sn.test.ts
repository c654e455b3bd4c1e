/** §2: sn from the query, else from stored state; bad serials reported, never used. */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { resolveSn } from "../../../../web/src/features/sugar/printer-sn.ts";

describe("resolveSn", () => {
  const rows: [string, string, string | undefined, ReturnType<typeof resolveSn>][] = [
    ["query wins", "?sn=SIM-0002", "SIM-0001", { sn: "SIM-0002" }],
    ["stored when no query", "", "SIM-0001", { sn: "SIM-0001" }],
    ["stored when the query sn is empty", "?sn=", "SIM-0001", { sn: "SIM-0001" }],
    ["nothing anywhere", "?goods_id=3", undefined, { sn: undefined, bad: undefined }],
    ["a bad query serial is reported", "?sn=%3Cscript%3E", "SIM-0001", { sn: undefined, bad: "<script>" }],
    ["a bad stored serial is ignored", "", "../etc", { sn: undefined, bad: undefined }],
    ["spaces trimmed", "?sn=%20SIM-0003%20", undefined, { sn: "SIM-0003" }],
  ];
  for (const [name, search, stored, expected] of rows) test(name, () => assert.deepEqual(resolveSn(search, stored), expected));
});
