/** GET manage-photo/frame-list: the platform's photo frames. */
import { photoFrameList } from "../../../../../contract/http/manage-photo.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePhotoFrames() {
  return useApi(photoFrameList, {});
}
