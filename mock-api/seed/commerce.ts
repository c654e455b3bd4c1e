/**
 * The seeded commerce world: coupons of both types in every state, print orders in every
 * status, refunds, and the ledger behind balances (after seedWorld's printers and goods).
 */
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";

export function seedCommerce(_store: Store, _random: Random): void {}
