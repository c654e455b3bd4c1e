/** POST manage-activity/delete: delete an activity nobody submitted for (else errorCode 1: end it). What it makes stale is said once, in lib/stale-after.ts. */
import { activityDelete } from "../../../../../contract/http/activity.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useActivityDelete(): MutationState<typeof activityDelete> {
  return useMutation(activityDelete);
}
