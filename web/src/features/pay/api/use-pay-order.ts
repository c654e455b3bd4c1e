/** POST order/payment (§4, §7): pays an order; the answer's shape depends on the pay type sent. */
import { isPay, payOrder } from "../../../../contract/http/order.ts";
import { userOrders } from "../../../../contract/http/tanghua.ts";
import { userInfo } from "../../../../contract/http/auth.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [isPay, userOrders, userInfo];

export function usePayOrder() {
  return useMutation(payOrder, { invalidates: INVALIDATES });
}
