/** GET manage-coupon/claim-list: the coupons claimed from one offer (who, when, used on which order and printer), paged. */
import { couponOfferClaims, type CouponClaim } from "../../../../../contract/http/manage-coupon.ts";
import type { CouponStatus } from "../../../../../contract/http/coupon.ts";
import { usePagedApi, type PagedState } from "../../../../lib/use-paged-api.ts";

export function useCouponClaims(id: number | null, status?: CouponStatus): PagedState<CouponClaim> {
  return usePagedApi(couponOfferClaims, id === null ? null : { id, ...(status === undefined ? {} : { status }) });
}
