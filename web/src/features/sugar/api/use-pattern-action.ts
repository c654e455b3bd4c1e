/**
 * tanghua/goods-do {action hide|top|delete, goods_id, sn} (§4): the lists reload after, and the
 * pattern's detail with its new is_top / is_hide. A deleted pattern is gone, so its detail is not
 * asked again (the picker still shows it while the lists reload; it would answer "no such pattern").
 */
import { patternAction, patternInfo, patternList, sugarIndex } from "../../../../contract/http/sugar.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

const RELOADS = {
  top: [patternList, patternInfo],
  hide: [patternList, patternInfo, sugarIndex],
  delete: [patternList, sugarIndex],
} as const;

export function usePatternAction(action: keyof typeof RELOADS): MutationState<typeof patternAction> {
  return useMutation(patternAction, { invalidates: RELOADS[action] });
}
