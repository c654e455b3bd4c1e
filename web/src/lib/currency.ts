/** §1: the currency symbol and name come from the printer's locale and are cached locally. */
import { DEFAULT_CURRENCY, STORAGE_KEYS } from "../../contract/constants.ts";
import { formatMoney } from "./format.ts";
import { readJson, writeJson } from "./storage.ts";

export type Currency = { currencySymbol: string; currencyName: string };

function nonEmpty(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

/** The locale's currency when it has both fields, else undefined. */
function parseCurrency(locale: unknown): Currency | undefined {
  if (typeof locale !== "object" || locale === null) return undefined;
  const { currencySymbol, currencyName } = locale as Record<string, unknown>;
  const symbol = nonEmpty(currencySymbol);
  const name = nonEmpty(currencyName);
  return symbol !== undefined && name !== undefined ? { currencySymbol: symbol, currencyName: name } : undefined;
}

/**
 * §1: the printer locale's symbol and name, else ¥ / 元. Both or neither: a "$" beside "元" from a
 * half-filled locale would be worse than the default pair.
 */
export function currencyFromLocale(locale: unknown): Currency {
  return parseCurrency(locale) ?? { ...DEFAULT_CURRENCY };
}

export function cacheCurrency(c: Currency): void {
  writeJson(STORAGE_KEYS.currency, c);
}

/** The cached currency, checked as it is read back; missing or malformed -> the default. */
export function readCachedCurrency(): Currency {
  return readJson(STORAGE_KEYS.currency, parseCurrency) ?? { ...DEFAULT_CURRENCY };
}

/** Symbol then money: "¥12.50". */
export function formatPrice(value: number | string | null | undefined, currency: Currency = DEFAULT_CURRENCY): string {
  return `${currency.currencySymbol}${formatMoney(value)}`;
}
