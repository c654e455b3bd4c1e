/** POST manage-order/apply-refund with order_type "material": the shop asks the platform to take a purchase back. */
import { applyRefund } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function usePurchaseRefund() {
  // Silent: "refund already open", "too much" are said in the refund sheet, beside the form.
  return useMutation(applyRefund, { silent: true });
}
