/** POST manage-activity/end: end an activity now (idempotent). What it makes stale is said once, in lib/stale-after.ts. */
import { activityEnd } from "../../../../../contract/http/activity.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useActivityEnd(): MutationState<typeof activityEnd> {
  return useMutation(activityEnd);
}
