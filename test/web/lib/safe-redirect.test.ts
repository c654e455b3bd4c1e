import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { currentPathAndQuery, safeRedirect } from "../../../web/src/lib/safe-redirect.ts";

describe("safeRedirect accepts same-origin paths", () => {
  const rows: string[] = [
    "/",
    "/user",
    "/sugar/waiting?sn=A1&order_sn=B2",
    "/user#coupons",
    "/%2F%2Fevil.example", // a literal path segment on this origin
    "/a/../b",
    "/search?q=//evil.example",
    "/search?next=https://evil.example",
  ];
  for (const value of rows) test(JSON.stringify(value), () => assert.equal(safeRedirect(value), value));
});

describe("safeRedirect rejects everything else", () => {
  const rows: [string, unknown][] = [
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["an array", ["/user"]],
    ["empty", ""],
    ["relative path", "user"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/user"],
    ["triple slash", "///evil.example"],
    ["slash-backslash", "/\\evil.example"],
    ["backslash anywhere", "/user\\..\\..\\evil"],
    ["leading backslash", "\\\\evil.example"],
    ["javascript scheme", "javascript:alert(1)"],
    ["https scheme without slashes", "https:evil.example"],
    ["absolute url", "https://evil.example/"],
    ["absolute same-looking url", "http://x.invalid/user"],
    ["data url", "data:text/html,<script>alert(1)</script>"],
    ["leading space", " /user"],
    ["leading tab", "\t/user"],
    ["tab hiding a second slash", "/\t/evil.example"],
    ["newline hiding a second slash", "/\n/evil.example"],
    ["NUL", "/user\u0000"],
    ["DEL", "/user\u007F"],
    ["dot segments that normalise to //", "/a/../..//evil.example"],
  ];
  for (const [name, value] of rows) test(name, () => assert.equal(safeRedirect(value), "/"));

  test("uses the given fallback", () => assert.equal(safeRedirect("//evil.example", "/sugar"), "/sugar"));
});

describe("currentPathAndQuery", () => {
  const rows: [{ pathname: string; search: string }, string][] = [
    [{ pathname: "/user", search: "" }, "/user"],
    [{ pathname: "/sugar/pay", search: "?sn=A1" }, "/sugar/pay?sn=A1"],
  ];
  for (const [loc, expected] of rows) test(expected, () => assert.equal(currentPathAndQuery(loc), expected));

  test("round-trips through safeRedirect", () => {
    const back = currentPathAndQuery({ pathname: "/photo", search: "?page=2" });
    assert.equal(safeRedirect(back), "/photo?page=2");
  });
});
