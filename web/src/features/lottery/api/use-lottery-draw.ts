/** lottery/draw: one draw; the chances and the records follow. */
import { lotteryDraw, lotteryInfo, lotteryRecord } from "../../../../contract/http/lottery.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [lotteryInfo, lotteryRecord];

export function useLotteryDraw() {
  return useMutation(lotteryDraw, { invalidates: INVALIDATES });
}
