/** manage-device/manager-add: a user, by mobile, becomes a manager of the printer. */
import { deviceManagerAdd } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

/** Silent: "no such user" belongs under the mobile field. */
export function useDeviceManagerAdd() {
  return useMutation(deviceManagerAdd, { silent: true });
}
