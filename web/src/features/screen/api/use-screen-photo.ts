/** screen/photo-info: one photo printed on the bound printer. */
import { screenPhotoInfo } from "../../../../contract/http/screen.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useScreenPhoto(sn: string | null, id: number | null) {
  return useApi(screenPhotoInfo, sn === null || id === null ? null : { sn, id });
}
