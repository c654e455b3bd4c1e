/** POST manage-order/shipping (levels 3, 7): record a parcel of a purchase (device parcels name the serials sent). */
import { shipping } from "../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useShipping() {
  // Silent: a 422 names the field (error.data.fields), a refusal (a serial already a printer) is shown on the form.
  return useMutation(shipping, { silent: true });
}
