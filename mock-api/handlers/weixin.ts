/** §7 calls of web/contract/http/weixin.ts. */
import type { Route } from "../router.ts";

export const weixinRoutes: readonly Route[] = [];
