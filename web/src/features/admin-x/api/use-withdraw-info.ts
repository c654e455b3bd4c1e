/** GET platform/withdraw-info: one withdrawal for its review (null id = nothing to ask). */
import { withdrawInfo } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useWithdrawInfo(id: number | null) {
  return useApi(withdrawInfo, id === null ? null : { id });
}
