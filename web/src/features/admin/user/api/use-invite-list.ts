/** GET manage/invite-list: the people the caller invited (mobiles masked, §5), a page at a time. */
import { inviteList } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useInviteList(page: number, limit: number) {
  return useApi(inviteList, { page, limit });
}
