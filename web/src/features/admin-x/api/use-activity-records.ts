/** GET manage-activity/record-list, one page: the buyers' submissions of one activity (null = not asked). */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { activityRecordList } from "../../../../contract/http/activity.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useActivityRecords(query: InputOf<typeof activityRecordList> | null) {
  return useApi(activityRecordList, query);
}
