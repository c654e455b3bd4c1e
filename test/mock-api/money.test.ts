import { test } from "node:test";
import assert from "node:assert/strict";
import { fromCents, halfCents, halfCoins, toCents, unixSeconds } from "../../mock-api/money.ts";

const rows: [string | number, number, string][] = [
  ["12.5", 1250, "12.50"],
  [12.5, 1250, "12.50"],
  ["0.10", 10, "0.10"],
  [0.1 + 0.2, 30, "0.30"],
  ["0", 0, "0.00"],
  ["-0.05", -5, "-0.05"],
  ["1000000.99", 100000099, "1000000.99"],
];
for (const [input, cents, text] of rows) {
  test(`toCents(${JSON.stringify(input)}) = ${cents}, fromCents → ${text}`, () => {
    assert.equal(toCents(input), cents);
    assert.equal(fromCents(cents), text);
  });
}

test("toCents refuses what is not an amount", () => {
  for (const bad of ["abc", "NaN", "Infinity", Number.NaN]) assert.throws(() => toCents(bad));
});

test("§5 halves: money to the cent rounding up, coins rounding up", () => {
  assert.equal(halfCents(999), 500);
  assert.equal(halfCents(1000), 500);
  assert.equal(halfCoins(3), 2);
  assert.equal(halfCoins(4), 2);
  assert.equal(unixSeconds(1_700_000_000_999), 1_700_000_000);
});
