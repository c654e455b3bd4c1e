/** photo/sign-info: one month of the sign-in calendar (default this month). */
import { signInfo } from "../../../../contract/http/photo.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useSignInfo(month: string | undefined) {
  return useApi(signInfo, month === undefined ? {} : { month });
}
