/** GET manage-order/tanghua-info: one customer's print order with its refund (null id = nothing to ask). */
import { tanghuaInfo } from "../../../../contract/http/manage-order.ts";
import { useApi } from "../../../lib/use-api.ts";

export function usePrintOrder(id: number | null) {
  return useApi(tanghuaInfo, id === null ? null : { id });
}
