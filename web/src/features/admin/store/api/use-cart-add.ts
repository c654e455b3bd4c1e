/** POST manage-cart/add: an item (a spec) into the cart; the cart and its badge reload (lib/stale-after.ts). */
import { cartAdd } from "../../../../../contract/http/materials.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useCartAdd() {
  return useMutation(cartAdd);
}
