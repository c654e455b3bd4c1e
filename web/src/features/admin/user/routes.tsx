/** The merchant admin user area (§2 /admin/user): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.user.index(), null],
  [adminPaths.user.bankCard(), null],
  [adminPaths.user.bankCardForm(), null],
  [adminPaths.user.bankCardDetail(), null],
  [adminPaths.user.withdrawForm(), null],
  [adminPaths.user.income(), null],
  [adminPaths.user.coinIncome(), null],
  [adminPaths.user.withdraw(), null],
  [adminPaths.user.withdrawSign(), null],
  [adminPaths.user.invite(), null],
  [adminPaths.user.inviteList(), null],
  [adminPaths.user.inviteShare(), null],
  [adminPaths.user.downloadRecord(), null],
];

export default function AdminUserRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
