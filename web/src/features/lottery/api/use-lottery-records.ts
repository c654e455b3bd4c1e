/** lottery/record: the caller's draws, newest first. */
import { lotteryRecord } from "../../../../contract/http/lottery.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export function useLotteryRecords(enabled: boolean) {
  return usePagedApi(lotteryRecord, enabled ? {} : null, 20);
}
