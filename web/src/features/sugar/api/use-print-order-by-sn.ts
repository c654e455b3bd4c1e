/** The caller's print order by its number (the waiting page's ?order_sn): user-order filtered to it. */
import { userOrders } from "../../../../contract/http/tanghua.ts";
import type { PrintOrder } from "../../../../contract/http/order.ts";
import { useApi } from "../../../lib/use-api.ts";

export interface PrintOrderBySn {
  /** undefined while loading; null when the caller has no such order. */
  order: PrintOrder | null | undefined;
  error: unknown;
  reload: () => Promise<void>;
}

export function usePrintOrderBySn(orderSn: string | undefined, enabled = true): PrintOrderBySn {
  const state = useApi(userOrders, enabled && orderSn ? { order_sn: orderSn, limit: 1 } : null);
  const order = state.data === undefined ? undefined : (state.data.list[0] ?? null);
  return { order, error: state.error, reload: state.reload };
}
