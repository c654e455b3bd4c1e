/** GET manage-cart/list: the caller's cart of one shelf; `count` (its lines) is the tab bar's badge (§2). */
import type { StoreType } from "../../../../../contract/http/materials.ts";
import { cartList } from "../../../../../contract/http/materials.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useCart(type: StoreType) {
  return useApi(cartList, { type });
}
