/** manage-device/manager-remove: a user stops managing the printer (after the confirm drawer). */
import { deviceManagerRemove } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useDeviceManagerRemove() {
  return useMutation(deviceManagerRemove);
}
