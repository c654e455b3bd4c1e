/** §7 calls of web/contract/http/manage-order.ts. */
import type { Route } from "../router.ts";

export const manageOrderRoutes: readonly Route[] = [];
