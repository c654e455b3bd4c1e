/** GET platform/admin-list, one page: who holds level 1, 3 or 7, the highest first. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { adminList } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useAdminList(query: InputOf<typeof adminList>) {
  return useApi(adminList, query);
}
