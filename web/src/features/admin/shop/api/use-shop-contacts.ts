/** GET manage-shop/contact: the factory's shipping contacts and the shop's own (D10). */
import { shopContacts } from "../../../../../contract/http/manage-shop.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useShopContacts(shop_id: number | null) {
  return useApi(shopContacts, shop_id === null ? null : { shop_id });
}
