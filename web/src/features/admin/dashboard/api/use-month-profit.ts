/** GET manage/month-profit-data: income per day of a month (§3 calendar entries), for the heat map. */
import { monthProfitData } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useMonthProfit(month: string, shopId: number | undefined) {
  return useApi(monthProfitData, shopId === undefined ? { month } : { month, shop_id: shopId });
}
