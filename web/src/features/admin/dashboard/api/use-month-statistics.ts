/** GET manage/month-statistics: the last 12 months' income, orders and refunds, oldest first. */
import { monthStatistics } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";

export const CHART_MONTHS = 12;

export function useMonthStatistics(shopId: number | undefined) {
  return useApi(monthStatistics, shopId === undefined ? { months: CHART_MONTHS } : { months: CHART_MONTHS, shop_id: shopId });
}
