/** photo/collect: add to or remove from favourites; every list shows the new state. */
import { photoCollect } from "../../../../contract/http/photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function usePhotoCollect() {
  return useMutation(photoCollect);
}
