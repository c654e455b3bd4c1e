/** screen/bind: the shop's big screen shows this printer's photos (contract screen.ts). */
import { screenBind } from "../../../../../contract/http/screen.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useScreenBind() {
  return useMutation(screenBind);
}
