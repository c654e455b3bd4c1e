/** manage-device/manager-list: who manages the printer (§6 is_manage). */
import { deviceManagerList } from "../../../../../contract/http/manage-device.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceManagers(id: number | null) {
  return useApi(deviceManagerList, id === null ? null : { id });
}
