/**
 * The admin's two print-order lists (§2 /admin/order and /admin/photo-order) are one feature:
 * photo orders are goods type 16, sugar orders every other type (contract GOODS_GROUPS). A page
 * is given its group and takes its hrefs and title from here.
 */
import type { GoodsGroup } from "../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";

export type { GoodsGroup } from "../../../../contract/http/manage-order.ts";

export const GROUP_PATHS: Readonly<Record<GoodsGroup, { index: typeof adminPaths.order.index; detail: typeof adminPaths.order.detail; refund: typeof adminPaths.order.refund }>> = {
  sugar: adminPaths.order,
  photo: adminPaths.photoOrder,
};

/** The positive whole `id` of a query string, or null. */
export function queryId(search: string): number | null {
  const raw = new URLSearchParams(search).get("id");
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}
