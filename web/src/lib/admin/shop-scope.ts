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
import { useApi } from "../use-api.ts";

/** A merchant's shops fit one page (the API's largest); an admin past that searches instead. */
export const SHOPS_LIMIT = 100;
const ALL = "all";

export function shopStorageKey(userId: number): string {
  return `admin_shop_id:${userId}`;
}

function positiveId(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * The chosen shop: the URL's `shop_id`, else the remembered one; a remembered shop the user no
 * longer has (another account on this phone, a closed shop) is ignored once the list says so.
 */
export function chosenShopId(search: string, stored: string | undefined, shops: readonly Pick<Shop, "id">[] | undefined): number | undefined {
  const fromUrl = positiveId(new URLSearchParams(search).get("shop_id"));
  if (fromUrl !== undefined) return fromUrl;
  const remembered = stored === ALL ? undefined : positiveId(stored);
  if (remembered === undefined) return undefined;
  return shops === undefined || shops.some((s) => s.id === remembered) ? remembered : undefined;
}

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
      if (key !== undefined) writeString(key, id === undefined ? ALL : String(id));
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
