/**
 * manage-device/error-list: the printers reporting an error, newest first (/admin/dashboard/device-error);
 * its total is manage/index's device_error_count for the same shop.
 */
import { deviceErrorList } from "../../../../../contract/http/manage-device.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceErrors(query: InputOf<typeof deviceErrorList> | null) {
  return useApi(deviceErrorList, query);
}
