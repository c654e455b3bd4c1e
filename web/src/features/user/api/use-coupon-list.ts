/** GET coupon/list, paged: by status (0 unused, 1 used, 2 expired), partner coupons or the rest. */
import { couponList, type CouponStatus } from "../../../../contract/http/coupon.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export function useCouponList(filter: { status?: CouponStatus; partner: boolean }) {
  const query = { is_partner: filter.partner ? 1 : 0, ...(filter.status !== undefined ? { status: filter.status } : {}) } as const;
  return usePagedApi(couponList, query);
}
