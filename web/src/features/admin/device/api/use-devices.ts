/**
 * manage-device/list: one page of the caller's printers, filtered on the server (shop, state,
 * keyword), with the state counts for the filter tabs. The page keeps `query` in the URL.
 */
import { manageDeviceList } from "../../../../../contract/http/manage-device.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type DeviceListQuery = InputOf<typeof manageDeviceList>;

export function useDevices(query: DeviceListQuery | null) {
  return useApi(manageDeviceList, query);
}
