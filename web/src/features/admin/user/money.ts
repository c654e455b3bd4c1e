/**
 * The merchant's money in its currency (manage/index `currency`, §1: HK$ for a Hong Kong
 * merchant, ¥ otherwise) and language (§9 万 / W on charts). Every page of /admin/user reads the
 * balance from the same answer (manage/index for all the company's shops), so the figures agree.
 */
import { useMemo } from "react";
import { currencyOf, formatAmount, formatCompactAmount, type Currency } from "../../../lib/admin/format.ts";
import { useLanguage } from "../../../lib/i18n/index.ts";
import { useBalance } from "./api/use-balance.ts";

export interface Money {
  currency: Currency;
  /** "¥12,345.67" */
  exact: (v: number | string | null | undefined) => string;
  /** Signed: "+¥16.80", "-¥47.00". */
  signed: (v: number | string) => string;
  /** A chart's scale: "1.2万", "800" (no symbol). */
  axis: (v: number) => string;
}

export function useMoney(): Money {
  const lang = useLanguage();
  const balance = useBalance();
  const c = balance.data?.currency;
  const symbol = c?.currencySymbol ?? "";
  const name = c?.currencyName ?? "";
  return useMemo(() => {
    const currency = currencyOf({ currencySymbol: symbol, currencyName: name });
    const bare = { currencySymbol: "", currencyName: "" };
    return {
      currency,
      exact: (v) => formatAmount(v, currency),
      signed: (v) => {
        const n = Number(v);
        return n > 0 ? `+${formatAmount(n, currency)}` : formatAmount(n, currency);
      },
      axis: (v) => formatCompactAmount(Math.round(v), lang, bare).replace(/\.00$/, ""),
    };
  }, [symbol, name, lang]);
}

/**
 * A masked card number in groups of four, as printed on the card: "6225 **** **** 7890". The
 * visible head and tail stay whole and the stars make whole groups between them, so a 19-digit
 * account reads "1202 **** **** **** 3456", not "1202 **** **** ***3 456".
 */
export function groupCardNumber(masked: string | null | undefined): string {
  const s = (masked ?? "").replace(/\s/g, "");
  const m = /^(\d*)(\*+)(\d*)$/.exec(s);
  if (m === null) return s.replace(/(.{4})(?=.)/g, "$1 ");
  const [, head = "", stars = "", tail = ""] = m;
  const groups = Array.from({ length: Math.max(1, Math.ceil(stars.length / 4)) }, () => "****");
  return [head.replace(/(.{4})(?=.)/g, "$1 "), ...groups, tail.replace(/(?=(?:.{4})+$)(?!^)/g, " ")].filter((x) => x !== "").join(" ");
}
