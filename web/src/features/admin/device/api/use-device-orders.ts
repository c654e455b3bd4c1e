/** manage-order/tanghua-list by device_sn: the printer's recent print orders (the detail's orders section). */
import { tanghuaList } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceOrders(sn: string | null, limit = 10) {
  return useApi(tanghuaList, sn === null ? null : { device_sn: sn, limit });
}
