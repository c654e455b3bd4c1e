import { test, describe, after, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { STORAGE_KEYS } from "../../../web/contract/constants.ts";
import { cacheCurrency, currencyFromLocale, formatPrice, readCachedCurrency, type Currency } from "../../../web/src/lib/currency.ts";

const dom = installDom("https://shop.example/");
after(() => dom.close());
beforeEach(() => localStorage.clear());

const YUAN: Currency = { currencySymbol: "¥", currencyName: "元" };
const DOLLAR: Currency = { currencySymbol: "$", currencyName: "USD" };

describe("currencyFromLocale (§1 default ¥ / 元)", () => {
  const rows: [string, unknown, Currency][] = [
    ["both fields", { currencySymbol: "$", currencyName: "USD" }, DOLLAR],
    ["extra fields ignored", { currencySymbol: "$", currencyName: "USD", lang: "en" }, DOLLAR],
    ["fields trimmed", { currencySymbol: " $ ", currencyName: "USD " }, DOLLAR],
    ["symbol missing", { currencyName: "USD" }, YUAN],
    ["name empty", { currencySymbol: "$", currencyName: "" }, YUAN],
    ["name blank", { currencySymbol: "$", currencyName: "  " }, YUAN],
    ["symbol not a string", { currencySymbol: 36, currencyName: "USD" }, YUAN],
    ["null", null, YUAN],
    ["undefined", undefined, YUAN],
    ["a string", "USD", YUAN],
    ["an array", ["$", "USD"], YUAN],
  ];
  for (const [name, locale, expected] of rows) test(name, () => assert.deepEqual(currencyFromLocale(locale), expected));

  test("the default is a fresh object, not the shared constant", () => {
    const c = currencyFromLocale(null);
    c.currencySymbol = "X";
    assert.deepEqual(currencyFromLocale(null), YUAN);
  });
});

describe("cached currency", () => {
  test("round-trips under the currency key", () => {
    cacheCurrency(DOLLAR);
    assert.deepEqual(JSON.parse(localStorage.getItem(STORAGE_KEYS.currency) ?? "null"), DOLLAR);
    assert.deepEqual(readCachedCurrency(), DOLLAR);
  });

  const bad: [string, string | null][] = [
    ["nothing cached", null],
    ["bad JSON", "{currencySymbol:"],
    ["wrong shape", '{"currencySymbol":"$"}'],
    ["JSON null", "null"],
    ["a JSON string", '"$"'],
  ];
  for (const [name, stored] of bad) {
    test(`${name} -> default`, () => {
      if (stored !== null) localStorage.setItem(STORAGE_KEYS.currency, stored);
      assert.deepEqual(readCachedCurrency(), YUAN);
    });
  }
});

describe("formatPrice", () => {
  const rows: [number | string | null | undefined, Currency | undefined, string][] = [
    [12.5, YUAN, "¥12.50"],
    ["3", DOLLAR, "$3.00"],
    [0.1 + 0.2, DOLLAR, "$0.30"],
    [null, YUAN, "¥0.00"],
    [9.9, undefined, "¥9.90"],
  ];
  for (const [value, currency, expected] of rows) test(expected, () => assert.equal(formatPrice(value, currency), expected));
});
