/** GET manage/index: the dashboard's figures for the chosen shop (or all of the caller's). */
import { index } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";
import { dashboardInput } from "../queries.ts";

export function useDashboard(shopId: number | undefined) {
  return useApi(index, dashboardInput(shopId));
}
