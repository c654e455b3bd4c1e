/** POST manage-coupon/stop: stop claims now (claimed coupons stay valid). What it makes stale is said once, in lib/stale-after.ts. */
import { couponOfferStop } from "../../../../../contract/http/manage-coupon.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useCouponOfferStop(): MutationState<typeof couponOfferStop> {
  return useMutation(couponOfferStop);
}
