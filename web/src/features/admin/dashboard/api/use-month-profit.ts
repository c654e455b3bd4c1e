/** GET manage/month-profit-data: income per day of a month (§3 calendar entries), for the heat map. */
import { monthProfitData } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";
import { monthProfitInput } from "../queries.ts";

export function useMonthProfit(month: string, shopId: number | undefined) {
  return useApi(monthProfitData, monthProfitInput(month, shopId));
}
