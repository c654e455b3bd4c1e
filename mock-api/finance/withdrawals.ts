/**
 * Withdrawals (/api/tixian/apply, list, esign-data): e-sign the contract -> platform review ->
 * paid (or refused). Decision (contract WITHDRAW_STATUS: "refused; the amount is back in the
 * balance"): the amount leaves the company's withdrawable balance AT APPLY, as WITHDRAW ledger
 * entries on the shops it is taken from, so two applications can never spend the same money;
 * a refusal writes WITHDRAW_RETURN entries giving it back; paying moves no more money.
 */
import { PRODUCT } from "../../web/contract/constants.ts";
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import { OPEN_WITHDRAW_MAX, WITHDRAW_MIN_CENTS, WITHDRAW_STATUS, withdrawFeeCents, type EsignData, type Withdrawal } from "../../web/contract/http/tixian.ts";
import { say } from "../messages.ts";
import { fromCents, toCents } from "../money.ts";
import type { RouteContext } from "../route.ts";
import type { PayoutAccountRecord, WithdrawalRecord } from "../store/finance.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { OPEN_WITHDRAW_STATUSES } from "./accounts.ts";
import { giveBackToShops, takeFromShops, withdrawableCents } from "./ledger.ts";
import { F } from "./messages.ts";
import { CHINA_OFFSET_S, maskAccount, maskMobile, notFound, refuse } from "./scope.ts";


/** "TX" + the China day + the id: the backend's order-number style. */
export function withdrawSn(createS: number, id: number): string {
  const day = new Date((createS + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 10).replaceAll("-", "");
  return `TX${day}${String(id).padStart(6, "0")}`;
}

/** The caller's withdrawal by a request's id; another user's is a 404 like a missing one. */
export function ownWithdrawal(ctx: Pick<RouteContext, "lang" | "store">, userId: number, id: number): WithdrawalRecord {
  const w = own(ctx.store.finance.withdrawals, id);
  if (w === undefined || w.userId !== userId) throw notFound(ctx, F.withdrawNotFound);
  return w;
}

/**
 * Checks a withdrawal of `cents` to `account` for the caller, then creates it (status SIGNING)
 * and takes the amount from the company's shops. Nothing is written before every check passed.
 */
export function applyWithdrawal(
  ctx: Pick<RouteContext, "lang" | "store">,
  user: UserRecord,
  account: PayoutAccountRecord,
  cents: number,
  nowS: number,
): WithdrawalRecord {
  const { store } = ctx;
  if (user.companyId === null) throw refuse(ctx, F.withdrawNoCompany);
  if (cents < WITHDRAW_MIN_CENTS) throw refuse(ctx, F.withdrawTooSmall, { min: fromCents(WITHDRAW_MIN_CENTS) });
  const open = Object.values(store.finance.withdrawals).filter((w) => w.userId === user.id && OPEN_WITHDRAW_STATUSES.includes(w.status));
  if (open.length >= OPEN_WITHDRAW_MAX) throw refuse(ctx, F.withdrawOpenLimit, { max: OPEN_WITHDRAW_MAX });
  const available = withdrawableCents(store, user.companyId);
  if (cents > available) throw refuse(ctx, F.withdrawOverBalance, { balance: fromCents(available) });

  const id = allocId(store, "withdrawal");
  const sn = withdrawSn(nowS, id);
  const fee = withdrawFeeCents(cents); // contract tixian.ts: 0.6 %, rounded up to the fen
  const w: WithdrawalRecord = {
    id,
    sn,
    userId: user.id,
    companyId: user.companyId,
    account_id: account.id,
    amount: fromCents(cents),
    fee: fromCents(fee),
    actual_amount: fromCents(cents - fee),
    status: WITHDRAW_STATUS.SIGNING,
    bank_name: account.bank_name,
    bank_account: account.bank_account,
    account_name: account.account_name,
    remark: "",
    debits: [],
    create_time: nowS,
    pay_time: null,
  };
  w.debits = takeFromShops(store, user.companyId, cents, {
    title: `${F.withdrawTitle["zh-CN"]} ${sn}`,
    order_sn: sn,
    remark: `${account.bank_name} ${maskAccount(account.bank_account)}`,
    create_time: nowS,
  });
  store.finance.withdrawals[String(id)] = w;
  return w;
}

/** The contract is signed: the withdrawal goes to the platform's review. */
export function markSigned(w: WithdrawalRecord): void {
  if (w.status === WITHDRAW_STATUS.SIGNING) w.status = WITHDRAW_STATUS.REVIEWING;
}

/**
 * The platform's decision on a withdrawal in review: paid (the transfer went out) or refused
 * (the amount goes back to the shops it came from). No route makes it yet (the platform's
 * withdrawal queue is not in §7); the seed and tests use it.
 */
export function settleWithdrawal(store: Store, w: WithdrawalRecord, outcome: "paid" | "rejected", nowS: number, remark = ""): void {
  if (w.status !== WITHDRAW_STATUS.REVIEWING) return;
  w.remark = remark;
  if (outcome === "paid") {
    w.status = WITHDRAW_STATUS.PAID;
    w.pay_time = nowS;
    return;
  }
  w.status = WITHDRAW_STATUS.REJECTED;
  giveBackToShops(store, w.debits, { title: `${F.withdrawReturnTitle["zh-CN"]} ${w.sn}`, order_sn: w.sn, remark, create_time: nowS });
}

/**
 * tixian/cancel: a withdrawal not yet signed is given up; the held amount goes back to the shops
 * it came from and its signing flows stop working. A cancelled one answers as it is; a signed
 * one is the platform's to decide (refused).
 */
export function cancelWithdrawal(ctx: Pick<RouteContext, "lang" | "store">, w: WithdrawalRecord, nowS: number): WithdrawalRecord {
  const { store } = ctx;
  if (w.status === WITHDRAW_STATUS.CANCELLED) return w;
  if (w.status !== WITHDRAW_STATUS.SIGNING) throw refuse(ctx, F.withdrawNotCancellable);
  w.status = WITHDRAW_STATUS.CANCELLED;
  giveBackToShops(store, w.debits, { title: `${F.withdrawCancelTitle["zh-CN"]} ${w.sn}`, order_sn: w.sn, remark: "", create_time: nowS });
  for (const f of Object.values(store.finance.esignFlows)) if (f.withdrawId === w.id && f.status === ESIGN_STATUS.SIGNING) f.status = ESIGN_STATUS.REVOKED;
  return w;
}

/** As the contract sends it: the bank account masked. */
export function toWithdrawal(w: WithdrawalRecord): Withdrawal {
  return {
    id: w.id,
    sn: w.sn,
    account_id: w.account_id,
    amount: w.amount,
    fee: w.fee,
    actual_amount: w.actual_amount,
    status: w.status,
    bank_name: w.bank_name,
    bank_account: maskAccount(w.bank_account),
    account_name: w.account_name,
    remark: w.remark,
    create_time: w.create_time,
    pay_time: w.pay_time,
  };
}

/** The contract page of one withdrawal (/admin/user/withdraw-sign); signed state from its flow. */
export function esignDataOf(ctx: Pick<RouteContext, "lang" | "store">, w: WithdrawalRecord, user: UserRecord): EsignData {
  const signed = Object.values(ctx.store.finance.esignFlows)
    .filter((f) => f.withdrawId === w.id && f.sign_time !== null)
    .sort((a, b) => (b.sign_time ?? 0) - (a.sign_time ?? 0))[0];
  return {
    withdraw_id: w.id,
    contract_no: `HT${w.sn.slice(2)}`,
    contract_name: say(ctx.lang, F.contractName),
    amount: w.amount,
    party_a: { name: PRODUCT.company, address: PRODUCT.registeredAddress },
    party_b: { name: w.account_name, mobile: user.mobile === "" ? null : maskMobile(user.mobile) },
    is_signed: signed !== undefined ? 1 : 0,
    signed_time: signed?.sign_time ?? null,
    file_url: signed !== undefined ? `/mock/esign/${signed.flow_id}.pdf` : null,
    withdrawal: toWithdrawal(w),
  };
}

/** Cents of a validated amount input (moneyInput already rounded it to the fen). */
export function inputCents(amount: number): number {
  return toCents(amount);
}
