/** The merchant admin coupon area (§2 /admin/coupon): its route table. Pages arrive with the issue that builds this area. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.coupon.index(), null],
  [adminPaths.coupon.form(), null],
  [adminPaths.coupon.detail(), null],
];

export default function AdminCouponRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
