/** Fixed facts of the seeded world (times, ids, serials) that seeds and tests refer to. */

/**
 * The seeded world's "now": the manual test clock's default start (clock.ts), so in tests the
 * seeded records lie in the past ~90 days and the activities are running.
 */
export const SEED_NOW_MS = Date.UTC(2026, 0, 15, 2, 0, 0);
export const SEED_NOW_S = Math.floor(SEED_NOW_MS / 1000);
export const DAY_S = 86_400;

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
