/** §7 calls of web/contract/http/tanghua.ts. */
import type { Route } from "../router.ts";

export const tanghuaRoutes: readonly Route[] = [];
