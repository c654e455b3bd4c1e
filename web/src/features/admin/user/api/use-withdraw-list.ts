/** GET tixian/list: the caller's withdrawals, newest first, by status. */
import { withdrawList } from "../../../../../contract/http/tixian.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useWithdrawList(query: InputOf<typeof withdrawList> | null) {
  return useApi(withdrawList, query);
}
