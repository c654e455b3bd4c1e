/** photo/create: a picture from a photo, a graffiti or words; refreshes the lists and points. */
import { photoCreate, photoList, pointsList, signInfo } from "../../../../contract/http/photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [photoList, pointsList, signInfo];

export function usePhotoCreate() {
  return useMutation(photoCreate, { invalidates: INVALIDATES });
}
