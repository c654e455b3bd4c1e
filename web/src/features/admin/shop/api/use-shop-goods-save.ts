/** POST manage-goods/save: create (no id) or update a pattern (images ≤ 9, tags ≤ 5). What it makes stale is said once, in lib/stale-after.ts. */
import { save } from "../../../../../contract/http/materials.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useShopGoodsSave(): MutationState<typeof save> {
  return useMutation(save);
}
