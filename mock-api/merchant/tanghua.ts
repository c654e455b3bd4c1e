/**
 * Customers' print orders as a shop sees them (contract manage-order-model.ts TanghuaOrder):
 * the orders made on the printers of the caller's company's shops (every shop's for an admin).
 * Read-only here: the order flow itself (make, pay, print) is the customer side's.
 */
import type { TanghuaOrder, TanghuaOrderInfo } from "../../web/contract/http/manage-order.ts";
import { DEFAULT_CURRENCY, GOODS_TYPE, type Language } from "../../web/contract/constants.ts";
import { effectiveStatus, printerOfOrder } from "../commerce/orders.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { own } from "../store/own.ts";
import type { PrintOrderRecord, Store } from "../store/types.ts";
import { jobBytes } from "../printing/jobs.ts";
import { M } from "./messages.ts";
import { refundById, toRefundRecord } from "./refund-view.ts";
import { inDateRange, newestFirst, personOf, seesShop, shopOfPrintOrder, type Scope } from "./scope.ts";

/** A shop's order: made on a printer (not a balance top-up) for a pattern. */
type ShopOrder = PrintOrderRecord & { goodsId: number; goods_type_id: number };

function isShopOrder(o: PrintOrderRecord): o is ShopOrder {
  return o.kind !== "recharge" && o.sn !== "" && o.goodsId !== null && o.goods_type_id !== null;
}

export function toTanghuaOrder(store: Store, o: ShopOrder, scope: Scope, nowMs: number): TanghuaOrder {
  const shop = shopOfPrintOrder(store, o);
  return {
    id: o.id,
    sn: o.order_sn,
    goods_id: o.goodsId,
    goods_type_id: o.goods_type_id,
    goods_name: o.name,
    image_url: o.image_url,
    device_sn: o.sn,
    shop_id: shop?.id ?? null,
    shop_name: shop?.name ?? "",
    user: personOf(store, o.userId, scope),
    currency: printerOfOrder(store, o)?.locale ?? { ...DEFAULT_CURRENCY },
    // What was paid; an unpaid order shows what it would cost.
    money: o.pay_money ?? o.money,
    ...(o.coins_money !== null ? { coins: o.coins_money } : {}),
    pay_type: o.pay_type,
    status: effectiveStatus(o, nowMs), // an unpaid order past its expiry is closed, written down or not
    refund_status: o.refund_status,
    create_time: o.create_time,
    pay_time: o.pay_time,
    job_bytes: jobBytes(own(store.goods, o.goodsId)), // the printer detail's progress (bytes_read / job_bytes)
  };
}

/** The coupon an order used, as far as the customer side's records tell (id and §3 type). */
function couponOf(store: Store, id: number | null): { id: number; type: number } | null {
  if (id === null) return null;
  const coupons = (store.customer as { coupons?: Record<string, { id?: unknown; type?: unknown }> }).coupons;
  const c = coupons === undefined ? undefined : own(coupons, id);
  return c !== undefined && typeof c.type === "number" ? { id, type: c.type } : null;
}

export function toTanghuaOrderInfo(store: Store, o: ShopOrder, scope: Scope, nowMs: number): TanghuaOrderInfo {
  const refund = refundById(store, o.refundId);
  return {
    ...toTanghuaOrder(store, o, scope, nowMs),
    price: o.price,
    coupon: couponOf(store, o.coupon_id),
    print_status: o.print_status_message ?? o.print_status_info ?? "",
    print_time: null,
    refund: refund === null ? null : toRefundRecord(store, refund, scope),
  };
}

/** A print order of the caller's shops by a request's id; another company's answers 404 like a missing one. */
export function visiblePrintOrder(store: Store, scope: Scope, id: number, lang: Language): ShopOrder {
  const o = own(store.printOrders, id);
  if (o === undefined || !isShopOrder(o) || !seesShop(scope, shopOfPrintOrder(store, o)?.id)) {
    throw new ApiError(404, say(lang, M.orderNotFound));
  }
  return o;
}

export interface TanghuaQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  sn?: string | undefined;
  shop_id?: number | undefined;
  refund_status?: number | undefined;
  status?: number | undefined;
  device_sn?: string | undefined;
  goods_type_id?: number | undefined;
  /** "photo" = goods type 16, "sugar" = every other type (contract GOODS_GROUPS). */
  goods_group?: "sugar" | "photo" | undefined;
  /** Contract TANGHUA_SORTS; default newest first. */
  sort?: "-create_time" | "create_time" | "-money" | "money" | undefined;
}

/** Photo orders are goods type 16 (§3); the sugar list is every other type. */
export function inGoodsGroup(goodsTypeId: number | null, group: "sugar" | "photo" | undefined): boolean {
  if (group === undefined) return true;
  return (goodsTypeId === GOODS_TYPE.PHOTO) === (group === "photo");
}

/** What was paid (or would be), in cents, for sorting by amount. */
function paidCents(o: PrintOrderRecord): number {
  return Math.round(Number(o.pay_money ?? o.money) * 100);
}

function orderBy(sort: TanghuaQuery["sort"]): (a: ShopOrder, b: ShopOrder) => number {
  switch (sort) {
    case "create_time":
      return (a, b) => -newestFirst(a, b);
    case "-money":
      return (a, b) => paidCents(b) - paidCents(a) || newestFirst(a, b);
    case "money":
      return (a, b) => paidCents(a) - paidCents(b) || newestFirst(a, b);
    default:
      return newestFirst;
  }
}

export function listPrintOrders(store: Store, scope: Scope, q: TanghuaQuery, nowMs: number): ShopOrder[] {
  const inRange = inDateRange(q);
  return Object.values(store.printOrders)
    .filter(isShopOrder)
    .filter((o) => {
      const shopId = shopOfPrintOrder(store, o)?.id;
      return seesShop(scope, shopId) && (q.shop_id === undefined || shopId === q.shop_id);
    })
    .filter((o) => q.status === undefined || effectiveStatus(o, nowMs) === q.status)
    .filter((o) => q.refund_status === undefined || o.refund_status === q.refund_status)
    .filter((o) => q.device_sn === undefined || o.sn === q.device_sn)
    .filter((o) => q.goods_type_id === undefined || o.goods_type_id === q.goods_type_id)
    .filter((o) => inGoodsGroup(o.goods_type_id, q.goods_group))
    .filter((o) => q.sn === undefined || o.order_sn.includes(q.sn))
    .filter((o) => inRange(o.create_time))
    .sort(orderBy(q.sort));
}
