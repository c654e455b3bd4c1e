/** POST order/payment (§4, §7): pays an order; the answer's shape depends on the pay type sent. */
import { payOrder } from "../../../../contract/http/order.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function usePayOrder() {
  return useMutation(payOrder);
}
