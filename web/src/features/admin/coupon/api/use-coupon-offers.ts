/** GET manage-coupon/list: one page of the company's offers with claimed, used and left. */
import { couponOfferList } from "../../../../../contract/http/manage-coupon.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** The list's query (filters kept in the URL by the page, its page and size); null = not yet. */
export type CouponOffersQuery = InputOf<typeof couponOfferList>;

export function useCouponOffers(query: CouponOffersQuery | null) {
  return useApi(couponOfferList, query);
}
