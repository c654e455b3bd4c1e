/** The merchant admin dashboard area (§2 /admin/dashboard): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.dashboard.index(), null],
  [adminPaths.dashboard.deviceError(), null],
  [adminPaths.dashboard.materialRank(), null],
];

export default function AdminDashboardRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
