/** GET coupon/info: one of the caller's coupons. */
import { couponInfo } from "../../../../contract/http/coupon.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useCouponInfo(id: number | null) {
  return useApi(couponInfo, id === null ? null : { id });
}
