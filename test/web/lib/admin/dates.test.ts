/** The admin's date filters: real days, ranges, presets ending today. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { addDays, addMonths, daysInRange, isDay, presetRange } from "../../../../web/src/lib/admin/dates.ts";

test("isDay: real calendar days only", () => {
  assert.deepEqual(["2028-02-29", "2026-02-29", "2026-13-01", "2026-1-05", "x"].map(isDay), [true, false, false, false, false]);
});

test("addDays and daysInRange across months and years", () => {
  assert.equal(addDays("2026-12-31", 1), "2027-01-01");
  assert.equal(addDays("2026-03-01", -1), "2026-02-28");
  assert.equal(daysInRange("2026-01-01", "2026-01-01"), 1);
  assert.equal(daysInRange("2025-01-01", "2025-12-31"), 365);
});

test("addMonths", () => {
  assert.deepEqual([addMonths("2026-01", -1), addMonths("2026-12", 1), addMonths("2026-05", -17)], ["2025-12", "2027-01", "2024-12"]);
});

test("presets end today", () => {
  assert.deepEqual(presetRange("today", "2026-03-10"), ["2026-03-10", "2026-03-10"]);
  assert.deepEqual(presetRange("7d", "2026-03-03"), ["2026-02-25", "2026-03-03"]);
  assert.deepEqual(presetRange("30d", "2026-03-30"), ["2026-03-01", "2026-03-30"]);
  assert.deepEqual(presetRange("month", "2026-03-30"), ["2026-03-01", "2026-03-30"]);
});
