/**
 * Months, days and weekdays as the admin's charts name them, in the reader's language
 * ("1月" / "Jan", "2026年1月" / "Jan 2026", "1月14日" / "Jan 14", 一…日 / M…S, Monday first).
 */
import type { Language } from "../../../contract/constants.ts";

function utc(month: string, day = 1): Date {
  const [y = 1970, m = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, day));
}

const fmt = (lang: Language, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, { timeZone: "UTC", ...o });

/** Under a chart's column: "1月" / "Jan". */
export function shortMonth(month: string, lang: Language): string {
  return fmt(lang, { month: "short" }).format(utc(month));
}

/** "2026年1月" / "Jan 2026". */
export function longMonth(month: string, lang: Language): string {
  return fmt(lang, { year: "numeric", month: "short" }).format(utc(month));
}

/** "1月14日" / "Jan 14". */
export function dayName(month: string, day: number, lang: Language): string {
  return fmt(lang, { month: "short", day: "numeric" }).format(utc(month, day));
}

/** Monday to Sunday, one letter or character each. */
export function weekdayNames(lang: Language): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => fmt(lang, { weekday: "narrow" }).format(new Date(Date.UTC(2024, 0, 1 + i))));
}
