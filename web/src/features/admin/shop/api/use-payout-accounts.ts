/** GET tixian/account-list: the caller's payout accounts, for the shop form's payout account (bank account masked). */
import { accountList } from "../../../../../contract/http/tixian.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePayoutAccounts() {
  return useApi(accountList, {});
}
