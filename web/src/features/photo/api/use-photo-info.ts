/** photo/info: one work (the drawing page polls it while it is being drawn). */
import { photoInfo } from "../../../../contract/http/photo.ts";
import { useApi } from "../../../lib/use-api.ts";

export function usePhotoInfo(id: number | null) {
  return useApi(photoInfo, id === null ? null : { id });
}
