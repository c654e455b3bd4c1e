/** screen/bind: bind this screen to one of the merchant's printers. */
import { screenBind } from "../../../../contract/http/screen.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useScreenBind() {
  return useMutation(screenBind);
}
