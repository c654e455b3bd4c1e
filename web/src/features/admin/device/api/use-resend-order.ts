/**
 * device/send-order: send a paid order's job (again) to a printer; the printer's manager may also
 * move it to another printer of the same shop. A refusal (not paid, done, not a manager) is a toast.
 */
import { sendOrder } from "../../../../../contract/http/company.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useResendOrder() {
  return useMutation(sendOrder);
}
