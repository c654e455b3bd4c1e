/**
 * Refunds of print orders (issue 3: "apply -> merchant/platform confirm -> money or coins back"):
 * the customer applies here (tanghua/apply-refund); the platform audits and confirms it in
 * manage-order, which calls `payBackRefund` to give the money or coins back.
 */
import { PAY_TYPE, type Language } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS, REFUND_STATUS } from "../../web/contract/http/order.ts";
import { noDevices, type DevicePort } from "../devices.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { own } from "../store/own.ts";
import type { PrintOrderRecord, RefundRecordRow, Store } from "../store/types.ts";
import { COIN_TYPE, freshId, INCOME_TYPE, record, WALLET_TYPE } from "./ledger.ts";
import { M } from "./messages.ts";
import { closeExpired, effectiveStatus, printerOfOrder } from "./orders.ts";

/** Orders a customer may ask a refund for: paid and printed, paid and failed, or still queued. */
const REFUNDABLE: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINT_FAILED, PRINT_ORDER_STATUS.COMPLETED];
/** A refund still being handled (a rejected one is over: the customer may apply again). */
const OPEN: readonly number[] = [REFUND_STATUS.APPLYING, REFUND_STATUS.APPROVED];

export function refundOf(store: Store, order: PrintOrderRecord): RefundRecordRow | undefined {
  return order.refundId === null ? undefined : own(store.refunds, order.refundId);
}

export interface RefundRequest {
  reason: string;
  images?: string[] | undefined;
}

/** tanghua/apply-refund: a refund record APPLYING for one of the caller's paid print orders. */
export function applyRefund(store: Store, order: PrintOrderRecord, req: RefundRequest, nowMs: number, lang: Language): RefundRecordRow {
  if (order.kind !== "print" || !REFUNDABLE.includes(effectiveStatus(order, nowMs))) {
    throw new ApiError(200, say(lang, M.refundNotAllowed));
  }
  const open = refundOf(store, order);
  if (open !== undefined && OPEN.includes(open.status)) throw new ApiError(200, say(lang, M.refundOpen));
  const paidCents = order.pay_money === null ? 0 : toCents(order.pay_money);
  const coins = order.pay_type === PAY_TYPE.COINS ? (order.coins_money ?? 0) : 0;
  // A free coupon's order cost nothing: there is nothing to give back.
  if (paidCents === 0 && coins === 0) throw new ApiError(200, say(lang, M.refundNothing));

  closeExpired(store, nowMs);
  return openRefund(store, order, {
    order_type: "tanghua",
    order_sn: order.order_sn,
    userId: order.userId,
    shopId: printerOfOrder(store, order)?.shopId ?? null,
    amount: fromCents(paidCents),
    coins: coins > 0 ? coins : null,
    reason: req.reason,
    images: req.images ?? [],
  }, nowMs);
}

/** The order a refund is opened against: print and purchase orders alike. */
export interface RefundableOrder {
  id: number;
  refundId: number | null;
  refund_status: number;
}

/**
 * Opens a refund (APPLYING) against an order of any type and marks the order: the one place a
 * refund record is created (tanghua/apply-refund and manage-order/apply-refund).
 */
export function openRefund(
  store: Store,
  order: RefundableOrder,
  fields: Pick<RefundRecordRow, "order_type" | "order_sn" | "userId" | "shopId" | "amount" | "coins" | "reason" | "images">,
  nowMs: number,
): RefundRecordRow {
  const id = freshId(store, "refund", store.refunds);
  const refund: RefundRecordRow = {
    id,
    orderId: order.id,
    ...fields,
    refund_amount: null,
    status: REFUND_STATUS.APPLYING,
    remark: "",
    create_time: unixSeconds(nowMs),
    audit_time: null,
    refund_time: null,
  };
  store.refunds[String(id)] = refund;
  order.refundId = id;
  order.refund_status = REFUND_STATUS.APPLYING;
  return refund;
}

/**
 * Gives a print order's refund back and closes it: coins to the payer's own coins (never into
 * the machine), money to the payer's balance (the mock has no WeChat refund API, so WeChat-paid
 * money also comes back as balance), with ledger entries for the user and the shop; the refund
 * and the order become REFUNDED. Idempotent: false (and no change) when the refund is not a
 * print order's, its order is gone, or it was paid back already. The caller (manage-order
 * confirm-refund) decides WHEN: normally once the refund is APPROVED.
 * `refund.refund_amount`, when set, is what goes back instead of the whole amount.
 */
export function payBackRefund(store: Store, refund: RefundRecordRow, nowMs: number, devices: DevicePort = noDevices, log: (line: string) => void = () => {}): boolean {
  if (refund.order_type !== "tanghua" || refund.status === REFUND_STATUS.REFUNDED) return false;
  const order = own(store.printOrders, refund.orderId);
  const user = own(store.users, refund.userId);
  if (order === undefined || user === undefined || order.status === PRINT_ORDER_STATUS.REFUNDED) return false;
  const now = unixSeconds(nowMs);
  const title = `退款：${order.name}`;
  const shopId = refund.shopId ?? printerOfOrder(store, order)?.shopId ?? null;
  const sn = order.order_sn;
  const coins = refund.coins ?? 0;
  if (coins > 0) {
    user.coins += coins;
    record(store, { owner: { kind: "user", id: user.id }, currency: "coins", type: WALLET_TYPE.REFUND, title, delta: coins, balanceAfter: user.coins, order_sn: sn, create_time: now });
    if (shopId !== null) record(store, { owner: { kind: "shop", id: shopId }, currency: "coins", type: COIN_TYPE.REFUND, title, delta: -coins, order_sn: sn, create_time: now });
  }
  const cents = toCents(refund.refund_amount ?? refund.amount);
  if (cents > 0) {
    user.total_money = fromCents(toCents(user.total_money) + cents);
    record(store, { owner: { kind: "user", id: user.id }, currency: "money", type: WALLET_TYPE.REFUND, title, delta: cents, balanceAfter: toCents(user.total_money), order_sn: sn, create_time: now });
    if (shopId !== null) record(store, { owner: { kind: "shop", id: shopId }, currency: "money", type: INCOME_TYPE.REFUND, title, delta: -cents, order_sn: sn, create_time: now });
  }
  refund.refund_amount = fromCents(cents);
  refund.status = REFUND_STATUS.REFUNDED;
  refund.refund_time = now;
  // Issue 13: refunded while its printer may still hold the job (waiting, or printing): it must not print on.
  const onPrinter = order.status === PRINT_ORDER_STATUS.PAID || order.status === PRINT_ORDER_STATUS.PRINTING;
  order.status = PRINT_ORDER_STATUS.REFUNDED;
  order.refund_status = REFUND_STATUS.REFUNDED;
  order.refundId = refund.id;
  if (onPrinter && devices.cancelJob !== undefined) {
    try {
      devices.cancelJob({ cancel: true, order_sn: order.order_sn, sn: order.sn, reason: "refunded", ts: nowMs });
    } catch (err) {
      // The refund stands; the printer side failing is its own problem (as a job that could not be sent).
      log(`[mock-api] cancel of ${order.order_sn} not sent to ${order.sn}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return true;
}
