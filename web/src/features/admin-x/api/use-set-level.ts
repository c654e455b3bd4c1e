/** POST platform/set-level (level 7 only; the last 7 keeps its own, said as errorCode 1). */
import { setLevel } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useSetLevel() {
  return useMutation(setLevel, { refreshOnRefusal: true });
}
