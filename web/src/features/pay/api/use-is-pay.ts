/** GET order/is-pay: whether an order is paid (null sn: not asked). */
import { isPay } from "../../../../contract/http/order.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useIsPay(orderSn: string | null) {
  return useApi(isPay, orderSn === null ? null : { order_sn: orderSn });
}
