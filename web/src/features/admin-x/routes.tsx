/** The platform admin (§2 /admin/x): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { AdminPendingPage } from "../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.x.index(), null],
  [adminPaths.x.settings(), null],
  [adminPaths.x.deviceOrder(), null],
  [adminPaths.x.deviceRefund(), null],
  [adminPaths.x.deviceShip(), null],
  [adminPaths.x.shop(), null],
  [adminPaths.x.shopActivity(), null],
  [adminPaths.x.shopActivityDetail(), null],
  [adminPaths.x.materialOrder(), null],
  [adminPaths.x.materialShip(), null],
  [adminPaths.x.userList(), null],
  [adminPaths.x.adminUserList(), null],
  [adminPaths.x.photoRefund(), null],
  [adminPaths.x.sugarRefund(), null],
  [adminPaths.x.photoFrame(), null],
];

/** §6: only admins reach here (app/routes.tsx RequireAdmin); the merchant admin's shell frames it. */
export default function AdminXRoutes() {
  return (
    <AdminShell>
      <AreaSwitch routes={routes} pending={AdminPendingPage} />
    </AdminShell>
  );
}
