/** GET platform/withdraw-list, one page: every company's withdrawals; status 10 is the review queue, oldest first. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { withdrawList } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export type WithdrawQueueQuery = InputOf<typeof withdrawList>;

export function useWithdrawQueue(query: WithdrawQueueQuery) {
  return useApi(withdrawList, query);
}
