/** The user centre (§2 /user): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.user.index(), null],
  [paths.user.bind(), null],
  [paths.user.address(), null],
  [paths.user.addressForm(), null],
  [paths.user.coupon(), null],
  [paths.user.partnerCoupon(), null],
  [paths.user.partnerCouponDetail(), null],
  [paths.user.couponDetail(), null],
  [paths.user.getCoupon(), null],
];

export default function UserRoutes() {
  return <AreaSwitch routes={routes} />;
}
