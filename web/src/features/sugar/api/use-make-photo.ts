/** tanghua/photo-make: the uploaded photo in a template as the caller's printable work (type 16). */
import { photoMake } from "../../../../contract/http/tanghua-photo.ts";
import { aiList } from "../../../../contract/http/tanghua.ts";
import { patternList, sugarIndex } from "../../../../contract/http/sugar.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [aiList, patternList, sugarIndex] as const;

export function useMakePhoto() {
  return useMutation(photoMake, { invalidates: INVALIDATES, silent: true });
}
