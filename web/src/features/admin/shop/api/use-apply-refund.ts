/** POST manage-order/apply-refund {order_type: "device"}: the shop asks the platform to refund a printer purchase. What it makes stale is said once, in lib/stale-after.ts. */
import { applyRefund } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useApplyRefund() {
  return useMutation(applyRefund);
}
