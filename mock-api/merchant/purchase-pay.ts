/**
 * Paying a purchase with the print orders' machinery (commerce/payments.ts, weixin-pay.ts):
 *
 *   30 balance   on the spot, from the company's withdrawable balance (finance/ledger.ts, the
 *                mg.index `balance`): one INCOME_TYPE.MATERIAL entry of -money on the buying shop;
 *   10/60 JSAPI  a WeChat prepay (createPrepay) and the JSAPI parameters;
 *   61 Native    a prepay and its weixin://wxpay/bizpayurl QR; WeChat's notification (the mock's
 *                /__mock/pay, `sim pay <sn>`: weixin-notify.ts) completes it.
 *
 * Paid: a material order goes to PENDING_SHIPMENT (its held units are sold: stock and sales move),
 * a device order to PENDING_CONFIRM (the platform's apply-confirm). A WeChat payment leaves the
 * balance alone: the money came from outside. Its refund comes back to the balance all the same
 * (lifecycle.ts returnPayment), as a print order's does: the mock has no WeChat refund API.
 *
 * Concurrency: nothing here awaits, so "is it unpaid, is there balance" and the writes are one
 * step: two payments of one order at once debit once (test/mock-api/purchase-pay.test.ts).
 */
import { PAY_TYPE, type Language } from "../../web/contract/constants.ts";
import { PURCHASE_ORDER_STATUS, type OrderChange } from "../../web/contract/http/manage-order.ts";
import type { PaymentOutput } from "../../web/contract/http/order.ts";
import { createPrepay, dropPrepay, jsapiParams, nativePayData } from "../commerce/weixin-pay.ts";
import { ApiError } from "../errors.ts";
import { withdrawableCents } from "../finance/ledger.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import type { PurchaseOrderRecord } from "../store/merchant.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { findItem, findSpec } from "./catalogue.ts";
import { postShopMaterialEntry } from "./ledger.ts";
import { orderChange } from "./lifecycle.ts";
import { M } from "./messages.ts";
import { closeExpiredPurchases, effectivePurchaseStatus } from "./stock.ts";
import type { Random } from "../random.ts";

const P = PURCHASE_ORDER_STATUS;

/** The company a purchase's shop belongs to. */
function companyOf(store: Store, o: PurchaseOrderRecord): number | null {
  return own(store.shops, o.shopId)?.companyId ?? null;
}

/**
 * Only members of the shop's company pay or cancel its purchases: a platform admin may see every
 * order (merchant scope) but not spend another company's money.
 */
function requireMember(store: Store, user: UserRecord, o: PurchaseOrderRecord, lang: Language): void {
  if (user.companyId === null || companyOf(store, o) !== user.companyId) throw new ApiError(200, say(lang, M.notYourCompany));
}

function requireUnpaid(o: PurchaseOrderRecord, nowS: number, lang: Language): void {
  const status = effectivePurchaseStatus(o, nowS);
  if (status === P.CLOSED) throw new ApiError(200, say(lang, M.purchaseClosed));
  if (status !== P.UNPAID) throw new ApiError(200, say(lang, M.purchasePaid));
}

/** The purchase with this order number (its `sn`), if any. */
export function findPurchaseBySn(store: Store, sn: string): PurchaseOrderRecord | undefined {
  return Object.values(store.merchant.purchaseOrders).find((o) => o.sn === sn);
}

/** "材料采购：白砂糖×2；竹签×1" — the ledger's remark of a purchase. */
function itemsText(o: PurchaseOrderRecord): string {
  return o.items.map((i) => `${i.name}×${i.num}`).join("；");
}

/**
 * Marks `o` paid: the held units are sold (stock and sales), the balance is debited for pay type
 * 30, the status moves on. Everything was checked before; nothing here refuses.
 */
export function settlePurchase(store: Store, o: PurchaseOrderRecord, payType: number, nowMs: number): void {
  const nowS = unixSeconds(nowMs);
  if (o.order_type === "material") {
    for (const line of o.items) {
      const item = findItem(store, line.goods_id);
      const spec = item === undefined || line.spec_id === undefined ? undefined : findSpec(item, line.spec_id);
      if (item === undefined || spec === undefined) continue;
      spec.stock = Math.max(0, spec.stock - line.num); // the hold becomes a sale
      item.sales += line.num;
    }
  }
  o.status = o.order_type === "device" ? P.PENDING_CONFIRM : P.PENDING_SHIPMENT;
  o.pay_type = payType;
  o.pay_time = nowS;
  if (payType === PAY_TYPE.BALANCE) {
    postShopMaterialEntry(store, o.shopId, -toCents(o.money), {
      title: `${o.order_type === "device" ? "设备" : "材料"}采购 ${o.sn}`,
      order_sn: o.sn,
      remark: itemsText(o),
      create_time: nowS,
    });
  }
}

/** pay (manage-order/pay): refusals throw before anything is written. */
export function payPurchase(store: Store, user: UserRecord, o: PurchaseOrderRecord, payType: number, nowMs: number, lang: Language, random: Random): PaymentOutput {
  const nowS = unixSeconds(nowMs);
  requireMember(store, user, o, lang);
  requireUnpaid(o, nowS, lang);
  if (payType === PAY_TYPE.BALANCE) {
    const cents = toCents(o.money);
    const available = withdrawableCents(store, companyOf(store, o));
    if (available < cents) throw new ApiError(200, say(lang, M.balanceLow, { balance: fromCents(available) }));
    for (const line of o.items) {
      // The order's own hold guarantees its units; only a stock cut by hand since could fail here.
      const item = findItem(store, line.goods_id);
      const spec = item === undefined || line.spec_id === undefined ? undefined : findSpec(item, line.spec_id);
      if (spec !== undefined && spec.stock < line.num) throw new ApiError(200, say(lang, M.stockGone, { name: line.name }));
    }
    closeExpiredPurchases(store, nowS);
    dropPrepay(store, o.sn); // a QR shown earlier can no longer be paid
    settlePurchase(store, o, payType, nowMs);
    return { is_pay: true, order_sn: o.sn };
  }
  closeExpiredPurchases(store, nowS);
  const prepay = createPrepay(store, { order_sn: o.sn, userId: user.id, pay_type: payType, amount: o.money, coupon_id: null, coins_price: null }, nowMs, random);
  return payType === PAY_TYPE.WEIXIN_NATIVE ? nativePayData(prepay) : jsapiParams(store, prepay, nowMs, random);
}

export type PurchaseCompletion = { ok: true; order: PurchaseOrderRecord; already: boolean } | { ok: false; reason: string };

/** WeChat says `sn` was paid (weixin-notify.ts). Idempotent: a second notification pays nothing. */
export function completePurchaseWeixin(store: Store, sn: string, nowMs: number): PurchaseCompletion {
  const order = findPurchaseBySn(store, sn);
  if (order === undefined) return { ok: false, reason: `no order ${sn}` };
  const prepay = own(store.customer.prepays, sn);
  if (prepay?.status === "paid") return { ok: true, order, already: true };
  if (prepay === undefined || prepay.status !== "pending") return { ok: false, reason: `order ${sn} has no WeChat payment waiting (pay it with pay_type 10, 60 or 61 first)` };
  const status = effectivePurchaseStatus(order, unixSeconds(nowMs));
  if (status !== P.UNPAID) return { ok: false, reason: status === P.CLOSED ? `order ${sn} is closed (unpaid past its expiry, or cancelled)` : `order ${sn} is already paid` };
  closeExpiredPurchases(store, unixSeconds(nowMs));
  settlePurchase(store, order, prepay.pay_type, nowMs);
  prepay.status = "paid";
  prepay.paidAt = nowMs;
  return { ok: true, order, already: false };
}

/** cancel: an unpaid purchase closes (its units are free again, a QR shown is void); a closed one answers as it is. */
export function cancelPurchase(store: Store, user: UserRecord, o: PurchaseOrderRecord, nowMs: number, lang: Language): OrderChange {
  const nowS = unixSeconds(nowMs);
  requireMember(store, user, o, lang);
  const status = effectivePurchaseStatus(o, nowS);
  if (status !== P.UNPAID && status !== P.CLOSED) throw new ApiError(200, say(lang, M.purchaseNotUnpaid));
  closeExpiredPurchases(store, nowS);
  if (o.status === P.UNPAID) {
    o.status = P.CLOSED;
    o.finish_time = nowS;
    dropPrepay(store, o.sn);
  }
  return orderChange(o);
}
