/** GET coupon/offer: what a /user/get-coupon?id= link offers, and whether the caller can claim it (issue 15). */
import { couponOffer } from "../../../../contract/http/coupon.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useCouponOffer(id: number | null) {
  return useApi(couponOffer, id === null ? null : { id });
}
