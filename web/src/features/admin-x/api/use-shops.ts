/** GET manage-shop/list, one page: every shop of every company (admins). */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { shopList } from "../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../lib/use-api.ts";

export type ShopQuery = InputOf<typeof shopList>;

export function useShops(query: ShopQuery) {
  return useApi(shopList, query);
}
