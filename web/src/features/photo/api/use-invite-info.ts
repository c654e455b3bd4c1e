/** photo/invite-info: the caller's invite link and totals. */
import { photoInviteInfo } from "../../../../contract/http/photo.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useInviteInfo() {
  return useApi(photoInviteInfo, {});
}
