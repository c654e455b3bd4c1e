/** sugar/list: the patterns offered on a printer, pinned first, 20 a page. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { patternList, type Pattern } from "../../../../contract/http/sugar.ts";
import { usePagedApi, type PagedState } from "../../../lib/use-paged-api.ts";
import { PATTERN_PAGE_SIZE } from "../early.ts";

export { PATTERN_PAGE_SIZE };

export type PatternQuery = Omit<InputOf<typeof patternList>, "page" | "limit">;

export function usePatternList(query: PatternQuery | null): PagedState<Pattern> {
  return usePagedApi(patternList, query, PATTERN_PAGE_SIZE);
}
