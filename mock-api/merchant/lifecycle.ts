/**
 * The purchase order lifecycle (contract manage-order-model.ts PURCHASE_ORDER_STATUS):
 *
 *   UNPAID 0 --pay--> (device) PENDING_CONFIRM 10 --apply-confirm pass--> PENDING_SHIPMENT 20
 *                     (material) ------------------------------------------> PENDING_SHIPMENT 20
 *   PENDING_CONFIRM 10 --apply-confirm refuse--> CLOSED 90 (the payment goes back to the shop)
 *   PENDING_SHIPMENT 20 --shipping (admin)--> PENDING_DELIVERY 21 (more parcels may follow)
 *   PENDING_DELIVERY 21 --shipping-confirm (the buying shop)--> COMPLETED 99
 *   any paid state --apply-refund -> audit -> confirm-refund--> REFUNDED 30 (refunds.ts)
 *
 * Each step checks everything first and only then writes, so a refused step changes nothing.
 */
import type { Language } from "../../web/contract/constants.ts";
import { PURCHASE_ORDER_STATUS, REFUND_STATUS, type OrderChange, type Shipment } from "../../web/contract/http/manage-order.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { toCents, unixSeconds } from "../money.ts";
import type { PurchaseOrderRecord } from "../store/merchant.ts";
import type { Store } from "../store/types.ts";
import { freshId } from "./ids.ts";
import { postShopMaterialEntry } from "./ledger.ts";
import { M } from "./messages.ts";
import { shipmentsOf, toShipment, visiblePurchase } from "./purchase.ts";
import { registerReceivedPrinters } from "./received-printers.ts";
import type { Random } from "../random.ts";
import { own } from "../store/own.ts";
import type { Scope } from "./scope.ts";

/** A refund waiting for the platform: the order is frozen until it is decided or paid. */
export function refundInProgress(o: { refund_status: number }): boolean {
  return o.refund_status === REFUND_STATUS.APPLYING || o.refund_status === REFUND_STATUS.APPROVED;
}

export function orderChange(o: PurchaseOrderRecord): OrderChange {
  return { id: o.id, status: o.status, refund_status: o.refund_status };
}

/** Pay type 30: purchases are paid from the shop's balance, so money back goes there too. */
export function returnPayment(store: Store, o: PurchaseOrderRecord, cents: number, title: string, remark: string, nowS: number): void {
  if (o.pay_time === null || cents <= 0) return;
  postShopMaterialEntry(store, o.shopId, cents, { title, order_sn: o.sn, remark, create_time: nowS });
}

/** apply-confirm (admin): a paid device order is accepted (-> 20) or refused (-> 90, money back). */
export function applyConfirm(
  store: Store,
  scope: Scope,
  input: { id: number; pass: boolean; remark?: string | undefined },
  nowMs: number,
  lang: Language,
): OrderChange {
  const o = visiblePurchase(store, scope, input.id, lang);
  if (o.order_type !== "device") throw new ApiError(200, say(lang, M.notDeviceOrder));
  if (o.status !== PURCHASE_ORDER_STATUS.PENDING_CONFIRM) throw new ApiError(200, say(lang, M.notPendingConfirm));
  if (refundInProgress(o)) throw new ApiError(200, say(lang, M.refundPending));
  if (input.pass) {
    o.status = PURCHASE_ORDER_STATUS.PENDING_SHIPMENT;
  } else {
    const nowS = unixSeconds(nowMs);
    o.status = PURCHASE_ORDER_STATUS.CLOSED;
    o.remark = input.remark ?? "";
    o.finish_time = nowS;
    returnPayment(store, o, toCents(o.money), "设备订单未通过确认，退回货款", o.remark, nowS);
  }
  return orderChange(o);
}

/** How many printers of a device order have gone out in parcels so far. */
function shippedUnits(store: Store, orderId: number): number {
  return shipmentsOf(store, orderId).reduce((n, s) => n + (s.sns?.length ?? 0), 0);
}

/** shipping (admin): one parcel; the first one moves the order to 21. Device parcels list their printers. */
export function ship(
  store: Store,
  scope: Scope,
  input: { id: number; company: string; tracking_no: string; sns?: string[] | undefined; remark?: string | undefined },
  nowMs: number,
  lang: Language,
): Shipment {
  const o = visiblePurchase(store, scope, input.id, lang);
  if (o.status !== PURCHASE_ORDER_STATUS.PENDING_SHIPMENT && o.status !== PURCHASE_ORDER_STATUS.PENDING_DELIVERY) {
    throw new ApiError(200, say(lang, M.notShippable));
  }
  if (refundInProgress(o)) throw new ApiError(200, say(lang, M.refundPending));
  let sns: string[] | null = null;
  if (o.order_type === "material") {
    if (input.sns !== undefined) throw new ApiError(200, say(lang, M.snsForDevice));
  } else {
    if (input.sns === undefined) throw new ApiError(200, say(lang, M.snsRequired));
    const seen = new Set<string>();
    for (const sn of input.sns) {
      if (seen.has(sn)) throw new ApiError(200, say(lang, M.snsRepeated, { sn }));
      seen.add(sn);
    }
    const everShipped = new Set(Object.values(store.merchant.shipments).flatMap((s) => s.sns ?? []));
    const again = input.sns.find((sn) => everShipped.has(sn));
    if (again !== undefined) throw new ApiError(200, say(lang, M.snsShipped, { sn: again }));
    // A shipped serial becomes a printer at receipt (received-printers.ts): one already known cannot be sent.
    const known = input.sns.find((sn) => own(store.printers, sn) !== undefined || Object.values(store.printers).some((p) => p.eggSn === sn));
    if (known !== undefined) throw new ApiError(200, say(lang, M.snIsPrinter, { sn: known }));
    const left = o.total_num - shippedUnits(store, o.id);
    if (input.sns.length > left) throw new ApiError(200, say(lang, M.snsTooMany, { left }));
    sns = [...input.sns];
  }
  const nowS = unixSeconds(nowMs);
  const id = freshId(store, "shipment", store.merchant.shipments);
  const parcel = { id, orderId: o.id, company: input.company, tracking_no: input.tracking_no, sns, remark: input.remark ?? "", create_time: nowS };
  store.merchant.shipments[String(id)] = parcel;
  o.status = PURCHASE_ORDER_STATUS.PENDING_DELIVERY;
  o.ship_time ??= nowS; // the first parcel's time
  return toShipment(parcel);
}

/**
 * shipping-confirm (the buying shop, or an admin for it): received -> 99. A device order's
 * shipped serials become the shop's printers (received-printers.ts).
 */
export function confirmReceipt(store: Store, scope: Scope, id: number, nowMs: number, lang: Language, random: Random): OrderChange {
  const o = visiblePurchase(store, scope, id, lang);
  if (o.status !== PURCHASE_ORDER_STATUS.PENDING_DELIVERY) throw new ApiError(200, say(lang, M.notDelivering));
  // A device order is received whole: its printers become the shop's at receipt, all of them.
  const left = o.order_type === "device" ? o.total_num - shippedUnits(store, o.id) : 0;
  if (left > 0) throw new ApiError(200, say(lang, M.unitsNotShipped, { left }));
  o.status = PURCHASE_ORDER_STATUS.COMPLETED;
  o.finish_time = unixSeconds(nowMs);
  registerReceivedPrinters(store, o, o.finish_time, random);
  return orderChange(o);
}
