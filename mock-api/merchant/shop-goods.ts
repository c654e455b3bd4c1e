/**
 * The patterns a shop sells on its printers (/admin/shop/sugar-list and sugar-form; contract
 * materials.ts shop-list/info/save/delete). They are the shared GoodsRecords with `shopId` set:
 * this domain creates, updates and deletes only those whose shop the caller may act for.
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import type { SaveGoodsInput, ShopGoods, ShopGoodsInfo } from "../../web/contract/http/materials.ts";
import { ApiError } from "../errors.ts";
import type { Language } from "../../web/contract/constants.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { Flag01, GoodsRecord, ShopRecord, Store, UserRecord } from "../store/types.ts";
import type * as z from "zod/mini";
import { freshId } from "./ids.ts";
import { M } from "./messages.ts";
import { newestFirst, seesShop, visibleShop, type Scope } from "./scope.ts";

type SaveInput = z.output<typeof SaveGoodsInput>;

/** §4 top is per printer: a shop's pattern shows as pinned when any of the shop's printers pins it. */
function isTop(store: Store, g: GoodsRecord): Flag01 {
  for (const l of Object.values(store.listings)) {
    if (l.goodsId !== g.id || l.is_top !== 1) continue;
    if (own(store.printers, l.sn)?.shopId === g.shopId) return 1;
  }
  return 0;
}

export function toShopGoods(store: Store, g: GoodsRecord & { shopId: number }): ShopGoods {
  return {
    id: g.id,
    shop_id: g.shopId,
    goods_type_id: g.goods_type_id,
    name: g.name,
    image_url: g.image_url,
    price: g.price,
    coins_price: g.coins_price,
    remark: g.remark,
    sell_count: g.sell_count,
    is_top: isTop(store, g),
    status: g.status ?? 1,
    create_date: g.create_time,
  };
}

/**
 * A shop's own pattern: made for a shop (shopId) by the system side (no author, type 8) or by
 * someone of the shop's company. A customer's work made on the shop's printers also carries the
 * shop (GoodsRecord.shopId: where it was made) but stays the customer's (§5: only the owner deletes).
 */
export function isShopGoods(store: Store, g: GoodsRecord): g is GoodsRecord & { shopId: number } {
  if (g.shopId === null || g.deleted) return false;
  if (g.ownerId === null) return true;
  const company = own(store.shops, g.shopId)?.companyId;
  return company !== undefined && own(store.users, g.ownerId)?.companyId === company;
}

export interface ShopGoodsQuery {
  shop_id?: number | undefined;
  goods_type_id?: number | undefined;
  /** D8: "sugar" = gallery patterns and drawings (8, 15), "photo" = photos (16). */
  kind?: "sugar" | "photo" | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

const KIND_TYPES: Readonly<Record<"sugar" | "photo", readonly number[]>> = {
  sugar: [GOODS_TYPE.SYSTEM, GOODS_TYPE.SUGAR_DRAWING],
  photo: [GOODS_TYPE.PHOTO],
};

export function listShopGoods(store: Store, scope: Scope, q: ShopGoodsQuery): (GoodsRecord & { shopId: number })[] {
  const kw = q.keyword?.toLowerCase();
  return Object.values(store.goods)
    .filter((g) => isShopGoods(store, g))
    .filter((g) => seesShop(scope, g.shopId) && (q.shop_id === undefined || g.shopId === q.shop_id))
    .filter((g) => q.goods_type_id === undefined || g.goods_type_id === q.goods_type_id)
    .filter((g) => q.kind === undefined || KIND_TYPES[q.kind].includes(g.goods_type_id))
    .filter((g) => q.status === undefined || (g.status ?? 1) === q.status)
    .filter((g) => kw === undefined || g.name.toLowerCase().includes(kw))
    .sort(newestFirst);
}

/** A pattern of a shop the caller may act for, or 404 (another company's is as good as absent). */
function visibleGoods(store: Store, scope: Scope, id: number, lang: Language): GoodsRecord & { shopId: number } {
  const g = own(store.goods, id);
  if (g === undefined || !isShopGoods(store, g) || !seesShop(scope, g.shopId)) throw new ApiError(404, say(lang, M.shopGoodsNotFound));
  return g;
}

export function shopGoodsInfo(store: Store, scope: Scope, id: number, lang: Language): ShopGoodsInfo {
  const g = visibleGoods(store, scope, id, lang);
  return {
    ...toShopGoods(store, g),
    image_list: g.image_list.map((i) => ({ ...i })),
    shop_name: own(store.shops, g.shopId)?.name ?? "",
  };
}

/**
 * §3: gallery patterns (8) show no author; a shop's own drawings and photos are by someone of its
 * company: the author so far if still so, else the caller, or (an admin of another company acting
 * for the shop) the shop's owner.
 */
function authorOf(store: Store, type: number, shop: ShopRecord, user: UserRecord, current: number | null): number | null {
  if (type === GOODS_TYPE.SYSTEM) return null;
  if (current !== null && own(store.users, current)?.companyId === shop.companyId) return current;
  return user.companyId === shop.companyId ? user.id : shop.ownerId;
}

/** Create (no id) or update (id). Fields left out of an update keep their value. */
export function saveShopGoods(store: Store, scope: Scope, user: UserRecord, input: SaveInput, nowMs: number, lang: Language): { id: number } {
  const shop = visibleShop(store, scope, input.shop_id);
  if (shop === undefined) throw new ApiError(404, say(lang, M.shopNotFound));
  const old = input.id === undefined ? undefined : visibleGoods(store, scope, input.id, lang);
  // Validated above; from here on nothing can refuse.
  const urls = input.image_list ?? (old !== undefined && old.image_url === input.image_url ? old.image_list.map((i) => i.image_url) : [input.image_url]);
  const image_list = [...new Set(urls)].map((url) => {
    const kept = old?.image_list.find((i) => i.image_url === url);
    return kept !== undefined ? { ...kept } : { id: allocId(store, "goods_image"), image_url: url, sell_count: 0 };
  });
  const fields = {
    ownerId: authorOf(store, input.goods_type_id, shop, user, old?.ownerId ?? null),
    goods_type_id: input.goods_type_id,
    name: input.name,
    image_url: input.image_url,
    image_list,
    price: fromCents(toCents(input.price)),
    shopId: shop.id,
    status: input.status,
  };
  if (old !== undefined) {
    Object.assign(old, fields);
    if (input.coins_price !== undefined) old.coins_price = input.coins_price;
    if (input.remark !== undefined) old.remark = input.remark;
    return { id: old.id };
  }
  const id = freshId(store, "goods", store.goods);
  store.goods[String(id)] = {
    id,
    ...fields,
    coins_price: input.coins_price ?? null,
    remark: input.remark ?? "",
    sell_count: 0,
    create_time: unixSeconds(nowMs),
    deleted: false,
  };
  return { id };
}

/** §4 delete keeps the record (orders refer to it), marked deleted. */
export function deleteShopGoods(store: Store, scope: Scope, id: number, lang: Language): null {
  visibleGoods(store, scope, id, lang).deleted = true;
  return null;
}

/**
 * D8: the shop a printer serial names, for /admin/shop/sugar-list?sn=: 404 for a printer the
 * caller may not see, one bound to no shop, or no printer at all (all look the same).
 */
export function shopOfSerial(store: Store, scope: Scope, sn: string, lang: Language): ShopRecord {
  const printer = own(store.printers, sn);
  const shop = printer === undefined || printer.shopId === null ? undefined : visibleShop(store, scope, printer.shopId);
  if (shop === undefined) throw new ApiError(404, say(lang, M.shopNotFound));
  return shop;
}

/** Takes a pattern off sale (0) or puts it back (1); its pins stay for when it is back. */
export function setShopGoodsStatus(store: Store, scope: Scope, id: number, status: Flag01, lang: Language): ShopGoods {
  const g = visibleGoods(store, scope, id, lang);
  g.status = status;
  return toShopGoods(store, g);
}

/**
 * Pins (1) a pattern on every printer of its shop, or unpins it (0) there: the listing records
 * sugar/top writes per printer (§4), for the whole shop at once. An off-sale one cannot be pinned.
 */
export function setShopGoodsTop(store: Store, scope: Scope, id: number, isTop: Flag01, lang: Language): ShopGoods {
  const g = visibleGoods(store, scope, id, lang);
  if (isTop === 1 && (g.status ?? 1) === 0) throw new ApiError(200, say(lang, M.pinOffSale));
  for (const p of Object.values(store.printers)) {
    if (p.shopId !== g.shopId) continue;
    const key = `${p.sn}:${g.id}`;
    const listing = own(store.listings, key);
    if (listing !== undefined) listing.is_top = isTop;
    else if (isTop === 1) store.listings[key] = { sn: p.sn, goodsId: g.id, is_top: 1, is_hide: 0 };
  }
  return toShopGoods(store, g);
}
