/** sugar/info: one pattern as offered on a printer (the shell's ?goods_id opens it). */
import { patternInfo, type Pattern } from "../../../../contract/http/sugar.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

export function usePatternInfo(goodsId: number | undefined, sn: string | undefined): ApiState<Pattern> {
  return useApi(patternInfo, goodsId !== undefined && sn ? { goods_id: goodsId, sn } : null);
}
