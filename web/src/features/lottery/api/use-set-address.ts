/** lottery/set-address: ship a won gift to one of the caller's addresses. */
import { lotteryRecord, lotterySetAddress } from "../../../../contract/http/lottery.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [lotteryRecord];

export function useSetLotteryAddress() {
  return useMutation(lotterySetAddress, { invalidates: INVALIDATES });
}
