/** GET manage-shop/list for the coupon form's shop picker. */
import { shopList } from "../../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** Shops a merchant picks from (a company has a handful; 100 is the contract's page cap). */
export function useShopOptions() {
  return useApi(shopList, { page: 1, limit: 100 });
}
