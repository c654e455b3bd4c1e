/** §7 calls of web/contract/http/manage.ts. */
import type { Route } from "../router.ts";

export const manageRoutes: readonly Route[] = [];
