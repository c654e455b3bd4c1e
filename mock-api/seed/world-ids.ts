/** Fixed facts of the seeded world (times, ids, serials) that seeds and tests refer to. */

/**
 * The seeded world's "now": the manual test clock's default start (clock.ts), so in tests the
 * seeded records lie in the past ~90 days and the activities are running.
 */
export const SEED_NOW_MS = Date.UTC(2026, 0, 15, 2, 0, 0);
export const SEED_NOW_S = Math.floor(SEED_NOW_MS / 1000);
export const DAY_S = 86_400;

/**
 * The moment a seed is laid out around (issue 14: "the seeded world lives in the present"):
 * every seeded time is an age before it (an order made 6 minutes ago, an account opened 200
 * days ago). Tests seed at SEED_NOW and see the same world as always; `npm start` and
 * `sim start` seed at their clock's now, so a fresh start on any day shows today's orders.
 */
export interface SeedNow {
  readonly ms: number;
  /** Unix seconds. */
  readonly s: number;
}

export function seedNow(ms: number = SEED_NOW_MS): SeedNow {
  return { ms, s: Math.floor(ms / 1000) };
}

/** A fixed instant of the seed's own calendar (unix seconds, written for SEED_NOW), moved along with `now`. */
export function shiftedS(now: SeedNow, unixS: number): number {
  return unixS + (now.s - SEED_NOW_S);
}

/** The seeded companies, shops and printers tests refer to by name. */
export const WORLD = {
  company: { main: 1, sweet: 2 },
  /** Owner of company 2 "甜蜜工坊" (a merchant created by the seed). */
  sweetOwner: { id: 7, mobile: "13800000007" },
  shop: { hangzhou: 1, shanghai: 2, chengdu: 3, hongkong: 4 },
  /** The printer with a paired egg printer, and that egg printer's serial. */
  egg: { sn: "SIM-0003", eggSn: "EGG-0003" },
  /** The non-CNY printer (Hong Kong, company 2). */
  foreignSn: "SIM-0005",
  /** The printer bound to no shop. */
  unboundSn: "SIM-0006",
} as const;
