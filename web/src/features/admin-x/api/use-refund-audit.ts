/** POST manage-order/audit (levels 3, 7): pass a refund application, or refuse it with a remark the applicant reads. */
import { audit } from "../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useRefundAudit() {
  return useMutation(audit, { refreshOnRefusal: true });
}
