/**
 * Making a purchase (contract manage-order.ts device-make, material-make; ADMIN-MAP D2): a member
 * of a company orders printers for one of its shops, or checks out lines of their materials cart.
 * The order is UNPAID until paid (purchase-pay.ts) and closes by itself at `expire_time`
 * (PURCHASE_PAY_TTL_S); a material order holds its units meanwhile (stock.ts).
 *
 * Who: members of the shop's company only (user.companyId). A platform admin sees every shop's
 * orders but buys only for their own company's shops (money belongs to a company: finance/scope.ts).
 * Every check comes before the first write, so a refused call changes nothing.
 */
import type { Language } from "../../web/contract/constants.ts";
import { OPEN_PURCHASES_MAX, PURCHASE_ORDER_STATUS, PURCHASE_PAY_TTL_S, type PurchaseCreated } from "../../web/contract/http/manage-order.ts";
import { materialFreightCents, type StoreType } from "../../web/contract/http/materials.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import type { PurchaseItemRecord, PurchaseOrderRecord } from "../store/merchant.ts";
import { own } from "../store/own.ts";
import type { ShopRecord, Store, UserRecord } from "../store/types.ts";
import { findItem, findSpec } from "./catalogue.ts";
import { freshId, orderSn } from "./ids.ts";
import { M } from "./messages.ts";
import { availableStock, closeExpiredPurchases, effectivePurchaseStatus } from "./stock.ts";

export interface Contact {
  name: string;
  phone: string;
  address: string;
}

/** A shop of the caller's own company, by a request's id; any other shop is "no such shop" (404). */
export function buyerShop(store: Store, user: UserRecord, shopId: number, lang: Language): ShopRecord {
  const shop = own(store.shops, shopId);
  if (shop === undefined || user.companyId === null || shop.companyId !== user.companyId) throw new ApiError(404, say(lang, M.shopNotFound));
  return shop;
}

/** Refuses a new purchase while the caller already holds OPEN_PURCHASES_MAX unpaid ones. */
function checkOpenCap(store: Store, user: UserRecord, nowS: number, lang: Language): void {
  const open = Object.values(store.merchant.purchaseOrders).filter((o) => o.buyerId === user.id && effectivePurchaseStatus(o, nowS) === PURCHASE_ORDER_STATUS.UNPAID);
  if (open.length >= OPEN_PURCHASES_MAX) throw new ApiError(200, say(lang, M.openPurchases, { max: OPEN_PURCHASES_MAX }));
}

interface NewPurchase {
  kind: "material" | "device";
  type: StoreType | null;
  shop: ShopRecord;
  buyer: UserRecord;
  items: PurchaseItemRecord[];
  freightCents: number;
  contact: Contact | undefined;
  invoice: Record<string, string | number | undefined> | undefined;
  remark: string | undefined;
}

function insertPurchase(store: Store, p: NewPurchase, nowS: number): PurchaseOrderRecord {
  const goods = p.items.reduce((n, i) => n + toCents(i.amount), 0);
  const id = freshId(store, "purchaseOrder", store.merchant.purchaseOrders);
  const order: PurchaseOrderRecord = {
    id,
    sn: orderSn(p.kind === "device" ? "SB" : "CL", nowS, id),
    order_type: p.kind,
    type: p.type,
    shopId: p.shop.id,
    buyerId: p.buyer.id,
    items: p.items,
    total_num: p.items.reduce((n, i) => n + i.num, 0),
    money: fromCents(goods + p.freightCents),
    freight: fromCents(p.freightCents),
    status: PURCHASE_ORDER_STATUS.UNPAID,
    refund_status: 0,
    refundId: null,
    contact: { ...(p.contact ?? p.shop.contact) }, // §3: shipped to the shop's contact unless another is given
    remark: p.remark ?? "",
    pay_type: null,
    invoice: p.invoice === undefined ? null : Object.fromEntries(Object.entries(p.invoice).filter((e): e is [string, string | number] => e[1] !== undefined)),
    create_time: nowS,
    pay_time: null,
    ship_time: null,
    finish_time: null,
    expire_time: nowS + PURCHASE_PAY_TTL_S,
  };
  store.merchant.purchaseOrders[String(id)] = order;
  return order;
}

export function toPurchaseCreated(o: PurchaseOrderRecord): PurchaseCreated {
  return { id: o.id, sn: o.sn, order_type: o.order_type, money: o.money, freight: o.freight, expire_time: o.expire_time ?? o.create_time + PURCHASE_PAY_TTL_S };
}

export interface DeviceMakeInput {
  shop_id: number;
  model_id: number;
  num: number;
  contact?: Contact | undefined;
  remark?: string | undefined;
}

/** device-make: `num` printers of one model for a shop of the caller's company. */
export function makeDeviceOrder(store: Store, user: UserRecord, input: DeviceMakeInput, nowMs: number, lang: Language): PurchaseOrderRecord {
  const nowS = unixSeconds(nowMs);
  const shop = buyerShop(store, user, input.shop_id, lang);
  const model = own(store.merchant.deviceModels, input.model_id);
  if (model === undefined) throw new ApiError(404, say(lang, M.modelNotFound));
  checkOpenCap(store, user, nowS, lang);
  closeExpiredPurchases(store, nowS); // checked: the lazy clean-up rides along
  const item: PurchaseItemRecord = {
    goods_id: model.id,
    name: model.name.zh, // an order is a record (store/merchant.ts PurchaseItemRecord): frozen as ordered
    image_url: model.image_url,
    spec_name: "标准版",
    price: model.price,
    num: input.num,
    amount: fromCents(toCents(model.price) * input.num),
  };
  return insertPurchase(store, { kind: "device", type: null, shop, buyer: user, items: [item], freightCents: 0, contact: input.contact, invoice: undefined, remark: input.remark }, nowS);
}

export interface MaterialMakeInput {
  shop_id: number;
  type: StoreType;
  cart_ids: readonly number[];
  /** "Buy now": that many of the one line (contract materialMake). */
  num?: number | undefined;
  contact?: Contact | undefined;
  invoice?: Record<string, string | number | undefined> | undefined;
  remark?: string | undefined;
}

/**
 * material-make: the caller's chosen cart lines (all of one store type, all valid) become an
 * unpaid order that holds their units; the lines leave the cart (with `num`, that many of one
 * line: the rest stays).
 */
export function makeMaterialOrder(store: Store, user: UserRecord, input: MaterialMakeInput, nowMs: number, lang: Language): PurchaseOrderRecord {
  const nowS = unixSeconds(nowMs);
  const shop = buyerShop(store, user, input.shop_id, lang);
  const items: PurchaseItemRecord[] = [];
  // "Buy now": that many of one line; the rest of it stays in the cart (contract materialMake).
  if (input.num !== undefined && input.cart_ids.length !== 1) {
    const msg = say(lang, M.buyNowOneLine);
    throw new ApiError(422, msg, 1, { fields: { num: msg } });
  }
  const taken = new Map<number, number>();
  for (const id of input.cart_ids) {
    const line = own(store.merchant.carts, id);
    // Another user's line is as good as absent (cart.ts ownLine).
    if (line === undefined || line.userId !== user.id) throw new ApiError(404, say(lang, M.cartLineNotFound));
    if (line.type !== input.type) throw new ApiError(200, say(lang, M.cartWrongType));
    const item = findItem(store, line.goodsId);
    const spec = item === undefined ? undefined : findSpec(item, line.specId);
    if (item === undefined || spec === undefined) throw new ApiError(404, say(lang, M.goodsNotFound));
    if (item.status !== 1) throw new ApiError(200, say(lang, M.lineOffShelf, { name: item.name.zh }));
    const num = input.num ?? line.num;
    if (num > line.num) throw new ApiError(200, say(lang, M.buyNowOverLine, { num: line.num }));
    taken.set(id, num);
    const stock = availableStock(store, spec, nowS);
    if (num > stock) throw new ApiError(200, say(lang, M.lineStockShort, { name: lang === "en" ? item.name.en : item.name.zh, stock }));
    items.push({
      goods_id: item.id,
      spec_id: spec.id,
      name: item.name.zh,
      image_url: spec.image_url ?? item.image_url,
      spec_name: spec.name.zh,
      price: spec.price,
      num,
      amount: fromCents(toCents(spec.price) * num),
    });
  }
  checkOpenCap(store, user, nowS, lang);
  closeExpiredPurchases(store, nowS);
  const goods = items.reduce((n, i) => n + toCents(i.amount), 0);
  const order = insertPurchase(
    store,
    { kind: "material", type: input.type, shop, buyer: user, items, freightCents: materialFreightCents(goods), contact: input.contact, invoice: input.invoice, remark: input.remark },
    nowS,
  );
  for (const id of input.cart_ids) {
    const line = own(store.merchant.carts, id);
    const left = (line?.num ?? 0) - (taken.get(id) ?? 0);
    if (line !== undefined && left > 0) line.num = left;
    else delete store.merchant.carts[String(id)];
  }
  return order;
}
