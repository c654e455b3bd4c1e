/** GET manage-activity/info: one activity with its numbers (null id = nothing to ask). */
import { activityManageInfo } from "../../../../contract/http/activity.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useActivity(id: number | null) {
  return useApi(activityManageInfo, id === null ? null : { id });
}
