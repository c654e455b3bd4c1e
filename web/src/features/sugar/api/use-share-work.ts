/** tanghua/goods-share (contract SHARE_RULE): keep one of the caller's works (an AI candidate) and say whether others may see it. */
import { goodsShare } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useShareWork() {
  return useMutation(goodsShare);
}
