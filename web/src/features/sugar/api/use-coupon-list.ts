/** coupon/list status 0 on this printer (§7): the pay sheet's coupons, soonest to expire first. */
import { COUPON_STATUS, couponList, type Coupon } from "../../../../contract/http/coupon.ts";
import { setCached } from "../../../lib/api-cache.ts";
import { request } from "../../../lib/http.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

/** Enough for the pay sheet: it uses the first coupon of each type. */
const LIMIT = 50;

const query = (sn: string) => ({ status: COUPON_STATUS.UNUSED, sn, limit: LIMIT });

export function useUsableCoupons(sn: string | null): ApiState<{ list: Coupon[]; total: number }> {
  return useApi(couponList, sn === null ? null : query(sn));
}

/**
 * The coupons asked for at start-print, before an order is made (issue 11: is there any way to
 * pay?); the answer is cached for the pay sheet. undefined when they could not be read.
 */
export async function fetchUsableCoupons(sn: string): Promise<Coupon[] | undefined> {
  try {
    const data = await request(couponList, query(sn), { silent: true });
    setCached(couponList, query(sn), data);
    return data.list;
  } catch {
    return undefined;
  }
}
