/** POST platform/frame-save (levels 3, 7): add a frame from an uploaded picture, or rename one. */
import { frameSave } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useFrameSave() {
  // Silent: the form says a refusal under its field (the name, the picture).
  return useMutation(frameSave, { silent: true });
}
