/** tanghua/save-goods: saves a sugar drawing (PNG + strokes) as the caller's printable work (type 15). */
import { saveDrawing } from "../../../../contract/http/tanghua.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useSaveDrawing() {
  return useMutation(saveDrawing);
}
