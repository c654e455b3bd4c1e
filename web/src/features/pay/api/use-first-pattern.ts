/** sugar/list, one row: the first pattern a printer offers (what /pay/test orders). */
import { patternList } from "../../../../contract/http/sugar.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useFirstPattern(sn: string | null) {
  return useApi(patternList, sn === null ? null : { sn, limit: 1 });
}
