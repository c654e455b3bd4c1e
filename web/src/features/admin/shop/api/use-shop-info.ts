/** GET manage-shop/info: a shop with its contact, invoice and payout account. */
import { shopInfo } from "../../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useShopInfo(id: number | null) {
  return useApi(shopInfo, id === null ? null : { id });
}
