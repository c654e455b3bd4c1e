/** The merchant admin dashboard area (§2 /admin/dashboard): its route table. device-error comes with the printer pages. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { DashboardPage } from "./pages/index.tsx";
import { MaterialRankPage } from "./pages/material-rank.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.dashboard.index(), DashboardPage],
  [adminPaths.dashboard.deviceError(), null],
  [adminPaths.dashboard.materialRank(), MaterialRankPage],
];

export default function AdminDashboardRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
