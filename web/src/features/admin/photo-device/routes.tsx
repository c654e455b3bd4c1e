/** The merchant admin photo-device area (§2 /admin/photo-device): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.photoDevice.index(), null],
  [adminPaths.photoDevice.form(), null],
  [adminPaths.photoDevice.manage(), null],
  [adminPaths.photoDevice.detail(), null],
];

export default function AdminPhotoDeviceRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
