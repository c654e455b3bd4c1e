/** manage-device/bind: a printer, by the serial on its sticker, to one of the caller's shops. */
import { manageDeviceBind } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

/** Silent: "no such serial" or "already bound" belongs under the serial field, not in a toast. */
export function useDeviceBind() {
  return useMutation(manageDeviceBind, { silent: true });
}
