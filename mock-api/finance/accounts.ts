/**
 * §3 payout accounts (/api/tixian/account-*): each user keeps their own (§6: another user's id
 * is "no such account", with no data and no change). Numbers are masked in lists.
 */
import type { PayoutAccount } from "../../web/contract/http/tixian.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import type { RouteContext } from "../route.ts";
import type { PayoutAccountRecord } from "../store/finance.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { F } from "./messages.ts";
import { maskAccount, maskAlipay, notFound, refuse } from "./scope.ts";

/** A user keeps at most this many accounts (a payout form, not a wallet of cards). */
export const ACCOUNTS_MAX = 10;

/** Withdrawals still moving towards the account: it must not disappear under them. */
export const OPEN_WITHDRAW_STATUSES: readonly number[] = [WITHDRAW_STATUS.SIGNING, WITHDRAW_STATUS.REVIEWING];

export function accountsOf(store: Store, userId: number): PayoutAccountRecord[] {
  return Object.values(store.finance.accounts)
    .filter((a) => a.userId === userId)
    .sort((a, b) => b.is_default - a.is_default || b.create_time - a.create_time || b.id - a.id);
}

/** The caller's account by a request's id; another user's is a 404 like a missing one. */
export function ownAccount(ctx: Pick<RouteContext, "lang" | "store">, userId: number, id: number): PayoutAccountRecord {
  const a = own(ctx.store.finance.accounts, id);
  if (a === undefined || a.userId !== userId) throw notFound(ctx, F.accountNotFound);
  return a;
}

/** The whole record as the contract shapes it (for masking below; never sent as is). */
function toAccount(a: PayoutAccountRecord): PayoutAccount {
  return {
    id: a.id,
    type: a.type,
    bank_name: a.bank_name,
    bank_account: a.bank_account,
    bank_code: a.bank_code,
    account_name: a.account_name,
    alipay: a.alipay,
    is_default: a.is_default,
    create_time: a.create_time,
  };
}

/**
 * As account-list and account-info send it: account number (first 4, last 4) and alipay (§5)
 * masked. The whole number never leaves the server once saved; an edit keeps it unless retyped.
 */
export function toMaskedAccount(a: PayoutAccountRecord): PayoutAccount {
  return { ...toAccount(a), bank_account: maskAccount(a.bank_account), alipay: maskAlipay(a.alipay) };
}

export interface AccountFields {
  id?: number | undefined;
  type: number;
  bank_name: string;
  /** Absent on an update: the number stays as saved (contract AccountSaveInput). */
  bank_account?: string | undefined;
  bank_code: string;
  account_name: string;
  alipay?: string | undefined;
  is_default?: 0 | 1 | undefined;
}

/**
 * Creates or updates the caller's account. Everything is checked before anything is written:
 * the id is the caller's, the number is not already one of their other accounts, the cap.
 * The first account is the default; making one the default clears the others'.
 */
export function saveAccount(ctx: Pick<RouteContext, "lang" | "store">, userId: number, input: AccountFields, nowS: number): PayoutAccountRecord {
  const { store } = ctx;
  const mine = accountsOf(store, userId);
  const existing = input.id === undefined ? undefined : ownAccount(ctx, userId, input.id);
  const number = input.bank_account ?? existing?.bank_account;
  if (number === undefined) throw refuse(ctx, F.accountNumberRequired); // the contract already requires it for a new account
  if (mine.some((a) => a.bank_account === number && a.id !== existing?.id)) throw refuse(ctx, F.accountDuplicate);
  if (existing === undefined && mine.length >= ACCOUNTS_MAX) throw refuse(ctx, F.accountLimit, { max: ACCOUNTS_MAX });

  const othersHaveDefault = mine.some((a) => a.is_default === 1 && a.id !== existing?.id);
  // A user with accounts always has exactly one default.
  const isDefault: 0 | 1 = othersHaveDefault ? (input.is_default ?? existing?.is_default ?? 0) : 1;
  const id = existing?.id ?? nextAccountId(store);
  const rec: PayoutAccountRecord = {
    id,
    userId,
    type: input.type,
    bank_name: input.bank_name,
    bank_account: number,
    bank_code: input.bank_code,
    account_name: input.account_name,
    // Masked in every answer, so an edit cannot send it back: left out, it is kept; "" removes it.
    alipay: input.alipay ?? existing?.alipay ?? "",
    is_default: isDefault,
    create_time: existing?.create_time ?? nowS,
  };
  if (rec.is_default === 1) for (const a of mine) if (a.id !== id) a.is_default = 0;
  store.finance.accounts[String(id)] = rec;
  return rec;
}

/** Deletes the caller's account unless an open withdrawal or a shop's payout setting uses it. */
export function deleteAccount(ctx: Pick<RouteContext, "lang" | "store">, userId: number, id: number): void {
  const { store } = ctx;
  const a = ownAccount(ctx, userId, id);
  const open = Object.values(store.finance.withdrawals).find((w) => w.account_id === a.id && OPEN_WITHDRAW_STATUSES.includes(w.status));
  if (open !== undefined) throw refuse(ctx, F.accountInUse, { sn: open.sn });
  const shop = Object.values(store.shops).find((s) => s.payout_account_id === a.id);
  if (shop !== undefined) throw refuse(ctx, F.accountIsShopPayout, { shop: shop.name });
  delete store.finance.accounts[String(a.id)];
  if (a.is_default === 1) {
    const next = accountsOf(store, userId)[0];
    if (next !== undefined) next.is_default = 1; // a user with accounts always has a default
  }
}

function nextAccountId(store: Store): number {
  let id = store.nextId["payoutAccount"] ?? 1;
  while (own(store.finance.accounts, id) !== undefined) id += 1;
  store.nextId["payoutAccount"] = id + 1;
  return id;
}
