/**
 * GET sugar/activity-popup: after a paid print, whether to show the §1 cash-back pop-up and the
 * tasks it offers. The draw is the server's, fixed per order, so asking again answers the same.
 */
import { activityPopup } from "../../../../contract/http/activity.ts";
import { useApi } from "../../../lib/use-api.ts";

/** orderId null = not paid yet (nothing asked). */
export function useActivityPopup(orderId: number | null) {
  return useApi(activityPopup, orderId === null ? null : { order_id: orderId });
}
