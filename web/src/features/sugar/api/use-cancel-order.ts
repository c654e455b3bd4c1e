/** order/cancel (issue 11): closes one of the caller's unpaid orders; what it makes stale is in lib/stale-after.ts. */
import { cancelOrder } from "../../../../contract/http/order.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function useCancelOrder(): MutationState<typeof cancelOrder> {
  return useMutation(cancelOrder);
}
