/** tanghua/apply-refund; the order's detail and the order list are reloaded after it. */
import { applyRefund, orderInfo, userOrders } from "../../../../contract/http/tanghua.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

const INVALIDATES = [orderInfo, userOrders] as const;

export function useRefundApply(): MutationState<typeof applyRefund> {
  return useMutation(applyRefund, { invalidates: INVALIDATES });
}
