/** POST manage-activity/save: create (no id) or update an activity. What it makes stale is said once, in lib/stale-after.ts. */
import { activitySave } from "../../../../../contract/http/activity.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useActivitySave(): MutationState<typeof activitySave> {
  return useMutation(activitySave);
}
