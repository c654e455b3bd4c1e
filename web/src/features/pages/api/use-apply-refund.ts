/** tanghua/apply-refund: ask for a refund of a paid order; the order lists follow. */
import { applyRefund, orderInfo, userOrders } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [userOrders, orderInfo];

export function useApplyRefund() {
  return useMutation(applyRefund, { invalidates: INVALIDATES });
}
