/** manage-device/info with goods_type_id 16: a printer's photo figures, templates and big-screen binding. */
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import { manageDeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePhotoDeviceInfo(id: number | null) {
  return useApi(manageDeviceInfo, id === null ? null : { id, goods_type_id: GOODS_TYPE.PHOTO });
}
