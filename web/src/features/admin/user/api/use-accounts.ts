/** GET tixian/account-list: the caller's payout accounts (numbers masked, §5). */
import { accountList } from "../../../../../contract/http/tixian.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useAccounts() {
  return useApi(accountList, {});
}
