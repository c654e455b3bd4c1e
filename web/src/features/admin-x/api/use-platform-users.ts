/** GET platform/user-list, one page: every user, by part of the mobile or the nickname (masked, §5), with level and company. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { userList } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export type PlatformUserQuery = InputOf<typeof userList>;

export function usePlatformUsers(query: PlatformUserQuery) {
  return useApi(userList, query);
}
