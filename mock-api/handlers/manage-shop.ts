/** §7 calls of web/contract/http/manage-shop.ts. */
import type { Route } from "../router.ts";

export const manageShopRoutes: readonly Route[] = [];
