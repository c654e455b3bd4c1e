/** POST manage-device/save {id, shop_id}: moves one of the company's printers into a shop (device-form). What it makes stale is said once, in lib/stale-after.ts. */
import { manageDeviceSave } from "../../../../../contract/http/manage-device.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useDeviceMove() {
  return useMutation(manageDeviceSave);
}
