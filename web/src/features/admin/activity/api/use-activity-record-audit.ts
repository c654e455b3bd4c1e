/** POST manage-activity/record-audit {id, pass, reason?}: approve (pays the cash back once) or refuse with a reason. What it makes stale is said once, in lib/stale-after.ts. */
import { activityRecordAudit } from "../../../../../contract/http/activity.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useActivityRecordAudit(): MutationState<typeof activityRecordAudit> {
  return useMutation(activityRecordAudit);
}
