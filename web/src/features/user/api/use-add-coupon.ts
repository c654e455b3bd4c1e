/** POST coupon/add: claim an offer by id (a /user/get-coupon link) or a code; the lists reload. */
import { addCoupon } from "../../../../contract/http/coupon.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useAddCoupon() {
  // Silent: "already claimed", "sold out", "wrong code" are said on the page.
  return useMutation(addCoupon, { silent: true });
}
