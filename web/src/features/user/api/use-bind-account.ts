/** POST user/bind-account: bind a mobile (with a bind code) to the current user. */
import { bindAccount } from "../../../../contract/http/auth.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useBindAccount() {
  // Silent: a wrong code or a number bound elsewhere is said under the field.
  return useMutation(bindAccount, { silent: true });
}
