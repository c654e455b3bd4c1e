/** §7 calls of web/contract/http/tanghua-orders.ts. */
import type { Route } from "../router.ts";

export const tanghuaOrderRoutes: readonly Route[] = [];
