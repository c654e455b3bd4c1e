/**
 * Calendar days of the admin's date filters ("YYYY-MM-DD", the phone's own calendar: merchants
 * work in China time like the backend's days). Pure functions of a given `today`.
 */

import { toEpochMs } from "../time.ts";

const pad2 = (n: number) => String(n).padStart(2, "0");
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day "YYYY-MM-DD" (2026-02-30 is not). */
export function isDay(s: string): boolean {
  if (!DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** "YYYY-MM-DD" of a local date. */
export function dayOf(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** Today on this phone. */
export function today(now: Date = new Date()): string {
  return dayOf(now);
}

/** `day` moved by `n` days (negative: back). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (2026-01-01..2026-01-01 is 1). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** "YYYY-MM" of a day. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The first day of `day`'s month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** "YYYY-MM" `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y = 0, m = 1] = month.split("-").map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${pad2((i % 12) + 1)}`;
}

/** The quick ranges a date filter offers. */
export const DATE_PRESETS = ["today", "7d", "30d", "month"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** [start, end] of a preset, ending today. */
export function presetRange(preset: DatePreset, todayDay: string): [string, string] {
  switch (preset) {
    case "today":
      return [todayDay, todayDay];
    case "7d":
      return [addDays(todayDay, -6), todayDay];
    case "30d":
      return [addDays(todayDay, -29), todayDay];
    case "month":
      return [monthStart(todayDay), todayDay];
  }
}

/** China is UTC+8 all year: the backend's days (activities, coupon offers) are China days. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** "YYYY-MM-DD" in China of a backend time (unix seconds or a date-time string): an activity's start. */
export function chinaDay(time: number | string): string {
  const ms = toEpochMs(time);
  return Number.isNaN(ms) ? "" : new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The China day a period ending at `end` (exclusive, or its last second) last covers: end minus one second. */
export function lastChinaDay(end: number | string): string {
  const ms = toEpochMs(end);
  return Number.isNaN(ms) ? "" : chinaDay(Math.floor(ms / 1000) - 1);
}

/** Today in China, the day the backend counts from. */
export function chinaToday(nowMs: number = Date.now()): string {
  return chinaDay(Math.floor(nowMs / 1000));
}
