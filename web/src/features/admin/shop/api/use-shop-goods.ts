/** GET manage-goods/shop-list: one page of the patterns a shop sells, by shop_id or printer serial (sn, D8), kind sugar|photo; null = not yet. */
import { shopList } from "../../../../../contract/http/materials.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type ShopGoodsQuery = InputOf<typeof shopList>;

export function useShopGoods(query: ShopGoodsQuery | null) {
  return useApi(shopList, query);
}
