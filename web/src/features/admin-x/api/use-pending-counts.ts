/** GET manage/index, every shop's: for admins it carries the §3 pending counts and the withdrawals and material refunds waiting. */
import { index } from "../../../../contract/http/manage.ts";
import { useApi } from "../../../lib/use-api.ts";

export function usePendingCounts() {
  return useApi(index, {});
}
