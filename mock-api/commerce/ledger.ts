/**
 * Money and coin movements of the customer flow, written to `store.ledger` with the balance
 * after each entry, so every balance has its audit trail (users' wallets here; shops' income and
 * coin records are what manage/income-list and coin-list show).
 */
import { COIN_TYPE, INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { fromCents, toCents } from "../money.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { LedgerEntry, Store } from "../store/types.ts";

export { COIN_TYPE, INCOME_TYPE };

/**
 * Why a USER's wallet moved (money or coins). Numbered apart from INCOME_TYPE/COIN_TYPE (which
 * are a shop's) so an entry's type alone says whose kind of record it is.
 */
export const WALLET_TYPE = {
  RECHARGE: 11, // buy-up paid with WeChat (+)
  PAY: 12, // an order paid from the balance or with coins (-)
  REFUND: 13, // a refund paid back (+)
  GRANT: 14, // coins or money granted by the platform (+)
  CASH_BACK: 15, // §1 cash back for an approved activity submission (+; the shop's INCOME_TYPE.CASH_BACK -)
} as const;

export type LedgerOwner = LedgerEntry["owner"];

/** A free id in `collection` even when another domain counts the same records under another name. */
export function freshId(store: Store, collection: string, records: Readonly<Record<string, unknown>>): number {
  let id = allocId(store, collection);
  while (own(records, id) !== undefined) id = allocId(store, collection);
  return id;
}

/** The balance after the newest entry of this owner and currency ("0.00" / "0" without one). */
export function ledgerBalance(store: Store, owner: LedgerOwner, currency: LedgerEntry["currency"]): string {
  // Every entry comes from `record` (ids of the "ledger" counter), so walking ids down from the
  // newest finds an owner's latest entry in a few steps, without listing a ledger that only grows.
  for (let id = (store.nextId["ledger"] ?? 1) - 1; id >= 1; id--) {
    const e = own(store.ledger, id);
    if (e !== undefined && e.currency === currency && e.owner.kind === owner.kind && e.owner.id === owner.id) return e.balance;
  }
  return currency === "money" ? "0.00" : "0";
}

export interface Movement {
  owner: LedgerOwner;
  currency: LedgerEntry["currency"];
  type: number;
  title: string;
  /** Signed cents for money, signed whole coins for coins. */
  delta: number;
  /** The balance after the movement when the caller knows it (a user's wallet); else the ledger's. */
  balanceAfter?: number;
  order_sn: string | null;
  remark?: string;
  /** Unix seconds. */
  create_time: number;
}

function ledgerAfter(store: Store, m: Movement): number {
  const prev = ledgerBalance(store, m.owner, m.currency);
  return m.currency === "money" ? toCents(prev) + m.delta : Number(prev) + m.delta;
}

/** Appends one entry; the balance is the owner's previous one plus `delta` unless given. */
export function record(store: Store, m: Movement): LedgerEntry {
  const after = m.balanceAfter ?? ledgerAfter(store, m);
  const id = freshId(store, "ledger", store.ledger);
  const entry: LedgerEntry = {
    id,
    owner: m.owner,
    currency: m.currency,
    type: m.type,
    title: m.title,
    amount: m.currency === "money" ? fromCents(m.delta) : String(m.delta), // "-12.50": the contract's Money has no "+"
    balance: m.currency === "money" ? fromCents(after) : String(after),
    order_sn: m.order_sn,
    remark: m.remark ?? "",
    create_time: m.create_time,
  };
  store.ledger[String(id)] = entry;
  return entry;
}
