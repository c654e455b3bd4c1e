/** POST manage-order/shipping-confirm: the shop has the parcels (a device order's serials become its printers). What it makes stale is said once, in lib/stale-after.ts. */
import { shippingConfirm } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useShippingConfirm() {
  return useMutation(shippingConfirm);
}
