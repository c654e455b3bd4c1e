/**
 * The platform admin (§2 /admin/x): its route table. §2's fifteen routes, each a list without
 * `id` and a record's page with one where it has records, plus the withdrawal review and the audit
 * journal (issue 17), reached from the index. Who may act is the server's (PLATFORM_LEVELS); the
 * pages show level 1 no action it would refuse (components/level.ts).
 */
import { adminPaths } from "../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { AdminPendingPage } from "../../components/admin/admin-pending-page.tsx";
import { AdminUserListPage } from "./pages/admin-user-list.tsx";
import { AuditPage } from "./pages/audit.tsx";
import { DeviceOrderPage } from "./pages/device-order.tsx";
import { DeviceRefundPage } from "./pages/device-refund.tsx";
import { ShipPage } from "./pages/device-ship.tsx";
import { IndexPage } from "./pages/index.tsx";
import { MaterialOrderPage } from "./pages/material-order.tsx";
import { PhotoFramePage } from "./pages/photo-frame.tsx";
import { PrintRefundPage } from "./pages/print-refund.tsx";
import { SettingsPage } from "./pages/settings.tsx";
import { ShopActivityDetailPage } from "./pages/shop-activity-detail.tsx";
import { ShopActivityPage } from "./pages/shop-activity.tsx";
import { ShopPage } from "./pages/shop.tsx";
import { UserListPage } from "./pages/user-list.tsx";
import { WithdrawPage } from "./pages/withdraw.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.x.index(), IndexPage],
  [adminPaths.x.settings(), SettingsPage],
  [adminPaths.x.deviceOrder(), DeviceOrderPage],
  [adminPaths.x.deviceRefund(), DeviceRefundPage],
  [adminPaths.x.deviceShip(), () => <ShipPage kind="device" />],
  [adminPaths.x.shop(), ShopPage],
  [adminPaths.x.shopActivity(), ShopActivityPage],
  [adminPaths.x.shopActivityDetail(), ShopActivityDetailPage],
  [adminPaths.x.materialOrder(), MaterialOrderPage],
  [adminPaths.x.materialShip(), () => <ShipPage kind="material" />],
  [adminPaths.x.userList(), UserListPage],
  [adminPaths.x.adminUserList(), AdminUserListPage],
  [adminPaths.x.photoRefund(), () => <PrintRefundPage group="photo" />],
  [adminPaths.x.sugarRefund(), () => <PrintRefundPage group="sugar" />],
  [adminPaths.x.photoFrame(), PhotoFramePage],
  [adminPaths.x.withdraw(), WithdrawPage],
  [adminPaths.x.audit(), AuditPage],
];

/** §6: only admins reach here (app/routes.tsx RequireAdmin); the merchant admin's shell frames it. */
export default function AdminXRoutes() {
  return (
    <AdminShell>
      <AreaSwitch routes={routes} pending={AdminPendingPage} />
    </AdminShell>
  );
}
