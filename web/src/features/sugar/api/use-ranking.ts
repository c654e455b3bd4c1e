/** default/rank: patterns or authors by prints sold, on one printer or everywhere (top 50). */
import type { InputOf, OutputOf } from "../../../../contract/http/endpoint.ts";
import { rank } from "../../../../contract/http/default.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

export const RANKING_LIMIT = 50;

export function useRanking(query: Omit<InputOf<typeof rank>, "limit">): ApiState<OutputOf<typeof rank>> {
  return useApi(rank, { ...query, limit: RANKING_LIMIT });
}
