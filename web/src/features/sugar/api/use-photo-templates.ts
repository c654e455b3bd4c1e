/** tanghua/photo-template-list: the templates a printer prints photos through (contract tanghua-photo.ts). */
import { photoTemplates } from "../../../../contract/http/tanghua-photo.ts";
import { useApi } from "../../../lib/use-api.ts";

export function usePhotoTemplates(sn: string | undefined) {
  return useApi(photoTemplates, sn === undefined ? null : { sn });
}
