/** The merchant admin activity area (§2 /admin/activity): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.activity.index(), null],
  [adminPaths.activity.weixinConfig(), null],
  [adminPaths.activity.form(), null],
  [adminPaths.activity.detail(), null],
  [adminPaths.activity.record(), null],
  [adminPaths.activity.recordDetail(), null],
  [adminPaths.activity.ticket(), null],
];

export default function AdminActivityRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
