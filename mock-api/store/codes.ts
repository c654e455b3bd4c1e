/**
 * One-time login and bind codes: 6 digits from the CSPRNG, 10 minutes, single use, bound to one
 * mobile or email, void after 5 wrong tries; at most 1 per minute, 5 per hour, 10 per day per
 * mobile or email (what an SMS gateway would enforce).
 */
import { timingSafeEqual } from "node:crypto";
import type { Random } from "../random.ts";
import type { CodeRecord, CodeScene, Store } from "./types.ts";

export const CODE_TTL_MS = 10 * 60_000; // 10 minutes
export const CODE_MAX_WRONG_TRIES = 5;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** [window, most codes in it]; checked together, the latest "retry at" wins. */
export const CODE_RATE_LIMITS: readonly (readonly [number, number])[] = [
  [MINUTE, 1],
  [HOUR, 5],
  [DAY, 10],
];

/** "m:13800000001" or "e:someone@example.com" (emails compare case-insensitively). */
export function codeTarget(by: { mobile?: string | undefined; email?: string | undefined }): string {
  if (by.mobile !== undefined) return `m:${by.mobile}`;
  return `e:${(by.email ?? "").toLowerCase()}`;
}

/**
 * Records a send at `now` unless a limit refuses it; then returns the seconds to wait
 * (for the client's countdown and the message).
 */
export function takeSendSlot(store: Store, target: string, now: number): { ok: true } | { ok: false; retryAfterS: number } {
  const recent = (store.codeRequests[target] ?? []).filter((t) => now - t < DAY);
  let retryAt = now;
  for (const [window, max] of CODE_RATE_LIMITS) {
    const inWindow = recent.filter((t) => now - t < window);
    const oldestThatCounts = inWindow[inWindow.length - max];
    if (inWindow.length >= max && oldestThatCounts !== undefined) retryAt = Math.max(retryAt, oldestThatCounts + window);
  }
  if (retryAt > now) {
    store.codeRequests[target] = recent;
    return { ok: false, retryAfterS: Math.ceil((retryAt - now) / 1000) };
  }
  store.codeRequests[target] = [...recent, now];
  return { ok: true };
}

export function issueCode(store: Store, target: string, scene: CodeScene, now: number, random: Random): CodeRecord {
  const rec: CodeRecord = {
    target,
    scene,
    code: String(random.int(0, 1_000_000)).padStart(6, "0"),
    createdAt: now,
    expiresAt: now + CODE_TTL_MS,
    wrongTries: 0,
  };
  store.codes[`${scene}:${target}`] = rec; // a new code replaces the previous one
  return rec;
}

/**
 * Checks and consumes a code. Returns false alike for "no code was sent", "expired", "used" and
 * "wrong", so an answer never tells whether a phone is known.
 */
export function consumeCode(store: Store, target: string, scene: CodeScene, code: string, now: number): boolean {
  const key = `${scene}:${target}`;
  const rec = store.codes[key];
  if (rec === undefined) return false;
  if (now >= rec.expiresAt) {
    delete store.codes[key];
    return false;
  }
  const a = Buffer.from(rec.code);
  const b = Buffer.from(code);
  if (a.length === b.length && timingSafeEqual(a, b)) {
    delete store.codes[key]; // single use
    return true;
  }
  rec.wrongTries += 1;
  if (rec.wrongTries >= CODE_MAX_WRONG_TRIES) delete store.codes[key];
  return false;
}

/** The newest live code for a target, any scene (the dev-only /__mock/codes). */
export function latestLiveCode(store: Store, target: string, now: number): CodeRecord | null {
  let best: CodeRecord | null = null;
  for (const rec of Object.values(store.codes)) {
    if (rec.target !== target || now >= rec.expiresAt) continue;
    if (best === null || rec.createdAt >= best.createdAt) best = rec;
  }
  return best;
}

/** §5 masking: phone 3 + stars + 4; email first 2 characters, stars after (domain kept). */
export function maskTarget(target: string): string {
  const value = target.slice(2);
  if (target.startsWith("m:")) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  const [local = "", domain = ""] = value.split("@");
  return `${local.slice(0, 2)}****@${domain}`;
}
