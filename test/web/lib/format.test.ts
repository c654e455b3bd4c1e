import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { formatMoney, halfCoins, halfPrice } from "../../../web/src/lib/format.ts";
import { formatBigNumber, formatDateTime, relativeTime } from "../../../web/src/lib/format-display.ts";
import type { Language } from "../../../web/contract/constants.ts";

describe("formatMoney", () => {
  const rows: [number | string | null | undefined, string][] = [
    [0, "0.00"],
    [12, "12.00"],
    [12.5, "12.50"],
    [0.1 + 0.2, "0.30"],
    [1.005, "1.01"],
    [2.675, "2.68"],
    [19.999, "20.00"],
    [-3.456, "-3.46"],
    [-0.001, "0.00"],
    [1234567.891, "1234567.89"],
    ["12.5", "12.50"],
    [" 7 ", "7.00"],
    ["0.015", "0.02"],
    [".5", "0.50"],
    ["-1.5", "-1.50"],
    [null, "0.00"],
    [undefined, "0.00"],
    ["", "0.00"],
    ["abc", "0.00"],
    ["12.5元", "0.00"],
    ["0x10", "0.00"],
    ["1e3", "0.00"],
    ["Infinity", "0.00"],
    [Number.NaN, "0.00"],
    [Number.POSITIVE_INFINITY, "0.00"],
  ];
  for (const [input, expected] of rows) {
    test(`${JSON.stringify(input) ?? "undefined"} -> ${expected}`, () => assert.equal(formatMoney(input), expected));
  }
});

describe("halfPrice (§5 discount coupon)", () => {
  const rows: [number | string | null | undefined, string][] = [
    [10, "5.00"],
    [9.9, "4.95"],
    [0.15, "0.08"],
    [0.01, "0.01"],
    ["25", "12.50"],
    [0, "0.00"],
    [null, "0.00"],
    ["bad", "0.00"],
  ];
  for (const [input, expected] of rows) {
    test(`${JSON.stringify(input)} -> ${expected}`, () => assert.equal(halfPrice(input), expected));
  }
});

describe("halfCoins (§5 rounded up)", () => {
  const rows: [number, number][] = [
    [10, 5],
    [3, 2],
    [1, 1],
    [0, 0],
    [2.5, 2],
    [-4, 0],
    [Number.NaN, 0],
  ];
  for (const [input, expected] of rows) {
    test(`${input} -> ${expected}`, () => assert.equal(halfCoins(input), expected));
  }
});

describe("formatBigNumber (§9 万 / W, floored)", () => {
  const rows: [number, string, string][] = [
    [0, "0", "0"],
    [9999, "9999", "9999"],
    [10000, "1万", "1W"],
    [10999, "1万", "1W"],
    [12345, "1.2万", "1.2W"],
    [19999, "1.9万", "1.9W"],
    [20000, "2万", "2W"],
    [99999, "9.9万", "9.9W"],
    [100000, "10万", "10W"],
    [123456789, "12345.6万", "12345.6W"],
    [-12345, "-1.2万", "-1.2W"],
    [Number.NaN, "0", "0"],
  ];
  for (const [n, zh, en] of rows) {
    test(`${n} -> ${zh} / ${en}`, () => {
      assert.equal(formatBigNumber(n, "zh-CN"), zh);
      assert.equal(formatBigNumber(n, "en"), en);
    });
  }
});

describe("relativeTime (§9 floors)", () => {
  const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;
  const rows: [number, string, string][] = [
    [0, "刚刚", "just now"],
    [59 * S, "刚刚", "just now"],
    [60 * S, "1分钟前", "1 minute ago"],
    [119 * S, "1分钟前", "1 minute ago"],
    [2 * M, "2分钟前", "2 minutes ago"],
    [59 * M + 59 * S, "59分钟前", "59 minutes ago"],
    [H, "1小时前", "1 hour ago"],
    [23 * H + 59 * M, "23小时前", "23 hours ago"],
    [D, "1天前", "1 day ago"],
    [29 * D, "29天前", "29 days ago"],
    [30 * D, "1个月前", "1 month ago"],
    [59 * D, "1个月前", "1 month ago"],
    [364 * D, "12个月前", "12 months ago"],
    [365 * D, "1年前", "1 year ago"],
    [3 * 365 * D + 10 * D, "3年前", "3 years ago"],
    [-5 * M, "刚刚", "just now"],
  ];
  for (const [ago, zh, en] of rows) {
    test(`${ago} ms ago -> ${zh} / ${en}`, () => {
      assert.equal(relativeTime(NOW - ago, NOW, "zh-CN"), zh);
      assert.equal(relativeTime(NOW - ago, NOW, "en"), en);
    });
  }

  test("defaults to zh-CN", () => assert.equal(relativeTime(NOW - 2 * H, NOW), "2小时前"));
  test("numbers below 1e10 are seconds (§4)", () => {
    assert.equal(relativeTime((NOW - 3 * D) / 1000, NOW, "en"), "3 days ago");
  });
  test("accepts Date and date strings", () => {
    assert.equal(relativeTime(new Date(NOW - 5 * M), NOW, "en"), "5 minutes ago");
    assert.equal(relativeTime(new Date(NOW - 2 * D).toISOString(), NOW, "en"), "2 days ago");
    assert.equal(relativeTime(String((NOW - H) / 1000), NOW, "en"), "1 hour ago");
  });
  test("an unreadable date gives an empty string", () => {
    assert.equal(relativeTime("not a date", NOW, "en"), "");
    assert.equal(relativeTime(Number.NaN, NOW, "zh-CN"), "");
  });
});

describe("formatDateTime", () => {
  const local = new Date(2025, 0, 5, 9, 7, 42); // 5 Jan 2025 09:07:42 local time
  const rows: [string, Date | number | string, string][] = [
    ["a Date", local, "2025-01-05 09:07"],
    ["ms", local.getTime(), "2025-01-05 09:07"],
    ["seconds (§4)", Math.floor(local.getTime() / 1000), "2025-01-05 09:07"],
    ["backend 'YYYY-MM-DD HH:mm:ss' as local time", "2025-01-05 09:07:42", "2025-01-05 09:07"],
    ["end of year", new Date(2024, 11, 31, 23, 59), "2024-12-31 23:59"],
    ["an unreadable string", "yesterday", ""],
  ];
  for (const [name, input, expected] of rows) {
    test(name, () => {
      for (const lang of ["zh-CN", "en"] as Language[]) assert.equal(formatDateTime(input, lang), expected);
    });
  }
});
