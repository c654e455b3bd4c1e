/** POST manage-goods/set-status: take a pattern off sale (0) or put it back (1). What it makes stale is said once, in lib/stale-after.ts. */
import { setStatus } from "../../../../../contract/http/materials.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useShopGoodsStatus(): MutationState<typeof setStatus> {
  return useMutation(setStatus);
}
