/** photo/collect: add to or remove from favourites; every list shows the new state. */
import { photoCollect, photoInfo, photoList } from "../../../../contract/http/photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [photoList, photoInfo];

export function usePhotoCollect() {
  return useMutation(photoCollect, { invalidates: INVALIDATES });
}
