/**
 * Refund records as the admin area sees them (contract manage-order-model.ts RefundRecord), and
 * who may see one: the shop the refunded order belongs to (its company's merchants) and admins.
 */
import type { RefundRecord } from "../../web/contract/http/manage-order.ts";
import { DEFAULT_CURRENCY } from "../../web/contract/constants.ts";
import { printerOfOrder } from "../commerce/orders.ts";
import { own } from "../store/own.ts";
import type { RefundRecordRow, Store } from "../store/types.ts";
import { personOf, seesShop, shopOfPrintOrder, type Scope } from "./scope.ts";

/** The shop a refund belongs to: recorded on it, else (a customer's print order) the printer's shop. */
export function shopIdOfRefund(store: Store, r: RefundRecordRow): number | null {
  if (r.shopId !== null) return r.shopId;
  if (r.order_type !== "tanghua") return own(store.merchant.purchaseOrders, r.orderId)?.shopId ?? null;
  const order = own(store.printOrders, r.orderId);
  return order === undefined ? null : (shopOfPrintOrder(store, order)?.id ?? null);
}

export function seesRefund(store: Store, scope: Scope, r: RefundRecordRow): boolean {
  return seesShop(scope, shopIdOfRefund(store, r));
}

/** The goods type of a refunded print order (16 = photo, §3); null for purchases. */
export function goodsTypeOfRefund(store: Store, r: RefundRecordRow): number | null {
  return r.order_type === "tanghua" ? (own(store.printOrders, r.orderId)?.goods_type_id ?? null) : null;
}

/** The printer's currency of a print order (§1), as the order lists show it. */
function currencyOfPrintOrder(store: Store, orderId: number): { currencySymbol: string; currencyName: string } {
  const o = own(store.printOrders, orderId);
  return (o === undefined ? undefined : printerOfOrder(store, o)?.locale) ?? { ...DEFAULT_CURRENCY };
}

export function toRefundRecord(store: Store, r: RefundRecordRow, scope: Scope): RefundRecord {
  const shopId = shopIdOfRefund(store, r);
  return {
    id: r.id,
    order_id: r.orderId,
    order_sn: r.order_sn,
    order_type: r.order_type,
    goods_type_id: goodsTypeOfRefund(store, r),
    shop_id: shopId,
    shop_name: shopId === null ? "" : (own(store.shops, shopId)?.name ?? ""),
    amount: r.amount,
    refund_amount: r.refund_amount,
    coins: r.coins,
    currency: r.order_type === "tanghua" ? currencyOfPrintOrder(store, r.orderId) : null,
    reason: r.reason,
    images: [...r.images],
    user: personOf(store, r.userId, scope),
    status: r.status,
    remark: r.remark,
    create_time: r.create_time,
    audit_time: r.audit_time,
    refund_time: r.refund_time,
  };
}

/** A refund by id (own-key lookup), or null. */
export function refundById(store: Store, id: number | null): RefundRecordRow | null {
  return id === null ? null : (own(store.refunds, id) ?? null);
}
