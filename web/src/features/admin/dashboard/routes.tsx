/** The merchant admin dashboard area (§2 /admin/dashboard): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.dashboard.index(), null],
  [paths.admin.dashboard.deviceError(), null],
  [paths.admin.dashboard.materialRank(), null],
];

export default function AdminDashboardRoutes() {
  return <AreaSwitch routes={routes} />;
}
