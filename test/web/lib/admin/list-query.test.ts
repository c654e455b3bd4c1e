/** CONVENTIONS 16: a list's state in the URL, read back checked against the list's spec. */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { listSearch, parseListSearch } from "../../../../web/src/lib/admin/list-query.ts";

const SPEC = {
  start_date: { kind: "date" },
  end_date: { kind: "date" },
  status: { kind: "enum", values: ["0", "10", "99"] },
  device_sn: { kind: "text", max: 8 },
  shop: { kind: "int", min: 1, max: 9 },
} as const;
const SORTS = ["-create_time", "money"] as const;

describe("parseListSearch", () => {
  const cases: [string, string, ReturnType<typeof parseListSearch<typeof SPEC>>][] = [
    ["nothing", "", { filters: {}, page: 1, sort: undefined }],
    ["every kind", "?start_date=2026-01-01&end_date=2026-01-31&status=10&device_sn=SIM-0001&shop=3&page=2&sort=money", { filters: { start_date: "2026-01-01", end_date: "2026-01-31", status: "10", device_sn: "SIM-0001", shop: "3" }, page: 2, sort: "money" }],
    ["a day that does not exist, a value not in the enum, an int out of range", "?start_date=2026-02-30&status=11&shop=10", { filters: {}, page: 1, sort: undefined }],
    ["text is trimmed and capped", "?device_sn=%20SIM-00012345%20", { filters: { device_sn: "SIM-0001" }, page: 1, sort: undefined }],
    ["a range the wrong way round is turned round", "?start_date=2026-03-05&end_date=2026-03-01", { filters: { start_date: "2026-03-01", end_date: "2026-03-05" }, page: 1, sort: undefined }],
    ["a bad page or sort falls back", "?page=0&sort=-money", { filters: {}, page: 1, sort: undefined }],
    ["a page that is not a number", "?page=abc", { filters: {}, page: 1, sort: undefined }],
  ];
  for (const [name, search, want] of cases) test(name, () => assert.deepEqual(parseListSearch(search, SPEC, SORTS), want));
});

describe("listSearch", () => {
  test("writes the set filters, the sort and a page past the first; keeps what the list does not own", () => {
    const s = listSearch({ filters: { status: "10", device_sn: undefined, start_date: "2026-01-01" }, page: 3, sort: "money" }, SPEC, "?shop_id=2&status=99&page=9");
    assert.equal(s, "?shop_id=2&status=10&start_date=2026-01-01&sort=money&page=3");
  });
  test("page 1 and no filters is the bare path", () => {
    assert.equal(listSearch({ filters: {}, page: 1 }, SPEC, "?status=10&page=2"), "");
  });
  test("what it writes reads back the same", () => {
    const state = { filters: { end_date: "2026-12-31", status: "0" }, page: 4, sort: "-create_time" };
    assert.deepEqual(parseListSearch(listSearch(state, SPEC), SPEC, SORTS), state);
  });
});
