/** order/moni-make: a free test print of a pattern, for the printer's managers only (is_manage). */
import { moniMakeOrder } from "../../../../../contract/http/order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useTestPrint() {
  return useMutation(moniMakeOrder);
}
