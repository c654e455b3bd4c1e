/** The seeded admin-area world: materials and toy fittings, carts, purchase orders… (store/merchant.ts). */
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";

export function seedMerchant(_store: Store, _random: Random): void {}
