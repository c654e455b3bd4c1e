/**
 * manage-device/list with goods_type_id 16: every printer prints photos, so the photo area lists
 * the same printers with photo orders only in their figures, and whether a big screen shows them.
 */
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { manageDeviceList } from "../../../../../contract/http/manage-device.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type PhotoDeviceQuery = Omit<InputOf<typeof manageDeviceList>, "goods_type_id">;

export function usePhotoDevices(query: PhotoDeviceQuery | null) {
  return useApi(manageDeviceList, query === null ? null : { ...query, goods_type_id: GOODS_TYPE.PHOTO });
}
