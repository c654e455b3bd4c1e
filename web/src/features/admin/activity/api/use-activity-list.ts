/** GET manage-activity/list: one page of the company's activities (running first, then upcoming, then ended). */
import { activityManageList } from "../../../../../contract/http/activity.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** The list's query (filters kept in the URL by the page, its page and size); null = not yet. */
export type ActivityListQuery = InputOf<typeof activityManageList>;

export function useActivityList(query: ActivityListQuery | null) {
  return useApi(activityManageList, query);
}
