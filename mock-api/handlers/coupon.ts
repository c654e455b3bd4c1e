/** §7 calls of web/contract/http/coupon.ts. */
import type { Route } from "../router.ts";

export const couponRoutes: readonly Route[] = [];
