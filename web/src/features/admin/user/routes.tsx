/** The merchant admin user area (§2 /admin/user): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.user.index(), null],
  [paths.admin.user.bankCard(), null],
  [paths.admin.user.bankCardForm(), null],
  [paths.admin.user.bankCardDetail(), null],
  [paths.admin.user.withdrawForm(), null],
  [paths.admin.user.income(), null],
  [paths.admin.user.coinIncome(), null],
  [paths.admin.user.withdraw(), null],
  [paths.admin.user.withdrawSign(), null],
  [paths.admin.user.invite(), null],
  [paths.admin.user.inviteList(), null],
  [paths.admin.user.inviteShare(), null],
  [paths.admin.user.downloadRecord(), null],
];

export default function AdminUserRoutes() {
  return <AreaSwitch routes={routes} />;
}
