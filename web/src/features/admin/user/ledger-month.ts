/**
 * The month of /admin/user/income and coin-income, in the URL (`month`): a "YYYY-MM", "all" for
 * every month, or nothing for the current month (China time on a merchant's phone: its own clock).
 */
import { monthOfDay, today } from "../../../lib/admin/dates.ts";

export const ALL_MONTHS = "all";

/** The month the page shows: the URL's, or the current one; null = all months. */
export function ledgerMonth(raw: string | undefined, now: Date = new Date()): string | null {
  if (raw === ALL_MONTHS) return null;
  if (raw !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) return raw;
  return monthOfDay(today(now));
}
