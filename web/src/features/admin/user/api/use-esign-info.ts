/** GET esign/info: where a withdrawal's signing stands (0 none, 1 signing, 2 signed with file_url, 5 expired, 7 refused). */
import { esignInfo } from "../../../../../contract/http/weixin.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useEsignInfo(withdrawId: number | null) {
  return useApi(esignInfo, withdrawId === null ? null : { type: "withdraw", withdraw_id: withdrawId });
}
