/** §7 calls of web/contract/http/tixian.ts. */
import type { Route } from "../router.ts";

export const tixianRoutes: readonly Route[] = [];
