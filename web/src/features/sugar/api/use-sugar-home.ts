/** sugar/index: the shell's goods-type tabs, notice and the caller's work count (§2 mine tab). */
import { sugarIndex, type SugarHome } from "../../../../contract/http/sugar.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

export function useSugarHome(sn: string | undefined): ApiState<SugarHome> {
  return useApi(sugarIndex, sn ? { sn } : null);
}
