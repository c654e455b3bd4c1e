/** POST manage-shop/save: create (no id) or update a shop. What it makes stale is said once, in lib/stale-after.ts. */
import { shopSave } from "../../../../../contract/http/manage-shop.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useShopSave(): MutationState<typeof shopSave> {
  return useMutation(shopSave);
}
