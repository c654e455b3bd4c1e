/**
 * Unpaid purchases and the stock they hold (issue 16: "stock checked and reserved").
 *
 * An unpaid material order holds its lines' units: a spec's AVAILABLE stock is its stock minus
 * what unpaid orders hold. The hold is not written anywhere: it is the unpaid orders themselves,
 * so an order that closes (cancelled, or past its expire_time) frees its units by closing, and
 * nothing can be given back twice. Paying turns the hold into a sale (stock goes down then).
 *
 * An unpaid purchase past `expire_time` IS closed: pay and cancel read `effectivePurchaseStatus`,
 * the lists and details run `closeExpiredPurchases` first (a lazy clean-up that rides along with
 * the next save, as the print orders' closeExpired), and writes close them on their successful
 * path only (a refused call changes nothing).
 */
import { PURCHASE_ORDER_STATUS } from "../../web/contract/http/manage-order.ts";
import { dropPrepay } from "../commerce/weixin-pay.ts";
import type { PurchaseOrderRecord, SpecRecord } from "../store/merchant.ts";
import type { Store } from "../store/types.ts";

const P = PURCHASE_ORDER_STATUS;

export function isExpired(o: PurchaseOrderRecord, nowS: number): boolean {
  return o.status === P.UNPAID && o.expire_time !== undefined && nowS >= o.expire_time;
}

export function effectivePurchaseStatus(o: PurchaseOrderRecord, nowS: number): number {
  return isExpired(o, nowS) ? P.CLOSED : o.status;
}

/** Writes CLOSED on unpaid purchases past their expiry and withdraws their WeChat payments. */
export function closeExpiredPurchases(store: Store, nowS: number): void {
  for (const o of Object.values(store.merchant.purchaseOrders)) {
    if (!isExpired(o, nowS)) continue;
    o.status = P.CLOSED;
    o.finish_time = o.expire_time ?? nowS;
    dropPrepay(store, o.sn); // a late scan of its QR is refused
  }
}

/** Units of a spec held by live unpaid material orders (not past their expiry) at `nowS`. */
export function heldUnits(store: Store, specId: number, nowS: number): number {
  let n = 0;
  for (const o of Object.values(store.merchant.purchaseOrders)) {
    if (o.status !== P.UNPAID || o.order_type !== "material" || isExpired(o, nowS)) continue;
    for (const line of o.items) if (line.spec_id === specId) n += line.num;
  }
  return n;
}

/** What can still be ordered of a spec: its stock less what unpaid orders hold (never below 0). */
export function availableStock(store: Store, spec: SpecRecord, nowS: number): number {
  return Math.max(0, spec.stock - heldUnits(store, spec.id, nowS));
}
