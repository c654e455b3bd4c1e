/** coupon/list status 0 on this printer (§7): the pay sheet's coupons, soonest to expire first. */
import { COUPON_STATUS, couponList, type Coupon } from "../../../../contract/http/coupon.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

/** Enough for the pay sheet: it uses the first coupon of each type. */
const LIMIT = 50;

export function useUsableCoupons(sn: string | null): ApiState<{ list: Coupon[]; total: number }> {
  return useApi(couponList, sn === null ? null : { status: COUPON_STATUS.UNUSED, sn, limit: LIMIT });
}
