/** GET manage/more-rank: a whole ranking, one page at a time (material-rank). */
import { moreRank } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";
import type { RankPeriod, RankType } from "./use-rank.ts";

export function useMoreRank(type: RankType, period: RankPeriod, page: number, limit: number, shopId: number | undefined) {
  return useApi(moreRank, { type, period, page, limit, ...(shopId === undefined ? {} : { shop_id: shopId }) });
}
