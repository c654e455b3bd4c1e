/**
 * GET manage-device/list: the caller's printers (issue 15 device-form: the company's printers to
 * move into a shop; the shop detail's printers; the currency a shop's prices are in). The
 * printer hooks of features/admin/device are that feature's: features never import each other.
 */
import { manageDeviceList } from "../../../../../contract/http/manage-device.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type ShopDevicesQuery = InputOf<typeof manageDeviceList>;

export function useShopDevices(query: ShopDevicesQuery | null) {
  return useApi(manageDeviceList, query);
}
