/** GET manage-activity/weixin-config: the official account "follow" tasks ask buyers to follow (all null until set). */
import { activityWeixinConfig } from "../../../../../contract/http/activity.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** companyId: an admin reading another company's; omitted = the caller's own. */
export function useWeixinConfig(companyId?: number) {
  return useApi(activityWeixinConfig, companyId === undefined ? {} : { company_id: companyId });
}
