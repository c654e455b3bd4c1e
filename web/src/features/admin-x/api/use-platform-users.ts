/** GET platform/user-list, paged: every user, by part of the mobile or the nickname (masked, §5), with level and company. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { userList } from "../../../../contract/http/platform.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export type PlatformUserQuery = Omit<InputOf<typeof userList>, "page" | "limit">;

export function usePlatformUsers(query: PlatformUserQuery) {
  return usePagedApi(userList, query);
}
