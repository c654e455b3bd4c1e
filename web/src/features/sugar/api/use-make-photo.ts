/** tanghua/photo-make: the uploaded photo in a template as the caller's printable work (type 16). */
import { photoMake } from "../../../../contract/http/tanghua-photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useMakePhoto() {
  return useMutation(photoMake, { silent: true });
}
