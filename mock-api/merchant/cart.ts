/**
 * The materials store's cart (§2 /admin/store/cart, contract materials.ts manage-cart): one cart
 * per user per store type. Totals are computed in cents (money.ts) from today's spec prices.
 * Every write validates everything first, then changes the store (a refused call changes nothing).
 */
import type { Language } from "../../web/contract/constants.ts";
import { CART_NUM_MAX, type CartChange, type CartItem, type CartList, type StoreType } from "../../web/contract/http/materials.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import type { CartLineRecord } from "../store/merchant.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { findItem, findSpec, words } from "./catalogue.ts";
import { M } from "./messages.ts";
import { freshId } from "./ids.ts";
import { availableStock } from "./stock.ts";

function linesOf(store: Store, userId: number, type: StoreType): CartLineRecord[] {
  return Object.values(store.merchant.carts)
    .filter((l) => l.userId === userId && l.type === type)
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}

/** §2 the cart tab's badge: the number of lines of this type. */
function badge(store: Store, userId: number, type: StoreType): number {
  return linesOf(store, userId, type).length;
}

export function cartList(store: Store, userId: number, type: StoreType, lang: Language, nowMs: number): CartList {
  const nowS = unixSeconds(nowMs);
  const list: CartItem[] = [];
  let totalNum = 0;
  let totalCents = 0;
  for (const line of linesOf(store, userId, type)) {
    const item = findItem(store, line.goodsId);
    const spec = item === undefined ? undefined : findSpec(item, line.specId);
    if (item === undefined || spec === undefined) continue; // the catalogue never drops items; defensive only
    const amount = toCents(spec.price) * line.num;
    const stock = availableStock(store, spec, nowS); // unpaid orders hold some (stock.ts)
    const valid = item.status === 1 && stock >= line.num;
    if (valid) {
      totalNum += line.num;
      totalCents += amount;
    }
    list.push({
      id: line.id,
      goods_id: item.id,
      spec_id: spec.id,
      spec_name: words(lang, spec.name),
      num: line.num,
      price: spec.price,
      amount: fromCents(amount),
      // stock: the chosen spec's, which is what limits this line.
      goods: { id: item.id, name: words(lang, item.name), image_url: spec.image_url ?? item.image_url, stock, status: item.status },
      is_valid: valid ? 1 : 0,
    });
  }
  // count: every line, greyed ones too (they still sit in the cart); totals: what can be checked out.
  return { type, list, count: list.length, total_num: totalNum, total_amount: fromCents(totalCents) };
}

function stockShort(lang: Language, stock: number): ApiError {
  return new ApiError(200, say(lang, M.stockShort, { stock }));
}

/** Adds `num` of an item; the same item and spec already in the cart adds up, capped at CART_NUM_MAX. */
export function cartAdd(
  store: Store,
  userId: number,
  input: { goods_id: number; num: number; spec_id?: number | undefined },
  nowMs: number,
  lang: Language,
): CartChange {
  const item = findItem(store, input.goods_id);
  if (item === undefined) throw new ApiError(404, say(lang, M.goodsNotFound));
  if (item.status !== 1) throw new ApiError(200, say(lang, M.offShelf));
  let spec = input.spec_id === undefined ? undefined : findSpec(item, input.spec_id);
  if (input.spec_id === undefined) {
    if (item.specs.length !== 1) throw new ApiError(200, say(lang, M.specRequired));
    spec = item.specs[0];
  }
  if (spec === undefined) throw new ApiError(200, say(lang, M.specNotFound));
  const existing = Object.values(store.merchant.carts).find((l) => l.userId === userId && l.goodsId === item.id && l.specId === spec.id);
  const num = Math.min(CART_NUM_MAX, (existing?.num ?? 0) + input.num); // contract: capped at CART_NUM_MAX
  const stock = availableStock(store, spec, unixSeconds(nowMs));
  if (num > stock) throw stockShort(lang, stock);
  let line = existing;
  if (line === undefined) {
    const id = freshId(store, "cartLine", store.merchant.carts);
    line = { id, userId, type: item.type, goodsId: item.id, specId: spec.id, num, create_time: unixSeconds(nowMs) };
    store.merchant.carts[String(id)] = line;
  } else {
    line.num = num;
  }
  return { id: line.id, num: line.num, count: badge(store, userId, item.type) };
}

/** The caller's own cart line, or 404 (another user's line is as good as absent). */
function ownLine(store: Store, userId: number, id: number, lang: Language): CartLineRecord {
  const line = own(store.merchant.carts, id);
  if (line === undefined || line.userId !== userId) throw new ApiError(404, say(lang, M.cartLineNotFound));
  return line;
}

export function cartUpdate(store: Store, userId: number, input: { id: number; num: number }, nowMs: number, lang: Language): CartChange {
  const line = ownLine(store, userId, input.id, lang);
  const item = findItem(store, line.goodsId);
  const spec = item === undefined ? undefined : findSpec(item, line.specId);
  if (item === undefined || spec === undefined) throw new ApiError(404, say(lang, M.goodsNotFound));
  if (item.status !== 1) throw new ApiError(200, say(lang, M.offShelf));
  const stock = availableStock(store, spec, unixSeconds(nowMs));
  if (input.num > stock) throw stockShort(lang, stock);
  line.num = input.num;
  return { id: line.id, num: line.num, count: badge(store, userId, line.type) };
}

/** Removes lines; every id must be one of the caller's lines, else nothing is removed. */
export function cartDelete(store: Store, userId: number, ids: readonly number[], lang: Language): CartChange {
  const lines = ids.map((id) => ownLine(store, userId, id, lang));
  for (const l of lines) delete store.merchant.carts[String(l.id)];
  const type = lines[0]?.type ?? "material";
  return { count: badge(store, userId, type) };
}
