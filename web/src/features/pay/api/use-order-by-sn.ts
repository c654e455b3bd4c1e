/** tanghua/user-order filtered by order_sn: the one order a pay page is about. */
import { userOrders } from "../../../../contract/http/tanghua.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useOrderBySn(orderSn: string | null) {
  return useApi(userOrders, orderSn === null ? null : { order_sn: orderSn, limit: 1 });
}
