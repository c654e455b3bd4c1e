/**
 * tanghua/ai-list (§7): the works of one goods type on a printer, 24 a page (HISTORY_PAGE_SIZE):
 * everyone's (the drawing and photo lists) or only the caller's (`self`, the history pages).
 */
import { HISTORY_PAGE_SIZE, type GoodsType } from "../../../../contract/constants.ts";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { aiList } from "../../../../contract/http/tanghua.ts";
import { usePagedApi, type PagedState } from "../../../lib/use-paged-api.ts";

export function useDrawWorks(sn: string | undefined, goodsType: GoodsType, self: boolean): PagedState<Pattern> {
  const input = sn === undefined ? null : { sn, goods_type_id: goodsType, ...(self ? { type: "self" as const } : {}) };
  return usePagedApi(aiList, input, HISTORY_PAGE_SIZE);
}
