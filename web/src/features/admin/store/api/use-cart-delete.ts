/** POST manage-cart/delete: cart lines out of the cart. */
import { cartDelete } from "../../../../../contract/http/materials.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useCartDelete() {
  return useMutation(cartDelete);
}
