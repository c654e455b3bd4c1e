/** GET platform/admin-list, paged: who holds level 1, 3 or 7, the highest first. */
import { adminList } from "../../../../contract/http/platform.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export function useAdminList() {
  return usePagedApi(adminList, {});
}
