/** GET manage-order/material-info: one material order with its parcels, contact, invoice and refund. */
import { materialInfo } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePurchaseInfo(id: number | null) {
  return useApi(materialInfo, id === null ? null : { id });
}
