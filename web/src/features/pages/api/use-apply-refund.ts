/** tanghua/apply-refund: ask for a refund of a paid order; the order lists follow. */
import { applyRefund } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useApplyRefund() {
  return useMutation(applyRefund);
}
