/** order/payment (§4, §7): pays an order; the printer's coins change with a coins payment. */
import { payOrder } from "../../../../contract/http/order.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function usePayOrder(): MutationState<typeof payOrder> {
  return useMutation(payOrder);
}
