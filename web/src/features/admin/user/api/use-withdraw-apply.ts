/** POST tixian/apply: a withdrawal (the ledger holds the amount at once) waiting for its e-signature. */
import { apply } from "../../../../../contract/http/tixian.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useWithdrawApply() {
  // Silent: "over the balance", "too many open" are said on the form.
  return useMutation(apply, { silent: true });
}
