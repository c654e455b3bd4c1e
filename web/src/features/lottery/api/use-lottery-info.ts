/** lottery/info: the wheel's prizes and the caller's draws left today. */
import { lotteryInfo } from "../../../../contract/http/lottery.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useLotteryInfo() {
  return useApi(lotteryInfo, {});
}
