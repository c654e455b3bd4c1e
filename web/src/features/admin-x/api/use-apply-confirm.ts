/** POST manage-order/apply-confirm (levels 3, 7): accept a paid device order for shipping, or refuse it with a remark (the money goes back). */
import { applyConfirm } from "../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useApplyConfirm() {
  return useMutation(applyConfirm, { refreshOnRefusal: true });
}
