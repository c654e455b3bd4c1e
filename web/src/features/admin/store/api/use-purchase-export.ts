/** POST manage-order/download with order_type "material": the shelf's orders over a date range as CSV (the download record keeps it). */
import { download } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function usePurchaseExport() {
  return useMutation(download);
}
