/**
 * Refunds in the admin area (contract order.ts REFUND_STATUS):
 *
 *   apply-refund (a shop) --> APPLYING 10 --audit pass--> APPROVED 20 --confirm-refund--> REFUNDED 30
 *                                        '--audit refuse--> REJECTED 40 (the shop may apply again)
 *
 * A print order's refund is paid back by the customer side (commerce/refunds.ts payBackRefund:
 * money or coins to the customer); a purchase order's goes back to the buying shop's balance
 * (it was paid from it, pay type 30) and the order becomes REFUNDED. The order carries its latest
 * refund's status as `refund_status`. Every step validates first and writes after.
 */
import type { Language } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS, PURCHASE_ORDER_STATUS, REFUND_STATUS, type RefundRecord } from "../../web/contract/http/manage-order.ts";
import { applyRefund as applyPrintRefund, openRefund, payBackRefund } from "../commerce/refunds.ts";
import { noDevices, type DevicePort } from "../devices.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { own } from "../store/own.ts";
import type { RefundRecordRow, Store, UserRecord } from "../store/types.ts";
import { refundInProgress, returnPayment } from "./lifecycle.ts";
import { M } from "./messages.ts";
import { visiblePurchase } from "./purchase.ts";
import { goodsTypeOfRefund, seesRefund, shopIdOfRefund, toRefundRecord } from "./refund-view.ts";
import { inDateRange, newestFirst, type Scope } from "./scope.ts";
import { inGoodsGroup, visiblePrintOrder } from "./tanghua.ts";

/** Purchase orders that were paid and not given back: a refund may be asked for them. */
const PURCHASE_REFUNDABLE: readonly number[] = [
  PURCHASE_ORDER_STATUS.PENDING_CONFIRM,
  PURCHASE_ORDER_STATUS.PENDING_SHIPMENT,
  PURCHASE_ORDER_STATUS.PENDING_DELIVERY,
  PURCHASE_ORDER_STATUS.COMPLETED,
];

export interface ApplyInput {
  id: number;
  order_type: "tanghua" | "material" | "device";
  reason: string;
  amount?: number | undefined;
  /** Uploaded pictures that show why (contract REFUND_IMAGES_MAX). */
  images?: string[] | undefined;
}

function tooMuch(lang: Language, maxCents: number): ApiError {
  return new ApiError(200, say(lang, M.refundTooMuch, { max: fromCents(maxCents) }));
}

/** apply-refund (a shop): for a customer's print order on its printers, or for its own purchase. */
export function applyRefund(store: Store, scope: Scope, user: UserRecord, input: ApplyInput, nowMs: number, lang: Language): RefundRecord {
  const askedCents = input.amount === undefined ? null : toCents(input.amount);
  if (input.order_type === "tanghua") {
    const order = visiblePrintOrder(store, scope, input.id, lang);
    const paid = order.pay_money === null ? 0 : toCents(order.pay_money);
    if (askedCents !== null && askedCents > paid) throw tooMuch(lang, paid);
    // The customer side's rules (paid, nothing open, something paid) and record shape.
    const refund = applyPrintRefund(store, order, { reason: input.reason, images: input.images }, nowMs, lang);
    if (askedCents !== null) refund.amount = fromCents(askedCents);
    return toRefundRecord(store, refund, scope);
  }
  const order = visiblePurchase(store, scope, input.id, lang, input.order_type);
  if (!PURCHASE_REFUNDABLE.includes(order.status) || order.pay_time === null) throw new ApiError(200, say(lang, M.notRefundable));
  if (refundInProgress(order)) throw new ApiError(200, say(lang, M.refundPending));
  const paid = toCents(order.money);
  if (askedCents !== null && askedCents > paid) throw tooMuch(lang, paid);
  const refund = openRefund(store, order, {
    order_type: order.order_type,
    order_sn: order.sn,
    userId: user.id,
    shopId: order.shopId,
    amount: fromCents(askedCents ?? paid),
    coins: null,
    reason: input.reason,
    images: input.images ?? [],
  }, nowMs);
  return toRefundRecord(store, refund, scope);
}

function refundOrNotFound(store: Store, scope: Scope, id: number, lang: Language): RefundRecordRow {
  const r = own(store.refunds, id);
  if (r === undefined || !seesRefund(store, scope, r)) throw new ApiError(404, say(lang, M.refundNotFound));
  return r;
}

/** The order a refund belongs to carries the refund's status (`refund_status`). */
function mirrorOnOrder(store: Store, r: RefundRecordRow): void {
  const order = r.order_type === "tanghua" ? own(store.printOrders, r.orderId) : own(store.merchant.purchaseOrders, r.orderId);
  if (order !== undefined && order.refundId === r.id) order.refund_status = r.status;
}

/** audit (admin): APPLYING -> APPROVED, or REJECTED with the reason in `remark`. */
export function auditRefund(
  store: Store,
  scope: Scope,
  input: { id: number; pass: boolean; remark?: string | undefined },
  nowMs: number,
  lang: Language,
): RefundRecord {
  const r = refundOrNotFound(store, scope, input.id, lang);
  if (r.status !== REFUND_STATUS.APPLYING) throw new ApiError(200, say(lang, M.notApplying));
  r.status = input.pass ? REFUND_STATUS.APPROVED : REFUND_STATUS.REJECTED;
  r.remark = input.remark ?? "";
  r.audit_time = unixSeconds(nowMs);
  mirrorOnOrder(store, r);
  return toRefundRecord(store, r, scope);
}

/** confirm-refund (admin): pays an APPROVED refund back, `amount` (default: the amount asked, never more). */
export function confirmRefund(
  store: Store,
  scope: Scope,
  input: { id: number; amount?: number | undefined; remark?: string | undefined },
  nowMs: number,
  lang: Language,
  devices: DevicePort = noDevices,
  log?: (line: string) => void,
): RefundRecord {
  const r = refundOrNotFound(store, scope, input.id, lang);
  if (r.status === REFUND_STATUS.REFUNDED) throw new ApiError(200, say(lang, M.refundPaidAlready));
  if (r.status !== REFUND_STATUS.APPROVED) throw new ApiError(200, say(lang, M.notApproved));
  const asked = toCents(r.amount);
  const cents = input.amount === undefined ? asked : toCents(input.amount);
  if (cents > asked) throw tooMuch(lang, asked);
  const purchase = r.order_type === "tanghua" ? undefined : own(store.merchant.purchaseOrders, r.orderId);
  const print = r.order_type === "tanghua" ? own(store.printOrders, r.orderId) : undefined;
  if (purchase === undefined && print === undefined) throw new ApiError(404, say(lang, M.orderNotFound));
  // payBackRefund pays nothing for an order already refunded (another refund of it): refuse instead.
  if (print !== undefined && print.status === PRINT_ORDER_STATUS.REFUNDED) throw new ApiError(200, say(lang, M.notRefundable));
  // Checked; from here on the refund is paid.
  const nowS = unixSeconds(nowMs);
  if (input.remark !== undefined && input.remark !== "") r.remark = input.remark;
  r.refund_amount = fromCents(cents);
  if (print !== undefined) {
    payBackRefund(store, r, nowMs, devices, log); // money or coins to the customer, ledger, order REFUNDED; the printer drops its job
  } else if (purchase !== undefined) {
    const title = r.order_type === "device" ? "设备订单退款" : "材料订单退款";
    returnPayment(store, purchase, cents, title, r.remark, nowS);
    purchase.status = PURCHASE_ORDER_STATUS.REFUNDED;
    purchase.refund_status = REFUND_STATUS.REFUNDED;
    purchase.finish_time = nowS;
  }
  r.status = REFUND_STATUS.REFUNDED;
  r.refund_time ??= nowS;
  return toRefundRecord(store, r, scope);
}

export interface RefundQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  order_type?: "tanghua" | "material" | "device" | undefined;
  status?: number | undefined;
  goods_type_id?: number | undefined;
  goods_group?: "sugar" | "photo" | undefined;
  shop_id?: number | undefined;
  sn?: string | undefined;
}

/** Every refund the caller may see (sugar, photo, materials, device), filtered, newest first. */
export function listRefunds(store: Store, scope: Scope, q: RefundQuery): RefundRecordRow[] {
  const inRange = inDateRange(q);
  return Object.values(store.refunds)
    .filter((r) => seesRefund(store, scope, r))
    .filter((r) => q.order_type === undefined || r.order_type === q.order_type)
    .filter((r) => q.status === undefined || r.status === q.status)
    .filter((r) => q.goods_type_id === undefined || goodsTypeOfRefund(store, r) === q.goods_type_id)
    .filter((r) => q.goods_group === undefined || (r.order_type === "tanghua" && inGoodsGroup(goodsTypeOfRefund(store, r), q.goods_group)))
    .filter((r) => q.shop_id === undefined || shopIdOfRefund(store, r) === q.shop_id)
    .filter((r) => q.sn === undefined || r.order_sn.includes(q.sn))
    .filter((r) => inRange(r.create_time))
    .sort(newestFirst);
}
