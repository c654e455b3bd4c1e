/** POST order/make (§7): a print order for a pattern on a printer (the /pay/test page). */
import { makeOrder } from "../../../../contract/http/order.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useMakeOrder() {
  return useMutation(makeOrder);
}
