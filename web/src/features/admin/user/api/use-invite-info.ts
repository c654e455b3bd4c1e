/** GET manage/invite-info: the caller's invite code, link and totals. */
import { inviteInfo } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useInviteInfo() {
  return useApi(inviteInfo, {});
}
