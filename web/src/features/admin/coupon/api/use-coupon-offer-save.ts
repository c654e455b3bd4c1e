/** POST manage-coupon/save: create (no id) or update an offer. What it makes stale is said once, in lib/stale-after.ts. */
import { couponOfferSave } from "../../../../../contract/http/manage-coupon.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useCouponOfferSave(): MutationState<typeof couponOfferSave> {
  return useMutation(couponOfferSave);
}
