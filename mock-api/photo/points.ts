/**
 * Photo points: a ledger per user (store.photo.points) whose last entry holds the balance, the
 * daily sign-in that earns them (contract photo.ts signValue) and the China-time days it counts in.
 */
import type { Language } from "../../web/contract/constants.ts";
import { signValue, type PointsRecord, type SignDay, type SignInfo } from "../../web/contract/http/photo.ts";
import { CHINA_OFFSET_S, DAY_S } from "../finance/scope.ts";
import { say } from "../messages.ts";
import { allocId } from "../store/ids.ts";
import type { PointsEntry } from "../store/photo.ts";
import type { Store } from "../store/types.ts";
import { POINTS_TITLES } from "./messages.ts";

/** "YYYY-MM-DD" of a moment (unix seconds), China time. */
export function chinaDay(unixS: number): string {
  return new Date((unixS + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 10);
}

/** The day before "YYYY-MM-DD". */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_S * 1000).toISOString().slice(0, 10);
}

export function pointsOf(store: Store, userId: number): number {
  let last: PointsEntry | undefined;
  for (const e of Object.values(store.photo.points)) if (e.userId === userId && (last === undefined || e.id > last.id)) last = e;
  return last?.balance ?? 0;
}

export function addPoints(store: Store, userId: number, type: PointsEntry["type"], value: number, ref: number | null, nowS: number): PointsEntry {
  const balance = pointsOf(store, userId) + value;
  if (balance < 0) throw new RangeError("points would go below 0");
  const id = allocId(store, "photoPoints");
  const entry: PointsEntry = { id, userId, type, value, balance, ref, create_time: nowS };
  store.photo.points[String(id)] = entry;
  return entry;
}

export function toPointsRecord(e: PointsEntry, lang: Language): PointsRecord {
  return { id: e.id, type: e.type, title: say(lang, POINTS_TITLES[e.type]), value: e.value, balance: e.balance, create_time: e.create_time };
}

function signed(store: Store, userId: number, day: string): boolean {
  return Object.hasOwn(store.photo.signs, `${userId}:${day}`);
}

/** Consecutive signed days ending today, or yesterday when today is not signed yet. */
export function streakOf(store: Store, userId: number, today: string): number {
  let day = signed(store, userId, today) ? today : dayBefore(today);
  let n = 0;
  while (signed(store, userId, day)) {
    n += 1;
    day = dayBefore(day);
  }
  return n;
}

/**
 * The calendar of `month`: each day with the points it gives. A signed day shows what it gave;
 * today and later days show what signing would give if the streak carries on (day by day).
 */
export function signInfoOf(store: Store, userId: number, month: string, nowS: number): SignInfo {
  const today = chinaDay(nowS);
  const signedToday = signed(store, userId, today);
  const streak = streakOf(store, userId, today);
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const calendar: SignDay[] = [];
  for (let d = 1; d <= days; d++) {
    const day = `${month}-${String(d).padStart(2, "0")}`;
    const rec = store.photo.signs[`${userId}:${day}`];
    let value: number;
    if (rec !== undefined) value = rec.value;
    else if (day >= today) {
      // Days ahead of today, assuming a sign every day from today on.
      const ahead = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / (DAY_S * 1000));
      value = signValue(streak + ahead + (signedToday ? 0 : 1));
    } else value = signValue(1);
    calendar.push({ day, value, signed: rec === undefined ? 0 : 1 });
  }
  return { month, today, signed_today: signedToday ? 1 : 0, streak, points: pointsOf(store, userId), calendar };
}

/** Signs today; false when today is already signed. */
export function signToday(store: Store, userId: number, nowS: number): boolean {
  const today = chinaDay(nowS);
  if (signed(store, userId, today)) return false;
  const value = signValue(streakOf(store, userId, today) + 1);
  store.photo.signs[`${userId}:${today}`] = { userId, day: today, value, create_time: nowS };
  addPoints(store, userId, "sign", value, null, nowS);
  return true;
}
