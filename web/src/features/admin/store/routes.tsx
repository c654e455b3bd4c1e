/** The merchant admin store area (§2 /admin/store): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.store.index(), null],
  [adminPaths.store.goodsInfo(), null],
  [adminPaths.store.cart(), null],
  [adminPaths.store.checkout(), null],
  [adminPaths.store.order(), null],
  [adminPaths.store.orderInfo(), null],
];

export default function AdminStoreRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
