/** photo/sign: today's sign-in; the calendar and the points record follow. */
import { pointsList, sign, signInfo } from "../../../../contract/http/photo.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [signInfo, pointsList];

export function useSign() {
  return useMutation(sign, { invalidates: INVALIDATES });
}
