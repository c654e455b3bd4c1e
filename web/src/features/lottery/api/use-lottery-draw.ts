/** lottery/draw: one draw; the chances and the records follow. */
import { lotteryDraw } from "../../../../contract/http/lottery.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useLotteryDraw() {
  return useMutation(lotteryDraw);
}
