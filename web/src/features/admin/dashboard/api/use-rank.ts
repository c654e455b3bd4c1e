/** GET manage/rank: the top 10 printers, patterns, shops or materials of a period. */
import { rank, type RANK_PERIODS, type RANK_TYPES } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";
import { rankInput } from "../queries.ts";

export type RankType = (typeof RANK_TYPES)[number];
export type RankPeriod = (typeof RANK_PERIODS)[number];

export function useRank(type: RankType, period: RankPeriod, shopId: number | undefined) {
  return useApi(rank, rankInput(type, period, shopId));
}
