/** GET manage-coupon/claim-list: one page of the coupons claimed from an offer (who, when, used on which order and printer). */
import { couponOfferClaims } from "../../../../../contract/http/manage-coupon.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type CouponClaimsQuery = InputOf<typeof couponOfferClaims>;

export function useCouponClaims(query: CouponClaimsQuery | null) {
  return useApi(couponOfferClaims, query);
}
