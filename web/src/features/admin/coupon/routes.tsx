/** The merchant admin coupon area (§2 /admin/coupon): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.coupon.index(), null],
  [paths.admin.coupon.form(), null],
  [paths.admin.coupon.detail(), null],
];

export default function AdminCouponRoutes() {
  return <AreaSwitch routes={routes} />;
}
