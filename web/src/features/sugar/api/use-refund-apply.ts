/** tanghua/apply-refund; the order's detail and the order list are reloaded after it. */
import { applyRefund } from "../../../../contract/http/tanghua.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function useRefundApply(): MutationState<typeof applyRefund> {
  return useMutation(applyRefund);
}
