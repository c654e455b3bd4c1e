/** GET manage-shop/list: one page of the caller's shops (every shop for an admin), filtered; the page keeps the query in the URL. */
import { shopList } from "../../../../../contract/http/manage-shop.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type ShopListQuery = InputOf<typeof shopList>;

export function useShopList(query: ShopListQuery) {
  return useApi(shopList, query);
}
