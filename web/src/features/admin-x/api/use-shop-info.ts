/** GET manage-shop/info: one shop with its contact and settings (null id = nothing to ask). */
import { shopInfo } from "../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useShopInfo(id: number | null) {
  return useApi(shopInfo, id === null ? null : { id });
}
