import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { maskEmail, maskPhone } from "../../../web/src/lib/mask.ts";

describe("maskPhone (§5 first 3, last 4)", () => {
  const rows: [string | number | null | undefined, string][] = [
    ["13812345678", "138****5678"],
    [13812345678, "138****5678"],
    [" 13812345678 ", "138****5678"],
    ["+8613812345678", "+86*******5678"],
    ["12345678", "123*5678"],
    ["1234567", "*******"],
    ["123", "***"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ];
  for (const [input, expected] of rows) {
    test(`${JSON.stringify(input) ?? "undefined"} -> ${JSON.stringify(expected)}`, () => assert.equal(maskPhone(input), expected));
  }
});

describe("maskEmail (§5 first 2 of the local part, domain kept)", () => {
  const rows: [string | null | undefined, string][] = [
    ["alice@x.com", "al***@x.com"],
    ["bob.smith@mail.example.cn", "bo***@mail.example.cn"],
    ["abc@x.com", "ab***@x.com"],
    ["ab@x.com", "a***@x.com"],
    ["a@x.com", "***@x.com"],
    ["@x.com", "***@x.com"],
    ['"a@b"@x.com', '"a***@x.com'],
    ["no-at-sign", "no***"],
    ["", ""],
    ["   ", ""],
    [null, ""],
  ];
  for (const [input, expected] of rows) {
    test(`${JSON.stringify(input)} -> ${JSON.stringify(expected)}`, () => assert.equal(maskEmail(input), expected));
  }

  test("the star count does not reveal the local part's length", () => {
    assert.equal(maskEmail("abcdefghijkl@x.com"), "ab***@x.com");
  });
});
