/**
 * tanghua/goods-do {action hide|top|delete, goods_id, sn} (§4). What each action reloads is said
 * once, in lib/stale-after.ts.
 */
import { patternAction } from "../../../../contract/http/sugar.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function usePatternAction(): MutationState<typeof patternAction> {
  return useMutation(patternAction);
}
