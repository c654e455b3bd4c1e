/** tanghua/save-goods: saves a sugar drawing (PNG + strokes) as the caller's printable work (type 15). */
import { aiList, saveDrawing } from "../../../../contract/http/tanghua.ts";
import { patternList, sugarIndex } from "../../../../contract/http/sugar.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

// The new work shows in the drawing history, the shell's list and mine tab (self_count) at once.
const INVALIDATES = [aiList, patternList, sugarIndex] as const;

export function useSaveDrawing() {
  return useMutation(saveDrawing, { invalidates: INVALIDATES });
}
