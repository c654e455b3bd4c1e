/** POST tixian/cancel: gives up a withdrawal not yet signed; its amount is back in the balance. */
import { withdrawCancel } from "../../../../../contract/http/tixian.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useWithdrawCancel() {
  return useMutation(withdrawCancel);
}
