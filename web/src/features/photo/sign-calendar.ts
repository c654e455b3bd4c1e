/**
 * The sign-in calendar's layout (§3 calendar entry: day, value): a month's entries placed in
 * week rows starting on Monday (the Chinese calendar habit), blanks before the 1st and after the
 * last day, and the state of each cell relative to today.
 */
export interface CalendarEntry {
  /** "YYYY-MM-DD". */
  day: string;
  value: number;
  signed: 0 | 1;
}

export type CellState = "signed" | "today" | "missed" | "future";

export interface CalendarCell {
  day: string;
  /** Day of the month, 1-31. */
  date: number;
  value: number;
  state: CellState;
}

/** 0 = Monday … 6 = Sunday, of a "YYYY-MM-DD" (read as a calendar date, no time zone). */
export function weekdayMondayFirst(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function cellState(entry: CalendarEntry, today: string): CellState {
  if (entry.signed === 1) return "signed";
  if (entry.day === today) return "today";
  return entry.day < today ? "missed" : "future";
}

/** Week rows of 7; null is a blank cell. Entries are sorted by day first. */
export function calendarWeeks(entries: readonly CalendarEntry[], today: string): (CalendarCell | null)[][] {
  const sorted = [...entries].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const first = sorted[0];
  if (first === undefined) return [];
  const cells: (CalendarCell | null)[] = Array.from({ length: weekdayMondayFirst(first.day) }, () => null);
  for (const e of sorted) cells.push({ day: e.day, date: Number(e.day.slice(8, 10)), value: e.value, state: cellState(e, today) });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "YYYY-MM" one month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}
