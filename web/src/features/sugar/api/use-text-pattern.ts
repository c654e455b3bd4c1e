/** tanghua/text: text drawing, up to 12 characters in a font → one pattern (the caller's work, type 14). */
import { aiList, textPattern } from "../../../../contract/http/tanghua.ts";
import { patternList, sugarIndex } from "../../../../contract/http/sugar.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [aiList, patternList, sugarIndex] as const;

/** Silent: a failure is shown in the page's failure panel, not also as a toast. */
export function useTextPattern() {
  return useMutation(textPattern, { invalidates: INVALIDATES, silent: true });
}
