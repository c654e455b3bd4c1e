/**
 * GET sugar/order-activity for /sugar/order-activity: the cash-back tasks of one of the caller's
 * orders (order_id), or, from an activity ticket's QR (sn and activity_id), of their latest
 * qualifying order on that printer; each task with its submission and whether it can be sent.
 */
import { orderActivity } from "../../../../contract/http/activity.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useOrderActivity(q: { order_id?: number; sn?: string; activity_id?: number } | null) {
  return useApi(orderActivity, q === null || (q.order_id === undefined && q.sn === undefined) ? null : q);
}
