/** GET manage/month-statistics: the last 12 months' income, orders and refunds, oldest first. */
import { monthStatistics } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";
import { monthStatisticsInput } from "../queries.ts";

export function useMonthStatistics(shopId: number | undefined) {
  return useApi(monthStatistics, monthStatisticsInput(shopId));
}
