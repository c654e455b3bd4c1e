/** photo/create: a picture from a photo, a graffiti or words; refreshes the lists and points. */
import { photoCreate } from "../../../../contract/http/photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function usePhotoCreate() {
  return useMutation(photoCreate);
}
