/** POST manage-shop/contact-save: the shop's shipping contact alone. What it makes stale is said once, in lib/stale-after.ts. */
import { shopContactSave } from "../../../../../contract/http/manage-shop.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useShopContactSave(): MutationState<typeof shopContactSave> {
  return useMutation(shopContactSave);
}
