/** The caller's print order by its number (the waiting page's ?order_sn): user-order filtered to it. */
import { QR_POLL_MS } from "../../../../contract/constants.ts";
import { userOrders } from "../../../../contract/http/tanghua.ts";
import { PRINT_ORDER_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { useApi } from "../../../lib/use-api.ts";
import { usePoll } from "../../../lib/use-poll.ts";

export interface PrintOrderBySn {
  /** undefined while loading; null when the caller has no such order. */
  order: PrintOrder | null | undefined;
  error: unknown;
  reload: () => Promise<void>;
}

/**
 * An order can still read unpaid just after it was paid: WeChat tells the backend after its own
 * "ok" to the page (§4 10/60), and a QR may be paid from another phone. So an unpaid order is
 * asked for again at §9's payment polling rhythm (2 s) until it reads otherwise.
 */
export const UNPAID_POLL_MS = QR_POLL_MS;

export function usePrintOrderBySn(orderSn: string | undefined, enabled = true): PrintOrderBySn {
  const state = useApi(userOrders, enabled && orderSn ? { order_sn: orderSn, limit: 1 } : null);
  const order = state.data === undefined ? undefined : (state.data.list[0] ?? null);
  usePoll(state.reload, order?.status === PRINT_ORDER_STATUS.UNPAID, UNPAID_POLL_MS);
  return { order, error: state.error, reload: state.reload };
}
