/** lottery/set-address: ship a won gift to one of the caller's addresses. */
import { lotterySetAddress } from "../../../../contract/http/lottery.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useSetLotteryAddress() {
  return useMutation(lotterySetAddress);
}
