/** GET tixian/account-info: one payout account (masked, §5); null id = nothing to ask (a new card). */
import { accountInfo } from "../../../../../contract/http/tixian.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useAccount(id: number | null) {
  return useApi(accountInfo, id === null ? null : { id });
}
