/** POST manage-order/shipping-confirm: the shop says its parcels arrived (21 -> 99). */
import { shippingConfirm } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useReceiptConfirm() {
  return useMutation(shippingConfirm);
}
