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

// Every admin detail page reads its id the same way (lib/admin/query-id.ts).
export { queryId } from "../../../lib/admin/query-id.ts";
