/**
 * The shop a merchant is working on (issue 14: the shell's shop switcher). A merchant with
 * several shops picks one, or all of them; the choice is the `shop_id` of the URL when it has
 * one (a shared link or a reload shows the same shop) and is remembered per user in storage
 * for the next visit. The dashboard and every list scoped by shop read it from here, so the
 * switcher and a list's shop filter are one control.
 */
import { useCallback, useMemo, useReducer } from "react";
import { useLocation, useSearch } from "wouter";
import { shopList, type Shop } from "../../../contract/http/manage-shop.ts";
import { useSession } from "../session.tsx";
import { readString, writeString } from "../storage.ts";
import { ALL_SHOPS, chosenShopId, SHOPS_LIMIT, shopStorageKey } from "./shop-choice.ts";

export { chosenShopId, SHOPS_LIMIT, shopStorageKey } from "./shop-choice.ts";
import { useApi } from "../use-api.ts";

export interface ShopScope {
  /** undefined = all of the user's shops. */
  shopId: number | undefined;
  /** The user's shops (undefined while loading or after a failure). */
  shops: readonly Shop[] | undefined;
  /** The chosen shop's record, once the list is in. */
  shop: Shop | undefined;
  /** Show a switcher: the user has more than one shop. */
  several: boolean;
  /** Picks a shop (undefined = all): remembered, and written into the URL (page 1). */
  choose: (shopId: number | undefined) => void;
}

export function useShops() {
  return useApi(shopList, { limit: SHOPS_LIMIT });
}

export function useShopScope(): ShopScope {
  const { user } = useSession();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const list = useShops();
  // A choice that leaves the URL as it was (all shops, on a page without shop_id) still re-renders.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shops = list.data?.list;
  const key = user === null ? undefined : shopStorageKey(user.id);
  const shopId = chosenShopId(search, key === undefined ? undefined : readString(key), shops);
  const choose = useCallback(
    (id: number | undefined) => {
      if (key !== undefined) writeString(key, id === undefined ? ALL_SHOPS : String(id));
      rerender();
      const q = new URLSearchParams(search);
      q.delete("page");
      if (id === undefined) q.delete("shop_id");
      else q.set("shop_id", String(id));
      const s = q.toString();
      navigate(s === "" ? path : `${path}?${s}`, { replace: true });
    },
    [key, search, path, navigate],
  );
  return useMemo(
    () => ({ shopId, shops, shop: shops?.find((s) => s.id === shopId), several: (shops?.length ?? 0) > 1, choose }),
    [shopId, shops, choose],
  );
}
