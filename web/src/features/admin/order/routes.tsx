/** The merchant admin order area (§2 /admin/order): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.order.index(), null],
  [adminPaths.order.detail(), null],
  [adminPaths.order.refund(), null],
];

export default function AdminOrderRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
