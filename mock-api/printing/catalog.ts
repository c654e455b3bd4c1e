/**
 * Which works a printer offers, to whom, and in what order (sugar/list, sugar/info, ai-list).
 *
 * - System patterns (type 8, no owner, no shop) are on every printer.
 * - A work made at a shop is listed on every printer of that shop's company (a chain shares its
 *   gallery), never on another company's printers nor on an unbound printer.
 * - A work saved without a printer (no shop) is its owner's alone.
 * - Deleted works are never listed (§4 delete), nor a shop's patterns taken off sale (status 0).
 * - A customer's work is shown to others only when shared, and a photo never (privacy.ts):
 *   someone else's private work is as absent as a deleted one, in lists and by id.
 * - An AI candidate is listed to no one until kept or printed (privacy.ts).
 * - A work hidden on a printer (§4 hide) is listed there only to its owner and to privileged
 *   users (level_type 1, who hide), with is_hide 1 (contract sugar.ts Pattern).
 * - Pinned works (§4 top) come first, then the newest.
 */
import { GOODS_TYPE, LEVEL_TYPE } from "../../web/contract/constants.ts";
import type { Pattern } from "../../web/contract/http/sugar.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, ListingRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { M } from "./messages.ts";
import { draftChecker, privateFrom, sharedWithEveryone } from "./privacy.ts";

export function companyOfShop(store: Store, shopId: number | null): number | null {
  return shopId === null ? null : (own(store.shops, shopId)?.companyId ?? null);
}

/** The work's state on this printer (pinned, hidden), if it has one. */
export function listingOf(store: Store, sn: string, goodsId: number): ListingRecord | undefined {
  return own(store.listings, `${sn}:${goodsId}`);
}

/** On this printer for everyone (before hiding): system patterns, and works of the printer's company. */
export function offeredOn(store: Store, printer: PrinterRecord, goods: GoodsRecord): boolean {
  if (goods.deleted || goods.status === 0) return false;
  if (goods.shopId === null) return goods.ownerId === null;
  const company = companyOfShop(store, printer.shopId);
  return company !== null && companyOfShop(store, goods.shopId) === company;
}

/** Whether `user` finds this work on this printer (list, detail, actions, order/make). */
export function visibleOn(store: Store, printer: PrinterRecord, goods: GoodsRecord, user: UserRecord | null): boolean {
  if (goods.deleted || goods.status === 0) return false;
  const isOwner = user !== null && goods.ownerId === user.id;
  if (privateFrom(store, goods, user)) return false; // issue 11: as if it did not exist
  if (!offeredOn(store, printer, goods)) return isOwner && goods.shopId === null; // a work saved without a printer
  if (listingOf(store, printer.sn, goods.id)?.is_hide === 1) return isOwner || user?.level_type === LEVEL_TYPE.PRIVILEGED;
  return true;
}

/**
 * The pattern's id on this printer (contract: `id` is the listing, `goods_id` the work). Listings
 * exist as records only once pinned or hidden, so the id is derived: stable and unique per printer.
 */
export function listingId(printer: PrinterRecord, goodsId: number): number {
  return printer.device_id * 1_000_000 + goodsId;
}

/** §3 Pattern as listed on `printer` for `user`. */
export function toPattern(store: Store, printer: PrinterRecord, goods: GoodsRecord, user: UserRecord | null): Pattern {
  const listing = listingOf(store, printer.sn, goods.id);
  const author = goods.ownerId === null ? undefined : own(store.users, goods.ownerId);
  // §2: no author for system patterns (type 8), the name instead.
  const showAuthor = goods.goods_type_id !== GOODS_TYPE.SYSTEM && author !== undefined;
  return {
    id: listingId(printer, goods.id),
    goods_id: goods.id,
    goods_type_id: goods.goods_type_id,
    name: goods.name,
    image_url: goods.image_url,
    image_list: goods.image_list.map((i) => ({ id: i.id, image_url: i.image_url, sell_count: i.sell_count })),
    price: goods.price,
    coins_price: goods.coins_price,
    remark: goods.remark,
    avatar: showAuthor ? author.avatar : null,
    nickname: showAuthor ? author.nickname : null,
    sell_count: goods.sell_count,
    create_date: goods.create_time,
    is_top: listing?.is_top ?? 0,
    user_id: goods.ownerId,
    is_self: user !== null && goods.ownerId === user.id ? 1 : 0,
    is_hide: listing?.is_hide ?? 0,
    is_share: sharedWithEveryone(store, goods) ? 1 : 0,
    is_candidate: draftChecker(store, goods.ownerId)(goods) ? 1 : 0,
  };
}

/** The work behind a request's goods_id as `user` sees it on `printer`, or errorCode 1. */
export function requireVisibleGoods(ctx: RouteContext, printer: PrinterRecord, goodsId: number): GoodsRecord {
  const goods = own(ctx.store.goods, goodsId);
  if (goods === undefined || !visibleOn(ctx.store, printer, goods, ctx.user)) throw new ApiError(200, say(ctx.lang, M.noPattern));
  return goods;
}

export interface CatalogQuery {
  goods_type_id?: number | undefined;
  /** Only the caller's own works (an anonymous caller has none). */
  self?: boolean | undefined;
  keyword?: string | undefined;
}

/** The works `user` finds on `printer`, pinned first, then newest (then highest id). */
export function catalog(store: Store, printer: PrinterRecord, user: UserRecord | null, q: CatalogQuery): GoodsRecord[] {
  if (q.self === true && user === null) return [];
  const keyword = q.keyword?.toLowerCase();
  // Only the caller's own candidates pass visibleOn, so the caller's orders tell which are drafts.
  const draft = draftChecker(store, user?.id ?? null);
  const rows = Object.values(store.goods).filter(
    (g) =>
      (q.goods_type_id === undefined || g.goods_type_id === q.goods_type_id) &&
      (q.self !== true || g.ownerId === user?.id) &&
      (keyword === undefined || g.name.toLowerCase().includes(keyword) || g.remark.toLowerCase().includes(keyword)) &&
      visibleOn(store, printer, g, user) &&
      !draft(g),
  );
  // Pins read once per call, not once per comparison (this list is the hottest call there is).
  const pinned = new Set<number>();
  for (const l of Object.values(store.listings)) if (l.sn === printer.sn && l.is_top === 1) pinned.add(l.goodsId);
  const top = (g: GoodsRecord) => (pinned.has(g.id) ? 1 : 0);
  return rows.sort((a, b) => top(b) - top(a) || b.create_time - a.create_time || b.id - a.id);
}

/** A type alias, not an interface: the contract's loose page objects need an index signature. */
export type Page<T> = { list: T[]; total: number; page: number; limit: number };

/** One page (page from 1) of `rows`. */
export function pageOf<T, U>(rows: readonly T[], page: number | undefined, limit: number | undefined, defaultLimit: number, map: (row: T) => U): Page<U> {
  const p = page ?? 1;
  const l = limit ?? defaultLimit;
  return { list: rows.slice((p - 1) * l, p * l).map(map), total: rows.length, page: p, limit: l };
}
