/** GET manage-activity/record-list: one page of the buyers' submissions, waiting ones first (filter by activity, status, shop). */
import { activityRecordList } from "../../../../../contract/http/activity.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** The list's query (filters kept in the URL by the page, its page and size); null = not yet. */
export type ActivityRecordsQuery = InputOf<typeof activityRecordList>;

export function useActivityRecords(query: ActivityRecordsQuery | null) {
  return useApi(activityRecordList, query);
}
