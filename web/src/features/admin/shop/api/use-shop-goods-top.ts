/** POST manage-goods/set-top: pin (1) or unpin (0) a pattern on every printer of its shop. What it makes stale is said once, in lib/stale-after.ts. */
import { setTop } from "../../../../../contract/http/materials.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useShopGoodsTop(): MutationState<typeof setTop> {
  return useMutation(setTop);
}
