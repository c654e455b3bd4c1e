/** POST manage-order/confirm-refund (levels 3, 7): pay an approved refund back, once, whoever else presses at the same time. */
import { confirmRefund } from "../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useConfirmRefund() {
  return useMutation(confirmRefund, { refreshOnRefusal: true });
}
