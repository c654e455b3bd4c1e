/** The merchant admin store area (§2 /admin/store): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.store.index(), null],
  [paths.admin.store.goodsInfo(), null],
  [paths.admin.store.cart(), null],
  [paths.admin.store.checkout(), null],
  [paths.admin.store.order(), null],
  [paths.admin.store.orderInfo(), null],
];

export default function AdminStoreRoutes() {
  return <AreaSwitch routes={routes} />;
}
