/** POST manage-cart/update: a cart line's quantity. */
import { cartUpdate } from "../../../../../contract/http/materials.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useCartUpdate() {
  return useMutation(cartUpdate);
}
