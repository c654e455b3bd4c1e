/** GET manage-goods/shop-list: the patterns a shop sells, by shop_id or printer serial (sn, D8), kind sugar|photo. */
import { shopList } from "../../../../../contract/http/materials.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

/** The list's filters (kept in the URL by the page); null = not yet. */
export type ShopGoodsFilter = Omit<InputOf<typeof shopList>, "page" | "limit">;

export function useShopGoods(filter: ShopGoodsFilter | null) {
  return usePagedApi(shopList, filter);
}
