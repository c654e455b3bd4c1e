/** The platform admin (§2 /admin/x): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.x.index(), null],
  [paths.admin.x.settings(), null],
  [paths.admin.x.deviceOrder(), null],
  [paths.admin.x.deviceRefund(), null],
  [paths.admin.x.deviceShip(), null],
  [paths.admin.x.shop(), null],
  [paths.admin.x.shopActivity(), null],
  [paths.admin.x.shopActivityDetail(), null],
  [paths.admin.x.materialOrder(), null],
  [paths.admin.x.materialShip(), null],
  [paths.admin.x.userList(), null],
  [paths.admin.x.adminUserList(), null],
  [paths.admin.x.photoRefund(), null],
  [paths.admin.x.sugarRefund(), null],
  [paths.admin.x.photoFrame(), null],
];

export default function AdminXRoutes() {
  return <AreaSwitch routes={routes} />;
}
