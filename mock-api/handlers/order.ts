/** §7 calls of web/contract/http/order.ts. */
import type { Route } from "../router.ts";

export const orderRoutes: readonly Route[] = [];
