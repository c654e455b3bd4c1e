/**
 * Display formatting of money (§5, §9), what the /sugar first load shows; big counts, relative
 * time and date-times are in format-display.ts. Pure functions.
 */
import { DEFAULT_MONEY_TEXT } from "../../contract/constants.ts";

/** Plain decimal numbers only: no hex, no exponent, no "Infinity", no currency signs. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A finite number from a number or decimal string, else undefined. */
function toFiniteNumber(value: number | string | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : undefined;
}

/**
 * Round to cents, half away from zero, on the decimal text rather than on `n * 100`, so float
 * artefacts do not leak: 0.1 + 0.2 -> 0.3 and 1.005 -> 1.01 (1.005 * 100 is 100.49999...).
 */
function roundToCents(n: number): number {
  const [mantissa = "0", exponent = "0"] = String(Math.abs(n)).split("e");
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  if (!Number.isFinite(cents)) return n;
  // `|| 0` turns -0 into 0 so tiny negatives do not print "-0.00".
  return (Math.sign(n) * cents) / 100 || 0;
}

/** Money with 2 decimals; missing or invalid -> "0.00" (§9 default money text). */
export function formatMoney(value: number | string | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === undefined) return DEFAULT_MONEY_TEXT;
  return roundToCents(n).toFixed(2);
}

/** §5: a discount coupon shows half the price to 2 decimals (cents round half up: 0.15 -> "0.08"). */
export function halfPrice(price: number | string | null | undefined): string {
  const n = toFiniteNumber(price);
  if (n === undefined) return DEFAULT_MONEY_TEXT;
  return formatMoney(n / 2);
}

/** §5: coins are whole, so half rounds UP (3 -> 2). Missing, invalid or negative coins -> 0. */
export function halfCoins(coins: number): number {
  if (!Number.isFinite(coins) || coins <= 0) return 0;
  return Math.ceil(coins / 2);
}
