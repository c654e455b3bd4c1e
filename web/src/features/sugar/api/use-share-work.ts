/** tanghua/goods-share (contract SHARE_RULE): keep one of the caller's works (an AI candidate) and say whether others may see it. */
import { patternInfo, patternList, sugarIndex } from "../../../../contract/http/sugar.ts";
import { aiList, goodsShare } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

// A kept candidate joins the history and mine tab (self_count); a shared work joins everyone's list.
const INVALIDATES = [aiList, patternList, patternInfo, sugarIndex] as const;

export function useShareWork() {
  return useMutation(goodsShare, { invalidates: INVALIDATES });
}
