/** manage-device/save: name, shop, AI price or the §3 flags (only the fields given change). */
import { manageDeviceSave } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

/** Silent: the form shows a refusal under its field instead of a toast. */
export function useDeviceSave() {
  return useMutation(manageDeviceSave, { silent: true });
}
