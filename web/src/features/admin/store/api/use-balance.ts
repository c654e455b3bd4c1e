/** GET manage/index (all the company's shops): the withdrawable balance a purchase paid by balance comes out of. */
import { index } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useBalance() {
  return useApi(index, {});
}
