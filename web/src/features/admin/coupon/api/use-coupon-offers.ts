/** GET manage-coupon/list: the company's offers with claimed, used and left, paged. */
import { couponOfferList } from "../../../../../contract/http/manage-coupon.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

/** The list's filters (kept in the URL by the page); null = not yet. */
export type CouponOffersFilter = Omit<InputOf<typeof couponOfferList>, "page" | "limit">;

export function useCouponOffers(filter: CouponOffersFilter | null) {
  return usePagedApi(couponOfferList, filter);
}
