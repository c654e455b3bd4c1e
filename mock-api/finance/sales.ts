/**
 * What the stats read from other domains' records: print orders as sales, printers' state, and
 * the platform's six pending queues (§3 admin pending counts), computed from whatever is in the
 * store (purchase orders appear once the merchant domain has any).
 */
import { PURCHASE_ORDER_STATUS } from "../../web/contract/http/manage-order-model.ts";
import type { AdminPendingCounts } from "../../web/contract/http/manage.ts";
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS, REFUND_STATUS } from "../../web/contract/http/order.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import { own } from "../store/own.ts";
import type { PrinterRecord, PrintOrderRecord, Store } from "../store/types.ts";

/**
 * A sale: a customer's print order that was paid and not refunded (manager test prints and
 * balance top-ups are not sales). Counted at its pay time.
 */
export function isSale(o: PrintOrderRecord): boolean {
  return o.kind === "print" && o.pay_time !== null && o.status !== PRINT_ORDER_STATUS.REFUNDED && o.status !== PRINT_ORDER_STATUS.CLOSED;
}

/** A sale in the shops `shopIds`, with the shop it belongs to (the printer's shop). */
export interface Sale {
  order: PrintOrderRecord;
  shopId: number;
  payTime: number;
  /** Cash paid, in cents (coin payments are 0 here; they show in the coin records). */
  cents: number;
}

function cashCents(o: PrintOrderRecord): number {
  const n = Number(o.pay_money ?? "0");
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

export function salesOf(store: Store, shopIds: ReadonlySet<number>, from = -Infinity, to = Infinity): Sale[] {
  const out: Sale[] = [];
  for (const o of Object.values(store.printOrders)) {
    if (!isSale(o)) continue;
    const payTime = o.pay_time as number;
    if (payTime < from || payTime >= to) continue;
    const shopId = own(store.printers, o.sn)?.shopId ?? null;
    if (shopId === null || !shopIds.has(shopId)) continue;
    out.push({ order: o, shopId, payTime, cents: cashCents(o) });
  }
  return out;
}

export function printersOf(store: Store, shopIds: ReadonlySet<number>): PrinterRecord[] {
  return Object.values(store.printers).filter((p) => p.shopId !== null && shopIds.has(p.shopId));
}

// §4 online and the reported error: one rule for every call (printing/device-state.ts).
export { hasError, isOnline } from "../printing/device-state.ts";

/** §3 admin pending counts, plus the withdrawals and material refunds waiting: the platform's queues, from the live records. */
export function pendingCounts(store: Store): AdminPendingCounts {
  const counts: AdminPendingCounts = {
    waiting_device_confirm_count: 0,
    waiting_device_ship_count: 0,
    waiting_tanghua_refund_count: 0,
    waiting_photo_refund_count: 0,
    waiting_material_ship_count: 0,
    waiting_device_refund_count: 0,
  };
  let withdraws = 0;
  let materialRefunds = 0;
  for (const w of Object.values(store.finance?.withdrawals ?? {})) if (w.status === WITHDRAW_STATUS.REVIEWING) withdraws += 1;
  const purchases = store.merchant?.purchaseOrders ?? {};
  for (const o of Object.values(purchases)) {
    if (o.order_type === "device" && o.status === PURCHASE_ORDER_STATUS.PENDING_CONFIRM) counts.waiting_device_confirm_count += 1;
    if (o.order_type === "device" && o.status === PURCHASE_ORDER_STATUS.PENDING_SHIPMENT) counts.waiting_device_ship_count += 1;
    if (o.order_type === "material" && o.status === PURCHASE_ORDER_STATUS.PENDING_SHIPMENT) counts.waiting_material_ship_count += 1;
  }
  for (const r of Object.values(store.refunds)) {
    if (r.status !== REFUND_STATUS.APPLYING) continue;
    if (r.order_type === "device") counts.waiting_device_refund_count += 1;
    if (r.order_type === "material") materialRefunds += 1;
    if (r.order_type !== "tanghua") continue;
    // Photo orders are tanghua orders of goods type 16 (manage-order-model ORDER_TYPES).
    const order = own(store.printOrders, r.orderId);
    if (order?.goods_type_id === GOODS_TYPE.PHOTO) counts.waiting_photo_refund_count += 1;
    else counts.waiting_tanghua_refund_count += 1;
  }
  return { ...counts, waiting_withdraw_count: withdraws, waiting_material_refund_count: materialRefunds };
}
