/** POST coupon/add: claim an offer by id (a /user/get-coupon link) or a code; the lists reload. */
import { addCoupon, couponInfo, couponList } from "../../../../contract/http/coupon.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [couponList, couponInfo];

export function useAddCoupon() {
  // Silent: "already claimed", "sold out", "wrong code" are said on the page.
  return useMutation(addCoupon, { invalidates: INVALIDATES, silent: true });
}
