/**
 * The pattern form's rules (/admin/shop/sugar-form; contract materials.ts SaveGoodsInput): a
 * name, 1–9 pictures (the first is the cover), a price above 0 and at most 10,000 with at most 2
 * decimals, a whole coins price if any (≤ 100,000), at most 5 tags of 1–10 characters (§3 remark:
 * space-separated), on sale or not. Errors keyed as the server's 422 names the fields.
 */
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import { GOODS_IMAGES_MAX, type SaveGoodsInput, type ShopGoodsInfo } from "../../../../../contract/http/materials.ts";
import type * as z from "zod/mini";

export const GOODS_NAME_MAX = 30;
export const PRICE_MAX = 10_000;
export const COINS_MAX = 100_000;
export const TAGS_MAX = 5;
export const TAG_MAX = 10;

export type GoodsTypeChoice = typeof GOODS_TYPE.SYSTEM | typeof GOODS_TYPE.SUGAR_DRAWING | typeof GOODS_TYPE.PHOTO;

export interface GoodsDraft {
  shopId: string;
  type: GoodsTypeChoice;
  name: string;
  images: string[];
  price: string;
  coins: string;
  tags: string[];
  onSale: boolean;
}

export function goodsDraft(info: ShopGoodsInfo | undefined, defaults: { shopId?: number | undefined; type: GoodsTypeChoice }): GoodsDraft {
  if (info === undefined)
    return { shopId: defaults.shopId !== undefined ? String(defaults.shopId) : "", type: defaults.type, name: "", images: [], price: "", coins: "", tags: [], onSale: true };
  const images = info.image_list.map((i) => i.image_url);
  const type = info.goods_type_id === GOODS_TYPE.SYSTEM || info.goods_type_id === GOODS_TYPE.PHOTO ? info.goods_type_id : GOODS_TYPE.SUGAR_DRAWING;
  return {
    shopId: String(info.shop_id),
    type,
    name: info.name,
    images: images.length > 0 ? images : info.image_url ? [info.image_url] : [],
    price: Number(info.price).toFixed(2),
    coins: info.coins_price === null || info.coins_price === undefined ? "" : String(info.coins_price),
    tags: (info.remark ?? "").split(/\s+/).filter(Boolean),
    onSale: info.status === 1,
  };
}

export type GoodsMessage = (key: "required" | "tooLong" | "imagesRequired" | "priceBad" | "priceTooHigh" | "coinsBad" | "shopRequired" | "tagsTooMany" | "tagTooLong", n?: number) => string;

export function goodsErrors(d: GoodsDraft, msg: GoodsMessage): Record<string, string> {
  const out: Record<string, string> = {};
  if (d.shopId === "") out["shop_id"] = msg("shopRequired");
  const name = d.name.trim();
  if (name === "") out["name"] = msg("required");
  else if (name.length > GOODS_NAME_MAX) out["name"] = msg("tooLong", GOODS_NAME_MAX);
  if (d.images.length === 0) out["image_url"] = msg("imagesRequired");
  const price = d.price.trim();
  if (price === "") out["price"] = msg("required");
  else if (!/^\d{1,8}(\.\d{1,2})?$/.test(price) || Number(price) <= 0) out["price"] = msg("priceBad");
  else if (Number(price) > PRICE_MAX) out["price"] = msg("priceTooHigh", PRICE_MAX);
  const coins = d.coins.trim();
  if (coins !== "" && (!/^\d{1,6}$/.test(coins) || Number(coins) > COINS_MAX)) out["coins_price"] = msg("coinsBad", COINS_MAX);
  if (d.tags.length > TAGS_MAX) out["remark"] = msg("tagsTooMany", TAGS_MAX);
  else if (d.tags.some((t) => t.length > TAG_MAX)) out["remark"] = msg("tagTooLong", TAG_MAX);
  return out;
}

/** A tag as typed: no spaces inside (they separate tags), at most TAG_MAX characters. */
export function cleanTag(raw: string): string {
  return raw.replace(/\s+/g, "").slice(0, TAG_MAX);
}

export function goodsInput(d: GoodsDraft, id: number | undefined): z.input<typeof SaveGoodsInput> {
  const coins = d.coins.trim();
  return {
    ...(id !== undefined ? { id } : {}),
    shop_id: Number(d.shopId),
    goods_type_id: d.type,
    name: d.name.trim(),
    image_url: d.images[0] ?? "",
    image_list: d.images.slice(0, GOODS_IMAGES_MAX),
    price: d.price.trim(),
    // Emptied on an edit: no coins price any more (null); a new pattern simply has none.
    ...(coins !== "" ? { coins_price: Number(coins) } : id !== undefined ? { coins_price: null } : {}),
    remark: d.tags.join(" "),
    status: d.onSale ? 1 : 0,
  };
}
