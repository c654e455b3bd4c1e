/** photo/sign: today's sign-in; the calendar and the points record follow. */
import { sign } from "../../../../contract/http/photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useSign() {
  return useMutation(sign);
}
