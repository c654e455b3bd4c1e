/** order/make (§4, §7): creates the print order; the server computes the amount. */
import { makeOrder } from "../../../../contract/http/order.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function useMakeOrder(): MutationState<typeof makeOrder> {
  return useMutation(makeOrder);
}
