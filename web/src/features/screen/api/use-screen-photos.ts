/** screen/photo-list: the newest photos printed on the bound printer. */
import { screenPhotoList } from "../../../../contract/http/screen.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useScreenPhotos(sn: string | null) {
  return useApi(screenPhotoList, sn === null ? null : { sn });
}
