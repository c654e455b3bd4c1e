/**
 * What a mutation makes stale, said once per contract endpoint (CONVENTIONS habit 15, like RTK
 * Query's invalidatesTags): a hook passes `staleAfter(ep)` as its `invalidates`, so every screen
 * that makes the call refreshes the same answers. Mutations move here as they are touched.
 */
import type { Endpoint } from "../../contract/http/endpoint.ts";
import { cancelOrder, isPay } from "../../contract/http/order.ts";
import { orderInfo, userOrders } from "../../contract/http/tanghua.ts";

const STALE_AFTER: ReadonlyMap<Endpoint, readonly Endpoint[]> = new Map<Endpoint, readonly Endpoint[]>([
  // An unpaid order closes: its row in my orders, its detail, and its pay status.
  [cancelOrder, [userOrders, orderInfo, isPay]],
]);

const NONE: readonly Endpoint[] = [];

export function staleAfter(ep: Endpoint): readonly Endpoint[] {
  return STALE_AFTER.get(ep) ?? NONE;
}
