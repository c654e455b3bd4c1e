/** The merchant admin photo-order area (§2 /admin/photo-order): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.photoOrder.index(), null],
  [adminPaths.photoOrder.detail(), null],
  [adminPaths.photoOrder.refund(), null],
];

export default function AdminPhotoOrderRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
