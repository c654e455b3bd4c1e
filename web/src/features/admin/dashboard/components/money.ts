/** The dashboard's money in its currency (manage/index `currency`, §1) and language (§9 万 / W). */
import { useMemo } from "react";
import type { Language } from "../../../../../contract/constants.ts";
import { currencyOf, formatAmount, formatCompactAmount, type Currency } from "../../../../lib/admin/format.ts";

export interface Money {
  currency: Currency;
  /** "¥1.23万" */
  compact: (v: number | string) => string;
  /** "¥12,345.67" */
  exact: (v: number | string) => string;
  /** A chart's scale: "1.2万", "800" (no symbol). */
  axis: (v: number) => string;
}

export function useMoney(locale: { currencySymbol?: unknown; currencyName?: unknown } | null | undefined, lang: Language): Money {
  const symbol = typeof locale?.currencySymbol === "string" ? locale.currencySymbol : "";
  const name = typeof locale?.currencyName === "string" ? locale.currencyName : "";
  return useMemo(() => {
    const currency = currencyOf({ currencySymbol: symbol, currencyName: name });
    const bare = { currencySymbol: "", currencyName: "" };
    return {
      currency,
      compact: (v) => formatCompactAmount(v, lang, currency),
      exact: (v) => formatAmount(v, currency),
      axis: (v) => formatCompactAmount(Math.round(v), lang, bare).replace(/\.00$/, ""),
    };
  }, [symbol, name, lang]);
}
