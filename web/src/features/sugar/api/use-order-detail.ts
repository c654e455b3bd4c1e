/** tanghua/order-info: one of the caller's print orders. */
import type { PrintOrder } from "../../../../contract/http/order.ts";
import { orderInfo } from "../../../../contract/http/tanghua.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

export function useOrderDetail(orderId: number | undefined): ApiState<PrintOrder> {
  return useApi(orderInfo, orderId === undefined ? null : { order_id: orderId });
}
