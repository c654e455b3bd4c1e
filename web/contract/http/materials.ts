/**
 * §7 Materials: the materials store (manage-goods list/material-info, manage-cart) and the
 * goods a shop sells on its printers (manage-goods shop-list/info/save/delete).
 *
 * "Not shown" (§3 goods/cart fields, §7 payloads), chosen: §2 has no page that edits the
 * platform's materials catalogue, while /admin/shop/sugar-list and sugar-form need a list, a
 * detail, a save and a delete of a shop's own patterns; so list + material-info are the store
 * (read-only catalogue), and shop-list + info + save + delete are the shop's goods, all "merchant".
 */
import * as z from "zod/mini";
import { GOODS_TYPE } from "../constants.ts";
import { Flag, Id, ImageRef, Keyword, line, Money, NoInput, Nothing, oneOf, OptText, paged, PageQuery, QueryId, queryOneOf, Sn, Time } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { count, IdList, moneyInput } from "./manage-common.ts";

/** §2 /admin/store?type=: the two shelves of the materials store. */
export const STORE_TYPES = ["material", "toy_fittings"] as const;
export const StoreType = z.enum(STORE_TYPES);
export type StoreType = z.infer<typeof StoreType>;

/** Per cart line: nobody orders a thousand of one consumable in one go. */
export const CART_NUM_MAX = 999;
export const GOODS_IMAGES_MAX = 9;

const Count = z.number().check(z.int(), z.gte(0));

export const GoodsCategory = z.looseObject({ id: Id, name: z.string() });
export type GoodsCategory = z.infer<typeof GoodsCategory>;

/** A specification of a store item (colour, weight), with its own price and stock. */
export const GoodsSpec = z.looseObject({ id: Id, name: z.string(), price: Money, stock: Count, image_url: z.optional(OptText) });
export type GoodsSpec = z.infer<typeof GoodsSpec>;

/** A row of the store (consumables or toy fittings). `status` 1 = on the shelf. */
export const MaterialGoods = z.looseObject({
  id: Id,
  type: StoreType,
  name: z.string(),
  image_url: OptText,
  price: Money,
  original_price: z.optional(z.nullable(Money)),
  unit: OptText,
  stock: Count,
  sales: Count,
  category_id: z.nullish(Id),
  category_name: z.optional(OptText),
  status: Flag,
});
export type MaterialGoods = z.infer<typeof MaterialGoods>;

/** The store's detail page: specs with stock, pictures, description and what the caller has in the cart. */
export const MaterialInfo = z.extend(MaterialGoods, {
  image_list: z.array(z.string()),
  content: OptText,
  specs: z.array(GoodsSpec),
  /** How many of this item (all specs) are in the caller's cart. */
  cart_num: Count,
});
export type MaterialInfo = z.infer<typeof MaterialInfo>;

/** The goods types a shop may put on its printers: gallery patterns (8, no author shown), sugar drawings, photo. */
export const SHOP_GOODS_TYPES = [GOODS_TYPE.SYSTEM, GOODS_TYPE.SUGAR_DRAWING, GOODS_TYPE.PHOTO] as const;

/** A pattern a shop sells on its printers (§3 pattern fields), `status` 1 = on sale. */
export const ShopGoods = z.looseObject({
  id: Id,
  shop_id: Id,
  goods_type_id: z.number(),
  name: z.string(),
  image_url: OptText,
  price: Money,
  coins_price: z.nullish(z.number()),
  remark: OptText,
  sell_count: Count,
  is_top: Flag,
  status: Flag,
  create_date: z.optional(Time),
});
export type ShopGoods = z.infer<typeof ShopGoods>;

export const ShopGoodsInfo = z.extend(ShopGoods, {
  image_list: z.array(z.looseObject({ id: z.optional(Id), image_url: z.string(), sell_count: z.optional(Count) })),
  shop_name: z.optional(OptText),
});
export type ShopGoodsInfo = z.infer<typeof ShopGoodsInfo>;

export const list = endpoint({
  method: "GET",
  path: "/api/manage-goods/list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, type: StoreType, category_id: z.optional(QueryId), keyword: z.optional(Keyword) }),
  /** `categories` feeds the store's category tabs (only those with goods of this type). */
  output: z.extend(paged(MaterialGoods), { categories: z.optional(z.array(GoodsCategory)) }),
  summary: "Store goods of one type (material or toy_fittings), by category",
});

export const materialInfo = endpoint({
  method: "GET",
  path: "/api/manage-goods/material-info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: MaterialInfo,
  summary: "A store item with its specs, stock and the caller's cart quantity",
});

/**
 * D8 (issue 15): /admin/shop/sugar-list?sn= names a printer, not a shop: `sn` lists the patterns
 * of the shop running that printer (another company's printer, or one bound to no shop, is 404),
 * and `shop` says which shop that is. `kind` splits the shop's patterns the way its pages do:
 * "sugar" = gallery patterns and sugar drawings (8, 15), "photo" = photo patterns (16).
 */
export const SHOP_GOODS_KINDS = ["sugar", "photo"] as const;

export const shopList = endpoint({
  method: "GET",
  path: "/api/manage-goods/shop-list",
  access: "merchant",
  // shop_id and sn omitted: all the caller's shops (every shop for an admin).
  input: z.strictObject({
    ...PageQuery,
    shop_id: z.optional(QueryId),
    sn: z.optional(Sn),
    goods_type_id: z.optional(queryOneOf(SHOP_GOODS_TYPES)),
    kind: z.optional(z.enum(SHOP_GOODS_KINDS)),
    status: z.optional(queryOneOf([0, 1])),
    keyword: z.optional(Keyword),
  }),
  output: z.extend(paged(ShopGoods), { shop: z.optional(z.nullable(z.looseObject({ id: Id, name: z.string() }))) }),
  summary: "The patterns a shop sells on its printers (/admin/shop/sugar-list), by shop or printer serial",
});

export const info = endpoint({
  method: "GET",
  path: "/api/manage-goods/info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: ShopGoodsInfo,
  summary: "One of a shop's patterns, for the edit form",
});

/** §3 remark: space-separated tags; at most 5 tags of 1-10 characters. */
const Tags = z.string().check(z.trim(), z.maxLength(60), z.regex(/^(?:[^\s]{1,10}(?: [^\s]{1,10}){0,4})?$/, "remark must be up to 5 space-separated tags of 1-10 characters"));

/**
 * Create (no id) or update (id) a shop's pattern. Coins price is whole coins; null removes it
 * (the pattern is then not sold for coins); left out of an update, it stays as it was.
 */
export const SaveGoodsInput = z.strictObject({
  id: z.optional(Id),
  shop_id: Id,
  goods_type_id: oneOf(SHOP_GOODS_TYPES),
  name: line(30),
  image_url: ImageRef,
  image_list: z.optional(z.array(ImageRef).check(z.maxLength(GOODS_IMAGES_MAX))),
  price: moneyInput(10_000),
  coins_price: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100_000)))),
  remark: z.optional(Tags),
  status: Flag,
});

export const save = endpoint({
  method: "POST",
  path: "/api/manage-goods/save",
  access: "merchant",
  input: SaveGoodsInput,
  output: z.looseObject({ id: Id }),
  summary: "Create or update a pattern a shop sells (/admin/shop/sugar-form)",
});

/**
 * The sugar-list's confirm-drawer actions (issue 15), each on one of the caller's shop patterns
 * (another company's is 404). set-status takes a pattern off sale (0: out of every customer list
 * and unorderable) or back on (1). set-top pins it (1) on every printer of its shop, or unpins it
 * (0): any merchant of the company may, unlike sugar/top, which is a printer manager's per
 * printer. An off-sale pattern cannot be pinned; taking one off sale keeps its pins for when it
 * comes back. Both answer the pattern as listed.
 */
export const setStatus = endpoint({
  method: "POST",
  path: "/api/manage-goods/set-status",
  access: "merchant",
  input: z.strictObject({ id: Id, status: Flag }),
  output: ShopGoods,
  summary: "Put one of a shop's patterns on sale or take it off",
});

export const setTop = endpoint({
  method: "POST",
  path: "/api/manage-goods/set-top",
  access: "merchant",
  input: z.strictObject({ id: Id, is_top: Flag }),
  output: ShopGoods,
  summary: "Pin or unpin one of a shop's patterns on all its printers",
});

export const remove = endpoint({
  method: "POST",
  path: "/api/manage-goods/delete",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: Nothing,
  summary: "Delete one of a shop's patterns",
});

/** A cart line: the item as it is now (price, stock, still on the shelf) and the quantity. */
export const CartItem = z.looseObject({
  id: Id,
  goods_id: Id,
  spec_id: z.nullish(Id),
  spec_name: z.optional(OptText),
  num: z.number().check(z.int(), z.gte(1)),
  /** Unit price now (spec price when a spec is chosen). */
  price: Money,
  /** price × num. */
  amount: Money,
  goods: z.looseObject({ id: Id, name: z.string(), image_url: OptText, stock: Count, status: Flag }),
  /** 0 when the item left the shelf or its stock is below num: shown greyed, not checked out. */
  is_valid: Flag,
});
export type CartItem = z.infer<typeof CartItem>;

/** `count` is the number of lines of this type (§2: the cart tab's badge). */
export const CartList = z.looseObject({
  type: StoreType,
  list: z.array(CartItem),
  count: Count,
  total_num: Count,
  total_amount: Money,
});
export type CartList = z.infer<typeof CartList>;

/** What each cart write answers: the line touched (none after delete) and the new badge count. */
export const CartChange = z.looseObject({ id: z.optional(Id), num: z.optional(Count), count: Count });
export type CartChange = z.infer<typeof CartChange>;

export const cartList = endpoint({
  method: "GET",
  path: "/api/manage-cart/list",
  access: "merchant",
  input: z.strictObject({ type: StoreType }),
  output: CartList,
  summary: "The caller's cart for one store type, with totals",
});

export const cartAdd = endpoint({
  method: "POST",
  path: "/api/manage-cart/add",
  access: "merchant",
  // Adding an item already in the cart (same spec) adds to its quantity, capped at CART_NUM_MAX.
  input: z.strictObject({ goods_id: Id, num: count(CART_NUM_MAX), spec_id: z.optional(Id) }),
  output: CartChange,
  summary: "Put a store item in the cart",
});

export const cartUpdate = endpoint({
  method: "POST",
  path: "/api/manage-cart/update",
  access: "merchant",
  input: z.strictObject({ id: Id, num: count(CART_NUM_MAX) }),
  output: CartChange,
  summary: "Change a cart line's quantity",
});

export const cartDelete = endpoint({
  method: "POST",
  path: "/api/manage-cart/delete",
  access: "merchant",
  input: z.strictObject({ ids: IdList }),
  output: CartChange,
  summary: "Remove cart lines",
});

/**
 * Freight of a material order, "not shown": free from ¥99 of goods, else a flat ¥10 (a supplier's
 * usual rule). Device orders ship free. In cents, so the checkout page and the server agree to the fen.
 */
export const MATERIAL_FREIGHT = { FREE_FROM_CENTS: 9900, FLAT_CENTS: 1000 } as const;
export function materialFreightCents(goodsCents: number): number {
  return goodsCents >= MATERIAL_FREIGHT.FREE_FROM_CENTS ? 0 : MATERIAL_FREIGHT.FLAT_CENTS;
}

/** A printer model the platform sells to shops (device-sell-form; ADMIN-MAP D2). */
export const DeviceModel = z.looseObject({
  id: Id,
  name: z.string(),
  image_url: OptText,
  price: Money,
  description: z.optional(OptText),
});
export type DeviceModel = z.infer<typeof DeviceModel>;

// Path not shown: chosen GET /api/manage-goods/device-models, the device catalogue (models and prices).
export const deviceModels = endpoint({
  method: "GET",
  path: "/api/manage-goods/device-models",
  access: "merchant",
  input: NoInput,
  output: z.looseObject({ list: z.array(DeviceModel) }),
  summary: "The printer models a shop can order, with prices",
});

export const materialsEndpoints = [
  list,
  materialInfo,
  shopList,
  info,
  save,
  setStatus,
  setTop,
  remove,
  cartList,
  cartAdd,
  cartUpdate,
  cartDelete,
  deviceModels,
] as const;
