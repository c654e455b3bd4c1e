/** sugar/list: the patterns a printer offers, the first few (a test print picks one). */
import { patternList } from "../../../../../contract/http/sugar.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** A test print needs one pattern, not the catalogue: the first 12, pinned first as customers see them. */
export const TEST_PATTERNS = 12;

export function useTestPatterns(sn: string | null) {
  return useApi(patternList, sn === null ? null : { sn, page: 1, limit: TEST_PATTERNS });
}
