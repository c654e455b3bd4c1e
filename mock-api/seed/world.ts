/**
 * The seeded world of the customer flow: companies, shops, printers SIM-0001…, works of every
 * goods type, listings (pins, a hidden work) and the shops' cash-back activities. Print orders,
 * refunds, the ledger and coupons are seeded by seedCommerce, which runs after this.
 */
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { seedActivities } from "./world-activities.ts";
import { seedGoods } from "./world-goods.ts";
import { seedPlaces } from "./world-places.ts";

export { DAY_S, SEED_NOW_MS, SEED_NOW_S, WORLD, seedNow, type SeedNow } from "./world-ids.ts";
import type { SeedNow } from "./world-ids.ts";

export function seedWorld(store: Store, random: Random, now: SeedNow): void {
  seedPlaces(store, random, now);
  seedGoods(store, random, now);
  seedActivities(store, random, now);
}
