/**
 * Which shop the merchant chose (lib/admin/shop-scope.ts): pure, with no schema and no React, so
 * the dashboard's early requests (features/admin/dashboard/early.ts) can tell it before the admin
 * code has loaded.
 */

/** A merchant's shops fit one page (the API's largest); an admin past that searches instead. */
export const SHOPS_LIMIT = 100;
/** Remembered when the merchant chose all shops (so a remembered single shop does not come back). */
export const ALL_SHOPS = "all";

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
export function chosenShopId(search: string, stored: string | undefined, shops: readonly { id: number }[] | undefined): number | undefined {
  const fromUrl = positiveId(new URLSearchParams(search).get("shop_id"));
  if (fromUrl !== undefined) return fromUrl;
  const remembered = stored === ALL_SHOPS ? undefined : positiveId(stored);
  if (remembered === undefined) return undefined;
  return shops === undefined || shops.some((s) => s.id === remembered) ? remembered : undefined;
}
