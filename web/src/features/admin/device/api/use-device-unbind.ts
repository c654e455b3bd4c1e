/** manage-device/unbind: refused (a toast saying why) while paid jobs wait on the printer. */
import { manageDeviceUnbind } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useDeviceUnbind() {
  return useMutation(manageDeviceUnbind);
}
