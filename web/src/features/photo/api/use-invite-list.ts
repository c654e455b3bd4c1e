/** photo/invite-list: the people the caller invited. */
import { photoInviteList } from "../../../../contract/http/photo.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export function useInviteList() {
  return usePagedApi(photoInviteList, {}, 20);
}
