/** GET manage-coupon/info: one offer. */
import { couponOfferInfo } from "../../../../../contract/http/manage-coupon.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useCouponOffer(id: number | null) {
  return useApi(couponOfferInfo, id === null ? null : { id });
}
