/** GET manage-activity/list, one page: every company's cash-back activities (admins see all). */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { activityManageList } from "../../../../contract/http/activity.ts";
import { useApi } from "../../../lib/use-api.ts";

export type ActivityQuery = InputOf<typeof activityManageList>;

export function useActivities(query: ActivityQuery) {
  return useApi(activityManageList, query);
}
