/**
 * §2 /admin/store?type=: the store's two shelves, consumables (material) and toy fittings. A page
 * without a type (or with an unknown one) shows the consumables, and every link it makes keeps
 * the shelf it is on, so the cart, its badge and the orders stay on one shelf.
 */
import { CART_NUM_MAX, STORE_TYPES, type CartItem, type StoreType } from "../../../../contract/http/materials.ts";

export type { StoreType } from "../../../../contract/http/materials.ts";

export const DEFAULT_STORE_TYPE: StoreType = "material";

export function storeTypeOf(search: string): StoreType {
  const raw = new URLSearchParams(search).get("type");
  return (STORE_TYPES as readonly string[]).includes(raw ?? "") ? (raw as StoreType) : DEFAULT_STORE_TYPE;
}

/** The cart lines a checkout URL names (`ids=3,7`): distinct positive ids, at most 100 (the contract's IdList). */
export function cartIdsOf(search: string): number[] {
  const raw = new URLSearchParams(search).get("ids") ?? "";
  const ids = raw
    .split(",")
    .filter((s) => /^[1-9]\d{0,15}$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, 100);
}

/** The checkout's `num` ("buy now": that many of its one line, contract materialMake), else undefined. */
export function buyNumOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get("num") ?? "";
  const n = /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : NaN;
  return n <= CART_NUM_MAX ? n : undefined;
}

/**
 * "Buy now" checks out the chosen quantity of its one line, though the cart may hold more of it
 * (added before): the line as it will be ordered, its amount from the unit price. Other lines,
 * or no `num`, or a line now holding fewer: as they are.
 */
export function boughtNow(line: CartItem, num: number | undefined): CartItem {
  if (num === undefined || num >= line.num) return line;
  return { ...line, num, amount: (Math.round(Number(line.price) * 100) * num / 100).toFixed(2) };
}
