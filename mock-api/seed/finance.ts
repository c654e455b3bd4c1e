/** The seeded money-out world: payout accounts, withdrawals, e-sign records, articles… (store/finance.ts). */
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";

export function seedFinance(_store: Store, _random: Random): void {}
