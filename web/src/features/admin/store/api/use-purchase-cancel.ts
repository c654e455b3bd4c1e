/** POST manage-order/cancel: gives up an unpaid purchase (its stock is free again; a QR shown is void). */
import { purchaseCancel } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function usePurchaseCancel() {
  return useMutation(purchaseCancel);
}
