/** GET manage-order/device-info: one printer purchase with its parcels, contact and refund; null id = nothing to ask. */
import { deviceInfo } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceOrder(id: number | null) {
  return useApi(deviceInfo, id === null ? null : { id });
}
