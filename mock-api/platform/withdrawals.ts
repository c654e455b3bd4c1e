/**
 * The platform's withdrawal review (contract platform.ts withdraw-list, withdraw-review): a
 * signed withdrawal (REVIEWING) is approved (PAID: the transfer went out; the money left the
 * balance at apply already) or rejected (REJECTED: the amount goes back to the shops it was taken
 * from, finance/withdrawals.ts settleWithdrawal). Nothing awaits between the check and the write,
 * so two reviewers deciding at once decide once: the second finds it decided and is refused.
 */
import type { Language } from "../../web/contract/constants.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import type { PlatformWithdrawal, PlatformWithdrawalInfo } from "../../web/contract/http/platform.ts";
import { ApiError } from "../errors.ts";
import { settleWithdrawal, toWithdrawal } from "../finance/withdrawals.ts";
import { say } from "../messages.ts";
import { fromCents } from "../money.ts";
import { personOf } from "../merchant/scope.ts";
import type { WithdrawalRecord } from "../store/finance.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { recordAudit } from "./audit.ts";
import { X } from "./messages.ts";

/** When its contract was signed (the latest signed flow), or null. */
function signTime(store: Store, w: WithdrawalRecord): number | null {
  let at: number | null = null;
  for (const f of Object.values(store.finance.esignFlows)) if (f.withdrawId === w.id && f.sign_time !== null && (at === null || f.sign_time > at)) at = f.sign_time;
  return at;
}

function isSigned(store: Store, w: WithdrawalRecord): boolean {
  return signTime(store, w) !== null;
}

export function toPlatformWithdrawal(store: Store, w: WithdrawalRecord): PlatformWithdrawal {
  const company = own(store.companies, w.companyId);
  return {
    ...toWithdrawal(w),
    company: company === undefined ? null : { id: company.id, name: company.name },
    // §5 masks in a list read by several people (the mobile; the account is masked by toWithdrawal).
    user: personOf(store, w.userId, { admin: false, shopIds: null }),
    is_signed: isSigned(store, w) ? 1 : 0,
    review_time: w.review_time ?? null,
  };
}

/** withdraw-info: the row plus its signing, its reviewer and the shops its amount was taken from. */
export function toPlatformWithdrawalInfo(store: Store, w: WithdrawalRecord): PlatformWithdrawalInfo {
  return {
    ...toPlatformWithdrawal(store, w),
    sign_time: signTime(store, w),
    reviewer: w.reviewerId === undefined ? null : personOf(store, w.reviewerId, { admin: false, shopIds: null }),
    sources: w.debits.map((d) => ({ shop_id: d.shopId, shop_name: own(store.shops, d.shopId)?.name ?? "", amount: fromCents(d.cents) })),
  };
}

export function withdrawalOrNotFound(store: Store, id: number, lang: Language): WithdrawalRecord {
  const w = own(store.finance.withdrawals, id);
  if (w === undefined) throw new ApiError(404, say(lang, X.withdrawNotFound));
  return w;
}

export interface WithdrawQuery {
  status?: number | undefined;
  sn?: string | undefined;
  company_id?: number | undefined;
}

/** Every company's withdrawals; the review queue (status 10) oldest first, the rest newest first. */
export function listWithdrawals(store: Store, q: WithdrawQuery): WithdrawalRecord[] {
  const queue = q.status === WITHDRAW_STATUS.REVIEWING;
  return Object.values(store.finance.withdrawals)
    .filter((w) => q.status === undefined || w.status === q.status)
    .filter((w) => q.sn === undefined || w.sn.includes(q.sn))
    .filter((w) => q.company_id === undefined || w.companyId === q.company_id)
    .sort((a, b) => (queue ? a.create_time - b.create_time || a.id - b.id : b.create_time - a.create_time || b.id - a.id));
}

/** withdraw-review: refusals throw before anything is written; the decision is journaled. */
export function reviewWithdrawal(
  store: Store,
  actor: UserRecord,
  input: { id: number; pass: boolean; remark?: string | undefined },
  nowS: number,
  lang: Language,
): WithdrawalRecord {
  const w = withdrawalOrNotFound(store, input.id, lang);
  if (w.status !== WITHDRAW_STATUS.REVIEWING) throw new ApiError(200, say(lang, X.withdrawNotReviewing));
  const before = { status: w.status, remark: w.remark };
  settleWithdrawal(store, w, input.pass ? "paid" : "rejected", nowS, input.remark ?? "");
  w.review_time = nowS;
  w.reviewerId = actor.id;
  recordAudit(
    store,
    actor,
    {
      action: input.pass ? "withdraw.approve" : "withdraw.reject",
      target_type: "withdrawal",
      target_id: w.id,
      target_sn: w.sn,
      before,
      after: { status: w.status, remark: w.remark, amount: w.amount, actual_amount: w.actual_amount },
      remark: input.remark,
    },
    nowS,
  );
  return w;
}
