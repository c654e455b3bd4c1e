/** GET user/info, fresh on the user centre (balance and coins move with every order). */
import { userInfo } from "../../../../contract/http/auth.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useUserInfo() {
  return useApi(userInfo, {});
}
