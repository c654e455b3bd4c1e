/** POST manage-order/material-make: checkout, the chosen cart lines become an unpaid material order (their stock held). */
import { materialMake } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useMaterialMake() {
  // Silent: "out of stock", "off the shelf" are said on the checkout page next to the line.
  return useMutation(materialMake, { silent: true });
}
