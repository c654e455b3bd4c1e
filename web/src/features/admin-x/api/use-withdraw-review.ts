/** POST platform/withdraw-review: approve (paid) or reject with a remark (the held money goes back); decided once. */
import { withdrawReview } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useWithdrawReview() {
  return useMutation(withdrawReview, { refreshOnRefusal: true });
}
