/**
 * Figures of the admin area: money in the currency of the printer it was made on (§1: HK$ on a
 * Hong Kong printer, ¥ otherwise) with thousands separators, and big figures in 万 (zh-CN) or W
 * (en) from 10,000 up (§9). Compact forms floor, so a figure is never overstated. Pure functions.
 */
import { BIG_NUMBER_THRESHOLD, DEFAULT_CURRENCY, type Language } from "../../../contract/constants.ts";
import type { Currency } from "../currency.ts";
import { formatMoney } from "../format.ts";
import { formatBigNumber } from "../format-display.ts";

export type { Currency } from "../currency.ts";

const SUFFIX: Readonly<Record<Language, string>> = { "zh-CN": "万", en: "W" };

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The currency of a printer's locale when it has both fields, else ¥ / 元. */
export function currencyOf(locale: { currencySymbol?: unknown; currencyName?: unknown } | null | undefined): Currency {
  const symbol = typeof locale?.currencySymbol === "string" ? locale.currencySymbol.trim() : "";
  const name = typeof locale?.currencyName === "string" ? locale.currencyName.trim() : "";
  return symbol !== "" && name !== "" ? { currencySymbol: symbol, currencyName: name } : { ...DEFAULT_CURRENCY };
}

/** Exact money: "¥1,288.50", "-HK$30.00"; missing or invalid is "¥0.00" (§9 default money text). */
export function formatAmount(value: number | string | null | undefined, currency: Currency = DEFAULT_CURRENCY): string {
  const text = formatMoney(value);
  const negative = text.startsWith("-");
  const [int = "0", dec = "00"] = (negative ? text.slice(1) : text).split(".");
  return `${negative ? "-" : ""}${currency.currencySymbol}${groupThousands(int)}.${dec}`;
}

/**
 * Money on a figure card or a chart: exact below 10,000, else in 万 / W with at most two
 * decimals, floored (12,345.67 -> "¥1.23万"): §9.
 */
export function formatCompactAmount(value: number | string | null | undefined, lang: Language, currency: Currency = DEFAULT_CURRENCY): string {
  const n = Number(formatMoney(value));
  if (Math.abs(n) < BIG_NUMBER_THRESHOLD) return formatAmount(n, currency);
  // Hundredths of 万 in whole cents: integer arithmetic, so the floor never lands one too low.
  const cents = Math.round(Math.abs(n) * 100);
  const hundredths = Math.floor(cents / (BIG_NUMBER_THRESHOLD)); // cents / 10000 = hundredths of 万
  const shown = String(hundredths / 100);
  return `${n < 0 ? "-" : ""}${currency.currencySymbol}${shown}${SUFFIX[lang]}`;
}

/** A count: exact below 10,000, else 万 / W (§9, floored to one decimal). */
export function formatCount(n: number, lang: Language): string {
  return formatBigNumber(n, lang);
}
