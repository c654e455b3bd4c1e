/** GET platform/frame-list: every photo frame, retired ones too, with how many shops use each. */
import { frameList } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useFrames() {
  return useApi(frameList, {});
}
