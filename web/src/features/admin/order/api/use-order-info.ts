/** GET manage-order/tanghua-info: one print order with its refund; null id = nothing to ask. */
import { tanghuaInfo } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useOrderInfo(id: number | null) {
  return useApi(tanghuaInfo, id === null ? null : { id });
}
