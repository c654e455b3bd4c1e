/** The merchant admin order area (§2 /admin/order): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.order.index(), null],
  [paths.admin.order.detail(), null],
  [paths.admin.order.refund(), null],
];

export default function AdminOrderRoutes() {
  return <AreaSwitch routes={routes} />;
}
