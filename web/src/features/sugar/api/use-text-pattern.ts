/** tanghua/text: text drawing, up to 12 characters in a font → one pattern (the caller's work, type 14). */
import { textPattern } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

/** Silent: a failure is shown in the page's failure panel, not also as a toast. */
export function useTextPattern() {
  return useMutation(textPattern, { silent: true });
}
