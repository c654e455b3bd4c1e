/** GET manage-shop/data: a shop's income, orders and printers (null id = nothing to ask). */
import { shopData } from "../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useShopData(id: number | null) {
  return useApi(shopData, id === null ? null : { id });
}
