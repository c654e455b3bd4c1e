/** POST tixian/account-del: a payout account removed (refused while a withdrawal to it is open). */
import { accountDel } from "../../../../../contract/http/tixian.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useAccountDelete() {
  // Silent: the refusal is said on the page, beside the account it is about.
  return useMutation(accountDel, { silent: true });
}
