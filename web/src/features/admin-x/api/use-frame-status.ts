/** POST platform/frame-status (levels 3, 7): retire a frame (off the shops' choice; shops using it keep it) or offer it again. */
import { frameStatus } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useFrameStatus() {
  return useMutation(frameStatus, { refreshOnRefusal: true });
}
