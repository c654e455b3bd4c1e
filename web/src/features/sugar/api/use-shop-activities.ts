/** sugar/activity-list: the cash-back activities of a printer's shop, 10 a page. */
import { activityList, type Activity } from "../../../../contract/http/sugar.ts";
import { useOrderPages, type OrderPages } from "./order-pages.ts";

export function useShopActivities(sn: string | undefined): OrderPages<Activity> {
  return useOrderPages<Activity>(activityList, sn === undefined ? null : { sn }, 10);
}
