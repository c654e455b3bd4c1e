/** screen/bind: bind this screen to one of the merchant's printers. */
import { screenBind, screenPhotoList } from "../../../../contract/http/screen.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [screenPhotoList];

export function useScreenBind() {
  return useMutation(screenBind, { invalidates: INVALIDATES });
}
