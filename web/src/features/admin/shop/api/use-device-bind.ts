/** POST manage-device/bind: a new printer, by the serial on its sticker, into a shop (device-form). Silent: a refusal (unknown serial, bound elsewhere) shows under the serial field. */
import { manageDeviceBind } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useDeviceBind() {
  return useMutation(manageDeviceBind, { silent: true });
}
