/** The merchant admin shop area (§2 /admin/shop): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.shop.index(), null],
  [adminPaths.shop.detail(), null],
  [adminPaths.shop.form(), null],
  [adminPaths.shop.deviceForm(), null],
  [adminPaths.shop.deviceSellForm(), null],
  [adminPaths.shop.deviceOrder(), null],
  [adminPaths.shop.deviceShip(), null],
  [adminPaths.shop.sugarList(), null],
  [adminPaths.shop.sugarForm(), null],
  [adminPaths.shop.settings(), null],
  [adminPaths.shop.photoList(), null],
  [adminPaths.shop.photoTemplate(), null],
  [adminPaths.shop.photoFrame(), null],
  [adminPaths.shop.photoWatermark(), null],
  [adminPaths.shop.contact(), null],
];

export default function AdminShopRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
