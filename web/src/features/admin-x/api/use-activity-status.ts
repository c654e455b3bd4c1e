/** POST platform/activity-status: take a shop's activity down with a reason (buyers no longer see it) or put it back. */
import { activityStatus } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useActivityStatus() {
  return useMutation(activityStatus, { refreshOnRefusal: true });
}
