/** The user centre (§2 /user): its route table. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { UserAddressFormPage } from "./pages/address-form.tsx";
import { UserAddressPage } from "./pages/address.tsx";
import { UserBindPage } from "./pages/bind.tsx";
import { UserCouponDetailPage } from "./pages/coupon-detail.tsx";
import { UserCouponPage } from "./pages/coupon.tsx";
import { GetCouponPage } from "./pages/get-coupon.tsx";
import { UserIndexPage } from "./pages/index.tsx";
import { PartnerCouponDetailPage } from "./pages/partner-coupon-detail.tsx";
import { PartnerCouponPage } from "./pages/partner-coupon.tsx";

const routes: readonly RouteEntry[] = [
  [paths.user.index(), UserIndexPage],
  [paths.user.bind(), UserBindPage],
  [paths.user.address(), UserAddressPage],
  [paths.user.addressForm(), UserAddressFormPage],
  [paths.user.coupon(), UserCouponPage],
  [paths.user.partnerCoupon(), PartnerCouponPage],
  [paths.user.partnerCouponDetail(), PartnerCouponDetailPage],
  [paths.user.couponDetail(), UserCouponDetailPage],
  [paths.user.getCoupon(), GetCouponPage],
];

export default function UserRoutes() {
  return <AreaSwitch routes={routes} />;
}
