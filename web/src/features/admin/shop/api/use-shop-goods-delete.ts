/** POST manage-goods/delete: delete one of a shop's patterns. What it makes stale is said once, in lib/stale-after.ts. */
import { remove } from "../../../../../contract/http/materials.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useShopGoodsDelete(): MutationState<typeof remove> {
  return useMutation(remove);
}
