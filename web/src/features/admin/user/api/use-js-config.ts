/** GET weixin/js-config: WeChat's JS-SDK signature of this page's URL (asked only inside WeChat: `url` null = not asked). */
import { jsConfig } from "../../../../../contract/http/weixin.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useJsConfig(url: string | null) {
  return useApi(jsConfig, url === null ? null : { url });
}
