/** POST tixian/account-save: a payout account created or changed; a 422 names each field at fault (data.fields). */
import { accountSave } from "../../../../../contract/http/tixian.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useAccountSave() {
  return useMutation(accountSave, { silent: true });
}
