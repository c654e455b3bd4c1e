/** POST manage-order/download: an export of the list's orders over a date range, as CSV. */
import { download } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useOrderExport() {
  return useMutation(download);
}
