/** GET manage-order/device-list: a page of the shop's printer purchases (all the caller's shops without shop_id). */
import { deviceList } from "../../../../../contract/http/manage-order.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type DeviceOrdersQuery = InputOf<typeof deviceList>;

export function useDeviceOrders(query: DeviceOrdersQuery) {
  return useApi(deviceList, query);
}
