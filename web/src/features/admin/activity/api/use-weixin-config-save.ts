/** POST manage-activity/weixin-config-save: name, WeChat id and the QR image (an upload of the caller). What it makes stale is said once, in lib/stale-after.ts. */
import { activityWeixinConfigSave } from "../../../../../contract/http/activity.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useWeixinConfigSave(): MutationState<typeof activityWeixinConfigSave> {
  return useMutation(activityWeixinConfigSave);
}
