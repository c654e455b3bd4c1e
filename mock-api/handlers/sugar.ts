/** §7 calls of web/contract/http/sugar.ts. */
import type { Route } from "../router.ts";

export const sugarRoutes: readonly Route[] = [];
