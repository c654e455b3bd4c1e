/**
 * A shop's purchase orders (materials and printers; contract manage-order-model.ts
 * PurchaseOrder/PurchaseOrderInfo/Shipment) as the admin area lists and shows them.
 * One id space for both kinds (§7 shipping-list takes `orderinfo_id`).
 */
import type { Language } from "../../web/contract/constants.ts";
import { PURCHASE_ORDER_STATUS, type PurchaseOrder, type PurchaseOrderInfo, type Shipment } from "../../web/contract/http/manage-order.ts";
import { invoiceOut } from "../finance/shops.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import type { PurchaseItemRecord, PurchaseOrderRecord, ShipmentRecord } from "../store/merchant.ts";
import { findItem, findSpec } from "./catalogue.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { M } from "./messages.ts";
import { refundById, toRefundRecord } from "./refund-view.ts";
import { inDateRange, newestFirst, personOf, seesShop, type Scope } from "./scope.ts";

/**
 * An order line in the caller's language. A line keeps the Chinese names it was bought under (a
 * record of the purchase); in English it reads the catalogue's English names while the item and
 * spec still carry those Chinese names (renamed since: as bought).
 */
function itemIn(store: Store, i: PurchaseItemRecord, lang: Language): PurchaseOrder["items"][number] {
  if (lang !== "en" || i.spec_id === undefined) return { ...i };
  const item = findItem(store, i.goods_id);
  const spec = item === undefined ? undefined : findSpec(item, i.spec_id);
  return {
    ...i,
    name: item !== undefined && item.name.zh === i.name ? item.name.en : i.name,
    spec_name: spec !== undefined && spec.name.zh === i.spec_name ? spec.name.en : i.spec_name,
  };
}

export function toPurchaseOrder(store: Store, o: PurchaseOrderRecord, scope: Scope, lang: Language): PurchaseOrder {
  return {
    id: o.id,
    sn: o.sn,
    order_type: o.order_type,
    type: o.type,
    shop_id: o.shopId,
    shop_name: own(store.shops, o.shopId)?.name ?? "",
    buyer: personOf(store, o.buyerId, scope),
    items: o.items.map((i) => itemIn(store, i, lang)),
    total_num: o.total_num,
    money: o.money,
    freight: o.freight,
    status: o.status,
    refund_status: o.refund_status,
    create_time: o.create_time,
    pay_time: o.pay_time,
    expire_time: o.status === PURCHASE_ORDER_STATUS.UNPAID ? (o.expire_time ?? null) : null,
  };
}

export function toShipment(s: ShipmentRecord): Shipment {
  return {
    id: s.id,
    orderinfo_id: s.orderId,
    company: s.company,
    tracking_no: s.tracking_no,
    ...(s.sns !== null ? { sns: [...s.sns] } : {}),
    remark: s.remark,
    create_time: s.create_time,
  };
}

/** The parcels of an order, oldest first (the order they were sent in). */
export function shipmentsOf(store: Store, orderId: number): ShipmentRecord[] {
  return Object.values(store.merchant.shipments)
    .filter((s) => s.orderId === orderId)
    .sort((a, b) => a.create_time - b.create_time || a.id - b.id);
}

export function toPurchaseOrderInfo(store: Store, o: PurchaseOrderRecord, scope: Scope, lang: Language): PurchaseOrderInfo {
  const refund = refundById(store, o.refundId);
  return {
    ...toPurchaseOrder(store, o, scope, lang),
    contact: { ...o.contact },
    invoice: o.invoice === undefined || o.invoice === null ? null : invoiceOut(o.invoice),
    remark: o.remark,
    pay_type: o.pay_type,
    ship_time: o.ship_time,
    finish_time: o.finish_time,
    shipments: shipmentsOf(store, o.id).map(toShipment),
    refund: refund === null ? null : toRefundRecord(store, refund, scope),
  };
}

/**
 * A purchase order the caller may see, by a request's id (own-key lookup); `kind` narrows it to
 * material or device. Another company's order answers exactly like a missing one: 404.
 */
export function visiblePurchase(store: Store, scope: Scope, id: number, lang: Language, kind?: "material" | "device"): PurchaseOrderRecord {
  const o = own(store.merchant.purchaseOrders, id);
  if (o === undefined || !seesShop(scope, o.shopId) || (kind !== undefined && o.order_type !== kind)) {
    throw new ApiError(404, say(lang, M.orderNotFound));
  }
  return o;
}

export interface PurchaseQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  sn?: string | undefined;
  shop_id?: number | undefined;
  refund_status?: number | undefined;
  status?: number | undefined;
  type?: "material" | "toy_fittings" | undefined;
}

/** The purchase orders of one kind the caller may see, filtered, newest first. */
export function listPurchases(store: Store, scope: Scope, kind: "material" | "device", q: PurchaseQuery): PurchaseOrderRecord[] {
  const inRange = inDateRange(q);
  return Object.values(store.merchant.purchaseOrders)
    .filter((o) => o.order_type === kind && seesShop(scope, o.shopId))
    .filter((o) => q.shop_id === undefined || o.shopId === q.shop_id)
    .filter((o) => q.status === undefined || o.status === q.status)
    .filter((o) => q.refund_status === undefined || o.refund_status === q.refund_status)
    .filter((o) => q.type === undefined || o.type === q.type)
    .filter((o) => q.sn === undefined || o.sn.includes(q.sn)) // a search box: part of the number finds it
    .filter((o) => inRange(o.create_time))
    .sort(newestFirst);
}
