/** GET manage-activity/record-info: one submission with its screenshots. */
import { activityRecordInfo } from "../../../../../contract/http/activity.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useActivityRecord(id: number | null) {
  return useApi(activityRecordInfo, id === null ? null : { id });
}
