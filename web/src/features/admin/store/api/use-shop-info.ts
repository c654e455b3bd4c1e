/** GET manage-shop/info: a shop's saved invoice details, the checkout's default invoice. */
import { shopInfo } from "../../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useShopInfo(shopId: number | undefined) {
  return useApi(shopInfo, shopId === undefined ? null : { id: shopId });
}
