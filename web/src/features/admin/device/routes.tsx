/** The merchant admin device area (§2 /admin/device): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.device.index(), null],
  [adminPaths.device.detail(), null],
  [adminPaths.device.form(), null],
  [adminPaths.device.bind(), null],
];

export default function AdminDeviceRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
