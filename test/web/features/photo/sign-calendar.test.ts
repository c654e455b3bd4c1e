/** The sign-in calendar layout (§3 calendar entry: day, value): weeks from Monday, cell states. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { signValue } from "../../../../web/contract/http/photo.ts";
import { calendarWeeks, cellState, shiftMonth, weekdayMondayFirst, type CalendarEntry } from "../../../../web/src/features/photo/sign-calendar.ts";

function month(prefix: string, days: number, signed: readonly number[] = []): CalendarEntry[] {
  return Array.from({ length: days }, (_, i) => ({
    day: `${prefix}-${String(i + 1).padStart(2, "0")}`,
    value: 5,
    signed: signed.includes(i + 1) ? 1 : 0,
  }));
}

test("weekdayMondayFirst", () => {
  assert.equal(weekdayMondayFirst("2026-01-01"), 3); // a Thursday
  assert.equal(weekdayMondayFirst("2026-11-01"), 6); // a Sunday
  assert.equal(weekdayMondayFirst("2026-06-01"), 0); // a Monday
});

test("January 2026 starts on Thursday: 3 blanks, 31 days, 5 weeks, blanks at the end", () => {
  const weeks = calendarWeeks(month("2026-01", 31), "2026-01-15");
  assert.equal(weeks.length, 5);
  assert.ok(weeks.every((w) => w.length === 7));
  assert.deepEqual(weeks[0]?.slice(0, 3), [null, null, null]);
  assert.equal(weeks[0]?.[3]?.date, 1);
  assert.equal(weeks[4]?.[5]?.date, 31);
  assert.equal(weeks[4]?.[6], null);
});

test("entries out of order are placed by day; an empty month is no weeks", () => {
  const shuffled = month("2026-06", 30).reverse();
  const weeks = calendarWeeks(shuffled, "2026-06-10");
  assert.equal(weeks[0]?.[0]?.date, 1, "June 2026 starts on Monday");
  assert.deepEqual(calendarWeeks([], "2026-06-10"), []);
});

test("cell states: signed wins; today; before is missed; after is future", () => {
  const today = "2026-01-15";
  assert.equal(cellState({ day: "2026-01-15", value: 5, signed: 1 }, today), "signed");
  assert.equal(cellState({ day: "2026-01-15", value: 5, signed: 0 }, today), "today");
  assert.equal(cellState({ day: "2026-01-14", value: 5, signed: 0 }, today), "missed");
  assert.equal(cellState({ day: "2026-01-16", value: 5, signed: 0 }, today), "future");
  const states = calendarWeeks(month("2026-01", 31, [13, 14]), today).flat().filter((c) => c !== null).map((c) => c.state);
  assert.deepEqual(states.slice(11, 17), ["missed", "signed", "signed", "today", "future", "future"]); // days 12..17
});

test("signValue: 5, 10 every 3rd day of a streak, 20 every 7th", () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 14, 21].map(signValue), [5, 5, 10, 5, 5, 10, 20, 20, 20]);
});

test("shiftMonth across years", () => {
  assert.equal(shiftMonth("2026-01", -1), "2025-12");
  assert.equal(shiftMonth("2025-12", 1), "2026-01");
  assert.equal(shiftMonth("2026-06", 0), "2026-06");
});
