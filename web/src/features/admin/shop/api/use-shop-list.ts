/** GET manage-shop/list: the caller's shops (every shop for an admin), paged. */
import { shopList } from "../../../../../contract/http/manage-shop.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

/** The list's filters (kept in the URL by the page); null = not yet. */
export type ShopListFilter = Omit<InputOf<typeof shopList>, "page" | "limit">;

export function useShopList(filter: ShopListFilter | null) {
  return usePagedApi(shopList, filter);
}
