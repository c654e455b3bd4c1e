/** The merchant admin shop area (§2 /admin/shop): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.shop.index(), null],
  [paths.admin.shop.detail(), null],
  [paths.admin.shop.form(), null],
  [paths.admin.shop.deviceForm(), null],
  [paths.admin.shop.deviceSellForm(), null],
  [paths.admin.shop.deviceOrder(), null],
  [paths.admin.shop.deviceShip(), null],
  [paths.admin.shop.sugarList(), null],
  [paths.admin.shop.sugarForm(), null],
  [paths.admin.shop.settings(), null],
  [paths.admin.shop.photoList(), null],
  [paths.admin.shop.photoTemplate(), null],
  [paths.admin.shop.photoFrame(), null],
  [paths.admin.shop.photoWatermark(), null],
  [paths.admin.shop.contact(), null],
];

export default function AdminShopRoutes() {
  return <AreaSwitch routes={routes} />;
}
