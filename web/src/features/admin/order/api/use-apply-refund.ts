/** POST manage-order/apply-refund: the shop asks the platform to refund a customer's order (stale: lib/stale-after.ts). */
import { applyRefund } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useApplyRefund() {
  // A refusal (a refund asked meanwhile, in another tab) reads the order again: the form gives way to it.
  return useMutation(applyRefund, { refreshOnRefusal: true });
}
