/** GET manage-activity/record-list: buyers' submissions, waiting ones first (filter by activity, status, shop). */
import { activityRecordList } from "../../../../../contract/http/activity.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

/** The list's filters (kept in the URL by the page); null = not yet. */
export type ActivityRecordsFilter = Omit<InputOf<typeof activityRecordList>, "page" | "limit">;

export function useActivityRecords(filter: ActivityRecordsFilter | null) {
  return usePagedApi(activityRecordList, filter);
}
