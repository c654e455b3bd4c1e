/**
 * The one shop a page is about (photo settings, contacts, a pattern's shop): the shell's chosen
 * shop (lib/admin/shop-scope.ts: the URL's shop_id, else the remembered one), or the merchant's
 * only shop. A merchant with several shops and none chosen is asked to choose (ShopChooser); a
 * shop_id that is not theirs is asked about anyway and answers 404, shown as "not found".
 */
import type { Shop } from "../../../../contract/http/manage-shop.ts";
import { useShopScope, useShops } from "../../../lib/admin/shop-scope.ts";

export interface OneShop {
  /** undefined: none chosen (yet). */
  shopId: number | undefined;
  /** Its row in the merchant's list, when it is there. */
  shop: Shop | undefined;
  shops: readonly Shop[] | undefined;
  /** The shop list is still on its way, so "none chosen" is not known yet. */
  loading: boolean;
  /** The shop list failed (retry with reload). */
  error: unknown;
  reload: () => void;
  choose: (id: number) => void;
}

export function useOneShop(): OneShop {
  const scope = useShopScope();
  const list = useShops(); // the same cached answer the scope reads: its error and retry
  const only = scope.shops !== undefined && scope.shops.length === 1 ? scope.shops[0] : undefined;
  const shopId = scope.shopId ?? only?.id;
  return {
    shopId,
    shop: scope.shops?.find((s) => s.id === shopId),
    shops: scope.shops,
    loading: scope.shopId === undefined && scope.shops === undefined && list.error === undefined,
    error: scope.shopId === undefined ? list.error : undefined,
    reload: () => void list.reload(),
    choose: (id) => scope.choose(id),
  };
}
