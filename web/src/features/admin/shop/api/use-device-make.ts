/** POST manage-order/device-make: orders printers for a shop (an unpaid device order, then pay it). */
import { deviceMake } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useDeviceMake() {
  return useMutation(deviceMake);
}
