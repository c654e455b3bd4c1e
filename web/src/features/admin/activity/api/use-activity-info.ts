/** GET manage-activity/info: one activity with its numbers and a ticket URL per printer (the ticket page draws the QR of `tickets[].url`). */
import { activityManageInfo } from "../../../../../contract/http/activity.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useActivityInfo(id: number | null) {
  return useApi(activityManageInfo, id === null ? null : { id });
}
