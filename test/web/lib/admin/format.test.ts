/** §9: big figures in 万 / W from 10,000, floored; money in the printer's currency (§1). */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { currencyOf, formatAmount, formatCompactAmount, formatCount } from "../../../../web/src/lib/admin/format.ts";

const HKD = { currencySymbol: "HK$", currencyName: "港元" };

describe("formatAmount", () => {
  const cases: [unknown, string][] = [
    [0, "¥0.00"],
    ["1288.5", "¥1,288.50"],
    [1234567.891, "¥1,234,567.89"],
    [-19.9, "-¥19.90"],
    ["ten", "¥0.00"],
    [null, "¥0.00"],
  ];
  for (const [v, want] of cases) test(`${String(v)} → ${want}`, () => assert.equal(formatAmount(v as number, undefined), want));
  test("in the printer's currency", () => assert.equal(formatAmount("30", HKD), "HK$30.00"));
});

describe("formatCompactAmount", () => {
  const cases: [number | string, "zh-CN" | "en", string][] = [
    [9999.99, "zh-CN", "¥9,999.99"],
    [10000, "zh-CN", "¥1万"],
    [12345.67, "zh-CN", "¥1.23万"],
    [19999.99, "zh-CN", "¥1.99万"], // floored, never "¥2万"
    ["123456", "en", "¥12.34W"],
    [-25000, "zh-CN", "-¥2.5万"],
  ];
  for (const [v, lang, want] of cases) test(`${v} (${lang}) → ${want}`, () => assert.equal(formatCompactAmount(v, lang), want));
  test("keeps the currency", () => assert.equal(formatCompactAmount(50000, "zh-CN", HKD), "HK$5万"));
});

test("formatCount follows §9 (万 / W, one decimal floored)", () => {
  assert.deepEqual([formatCount(9999, "zh-CN"), formatCount(19999, "zh-CN"), formatCount(25000, "en")], ["9999", "1.9万", "2.5W"]);
});

test("currencyOf: a locale with both fields, else ¥ / 元", () => {
  assert.deepEqual(currencyOf(HKD), HKD);
  assert.deepEqual(currencyOf(null), { currencySymbol: "¥", currencyName: "元" });
  assert.deepEqual(currencyOf({ currencySymbol: "$" }), { currencySymbol: "¥", currencyName: "元" });
});
