/** GET platform/withdraw-list, paged: every company's withdrawals; status 10 is the review queue, oldest first. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { withdrawList } from "../../../../contract/http/platform.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export type WithdrawQueueQuery = Omit<InputOf<typeof withdrawList>, "page" | "limit">;

export function useWithdrawQueue(query: WithdrawQueueQuery) {
  return usePagedApi(withdrawList, query);
}
