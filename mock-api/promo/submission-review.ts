/**
 * The merchant's side of the §1 cash-back loop (contract activity.ts): the submissions a shop or
 * the platform sees, as the list shows them, and approving one (paying the cash back once) or
 * refusing it. The buyers' side is submissions.ts.
 *
 * Concurrency: the store lives in this process and these functions have no await, so "is it
 * still waiting, is there money, pay, mark paid" is one synchronous step: two operators
 * approving at once, a double tap or a retried request find it paid the second time and pay
 * nothing (payments.ts has the same argument for orders).
 */
import { ACTIVITY_RECORD_STATUS, type ActivityRecord as ActivityRecordView } from "../../web/contract/http/activity.ts";
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { record, WALLET_TYPE } from "../commerce/ledger.ts";
import { ApiError } from "../errors.ts";
import { withdrawableCents } from "../finance/ledger.ts";
import { personOf, seesShop, type Scope } from "../merchant/scope.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { companyOfShop } from "../printing/catalog.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { ActivitySubmissionRecord } from "../store/promo.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { P } from "./messages.ts";

const R = ACTIVITY_RECORD_STATUS;

export function visibleSubmission(ctx: Pick<RouteContext, "store" | "lang">, scope: Scope, id: number): ActivitySubmissionRecord {
  const r = own(ctx.store.promo.submissions, id);
  if (r === undefined || !seesShop(scope, r.shopId)) throw new ApiError(404, say(ctx.lang, P.recordNotFound));
  return r;
}

export function toRecordView(store: Store, r: ActivitySubmissionRecord, scope: Scope): ActivityRecordView {
  const a = own(store.activities, r.activityId);
  const order = own(store.printOrders, r.orderId);
  const auditor = r.auditorId === null ? undefined : own(store.users, r.auditorId);
  return {
    id: r.id,
    activity_id: r.activityId,
    activity_title: a?.title ?? "",
    type: a?.type ?? "follow",
    status: r.status as ActivityRecordView["status"],
    images: [...r.images],
    remark: r.remark === "" ? null : r.remark,
    reason: r.reason === "" ? null : r.reason,
    cash_back: r.cash_back,
    tries: r.tries,
    user: personOf(store, r.userId, scope),
    order_id: r.orderId,
    order_sn: order?.order_sn ?? "",
    sn: r.sn,
    shop_id: r.shopId,
    shop_name: own(store.shops, r.shopId)?.name ?? null,
    create_time: r.create_time,
    submit_time: r.submit_time,
    audit_time: r.audit_time,
    pay_time: r.pay_time,
    auditor: auditor === undefined ? null : { id: auditor.id, nickname: auditor.nickname },
    currency: own(store.printers, r.sn)?.locale ?? null,
  };
}

export function listSubmissions(
  store: Store,
  scope: Scope,
  q: { activity_id?: number | undefined; status?: number | undefined; shop_id?: number | undefined },
): ActivitySubmissionRecord[] {
  const waiting = (r: ActivitySubmissionRecord) => (r.status === R.SUBMITTED ? 0 : 1);
  return Object.values(store.promo.submissions)
    .filter((r) => seesShop(scope, r.shopId))
    .filter((r) => q.activity_id === undefined || r.activityId === q.activity_id)
    .filter((r) => q.status === undefined || r.status === q.status)
    .filter((r) => q.shop_id === undefined || r.shopId === q.shop_id)
    .sort((a, b) => waiting(a) - waiting(b) || b.submit_time - a.submit_time || b.id - a.id);
}

/**
 * Approve (pay once) or refuse. Approving a paid submission answers it unchanged; refusing a
 * refused one too (a retried request); the other ways round are refused, having changed nothing.
 */
export function audit(ctx: RouteContext, auditor: UserRecord, r: ActivitySubmissionRecord, pass: boolean, reason: string | undefined): void {
  const { store, lang } = ctx;
  const nowS = unixSeconds(ctx.clock.now());
  if (!pass) {
    if (r.status === R.PAID || r.status === R.APPROVED) throw new ApiError(200, say(lang, P.recordPaidCannotRefuse));
    if (r.status === R.REFUSED) return;
    r.status = R.REFUSED;
    r.reason = reason ?? "";
    r.audit_time = nowS;
    r.auditorId = auditor.id;
    return;
  }
  if (r.status === R.PAID || r.status === R.APPROVED) return; // paid once already
  if (r.status === R.REFUSED) throw new ApiError(200, say(lang, P.recordRefusedAlready));
  const cents = toCents(r.cash_back);
  const buyer = own(store.users, r.userId);
  if (buyer === undefined) throw new ApiError(200, say(lang, P.recordNotFound));
  if (withdrawableCents(store, companyOfShop(store, r.shopId)) < cents) throw new ApiError(200, say(lang, P.balanceLow));
  // Checked; pay and mark paid in this same step.
  const title = say("zh-CN", P.cashBackTitle, { title: own(store.activities, r.activityId)?.title ?? "" });
  const orderSn = own(store.printOrders, r.orderId)?.order_sn ?? null;
  buyer.total_money = fromCents(toCents(buyer.total_money) + cents);
  const entry = record(store, {
    owner: { kind: "user", id: buyer.id }, currency: "money", type: WALLET_TYPE.CASH_BACK, title, delta: cents,
    balanceAfter: toCents(buyer.total_money), order_sn: orderSn, create_time: nowS,
  });
  record(store, { owner: { kind: "shop", id: r.shopId }, currency: "money", type: INCOME_TYPE.CASH_BACK, title, delta: -cents, order_sn: orderSn, remark: r.sn, create_time: nowS });
  r.status = R.PAID;
  r.reason = "";
  r.audit_time = nowS;
  r.pay_time = nowS;
  r.auditorId = auditor.id;
  r.ledgerId = entry.id;
}
