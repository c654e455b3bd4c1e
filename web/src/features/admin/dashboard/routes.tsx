/** The merchant admin dashboard area (§2 /admin/dashboard): the home, the printers reporting errors, the materials ranked. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { lazyArea } from "../../../lib/lazy-area.ts";
import { DashboardPage } from "./pages/index.tsx";
import { MaterialRankPage } from "./pages/material-rank.tsx";

// Its own chunk: this area is in the shell's first load (the dashboard's figures ≤ 2 s, its first
// load ≤ 140 KB), and the printers' calls and blocks it needs are nobody else's there.
const DeviceErrorPage = lazyArea(() => import("./pages/device-error.tsx"));

const routes: readonly RouteEntry[] = [
  [adminPaths.dashboard.index(), DashboardPage],
  [adminPaths.dashboard.deviceError(), DeviceErrorPage],
  [adminPaths.dashboard.materialRank(), MaterialRankPage],
];

export default function AdminDashboardRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
