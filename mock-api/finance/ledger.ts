/**
 * The shops' side of store.ledger as finance reads and writes it. A company's WITHDRAWABLE
 * balance is the sum of its shops' money entries: income in (print orders, invite rewards),
 * refunds, purchases and withdrawals out. Withdrawals write entries through the one ledger
 * writer (commerce/ledger.ts `record`), so every entry carries the shop's balance after it.
 */
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { record } from "../commerce/ledger.ts";
import type { LedgerEntry, Store } from "../store/types.ts";
import { companyShops } from "./scope.ts";

/** A ledger amount ("+12.50", "-3.00", "7") in cents / whole coins; 0 for anything unreadable. */
export function amountCents(amount: string): number {
  const n = Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

export function amountCoins(amount: string): number {
  const n = Number(amount);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** The money entries of these shops, oldest first (ids grow with time of writing). */
export function shopMoneyEntries(store: Store, shopIds: ReadonlySet<number>): LedgerEntry[] {
  return Object.values(store.ledger).filter((e) => e.owner.kind === "shop" && e.currency === "money" && shopIds.has(e.owner.id));
}

export function shopCoinEntries(store: Store, shopIds: ReadonlySet<number>): LedgerEntry[] {
  return Object.values(store.ledger).filter((e) => e.owner.kind === "shop" && e.currency === "coins" && shopIds.has(e.owner.id));
}

/** Each shop's money balance in cents (the sum of its entries). */
export function shopBalances(store: Store, shopIds: ReadonlySet<number>): Map<number, number> {
  const out = new Map<number, number>([...shopIds].map((id) => [id, 0]));
  for (const e of shopMoneyEntries(store, shopIds)) out.set(e.owner.id, (out.get(e.owner.id) ?? 0) + amountCents(e.amount));
  return out;
}

/** What a company may withdraw, in cents: its shops' balances together (never below 0). */
export function withdrawableCents(store: Store, companyId: number | null): number {
  const ids = new Set(companyShops(store, companyId).map((s) => s.id));
  let sum = 0;
  for (const cents of shopBalances(store, ids).values()) sum += cents;
  return Math.max(0, sum);
}

export interface Debit {
  shopId: number;
  cents: number;
}

/**
 * Takes `cents` out of a company's shops for a withdrawal: from the shops with money, lowest id
 * first, each at most down to 0. The caller has checked `cents <= withdrawableCents`.
 */
export function takeFromShops(
  store: Store,
  companyId: number,
  cents: number,
  entry: { title: string; order_sn: string; remark: string; create_time: number },
): Debit[] {
  const ids = new Set(companyShops(store, companyId).map((s) => s.id));
  const debits: Debit[] = [];
  let left = cents;
  for (const [shopId, balance] of shopBalances(store, ids)) {
    if (left <= 0) break;
    const take = Math.min(left, balance);
    if (take <= 0) continue;
    record(store, { owner: { kind: "shop", id: shopId }, currency: "money", type: INCOME_TYPE.WITHDRAW, delta: -take, ...entry });
    debits.push({ shopId, cents: take });
    left -= take;
  }
  return debits;
}

/** Gives a refused withdrawal back to the shops it was taken from (INCOME_TYPE.WITHDRAW_RETURN). */
export function giveBackToShops(
  store: Store,
  debits: readonly Debit[],
  entry: { title: string; order_sn: string; remark: string; create_time: number },
): void {
  for (const d of debits) {
    record(store, { owner: { kind: "shop", id: d.shopId }, currency: "money", type: INCOME_TYPE.WITHDRAW_RETURN, delta: d.cents, ...entry });
  }
}

/** Adds income to one shop (seeded invite rewards, missing order income). */
export function creditShop(
  store: Store,
  shopId: number,
  cents: number,
  entry: { type: number; title: string; order_sn: string | null; remark?: string; create_time: number },
): LedgerEntry {
  return record(store, { owner: { kind: "shop", id: shopId }, currency: "money", delta: cents, ...entry });
}
