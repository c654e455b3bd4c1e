/**
 * The merchant's coupon offers (§2 /admin/coupon; issue 15): the list with claimed / used /
 * left, the form, the detail with every claim. One lazily loaded chunk (features/admin/routes.tsx).
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { CouponDetailPage } from "./pages/detail.tsx";
import { CouponFormPage } from "./pages/form.tsx";
import { CouponIndexPage } from "./pages/index.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.coupon.index(), CouponIndexPage],
  [adminPaths.coupon.form(), CouponFormPage],
  [adminPaths.coupon.detail(), CouponDetailPage],
];

export default function AdminCouponRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
