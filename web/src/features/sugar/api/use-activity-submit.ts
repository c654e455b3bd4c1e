/**
 * POST sugar/activity-submit {order_id, activity_id, images 1-3, remark?}: the screenshots of a
 * task; each image is first uploaded with useRefundUpload (tanghua/upload-image, checked for
 * 5 MB and png/jpeg). What it makes stale is said once, in lib/stale-after.ts.
 */
import { activitySubmit } from "../../../../contract/http/activity.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function useActivitySubmit(): MutationState<typeof activitySubmit> {
  // Silent: "already submitted", "tries used up" and the like are said on the page, by the task.
  return useMutation(activitySubmit, { silent: true });
}
