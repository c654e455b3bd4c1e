/** POST weixin/unbind: clears the caller's WeChat openid (refused when WeChat is the only way in). */
import { weixinUnbind } from "../../../../contract/http/weixin.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useWeixinUnbind() {
  return useMutation(weixinUnbind);
}
