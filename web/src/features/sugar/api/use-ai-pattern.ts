/** tanghua/painting-pattern: AI drawing, a prompt and style → up to 4 patterns (the caller's works, type 14). */
import { paintingPattern } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

/** Silent: a failure is shown in the page's failure panel, not also as a toast. */
export function useAiPattern() {
  return useMutation(paintingPattern, { silent: true });
}
