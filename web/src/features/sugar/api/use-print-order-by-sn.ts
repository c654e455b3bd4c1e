/** The caller's print order by its number (the waiting page's ?order_sn): user-order filtered to it. */
import { useEffect } from "react";
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

const ON_ITS_WAY: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING];

/**
 * `jobEnded`: the printer said our job is over (done, failed or cancelled). The order then reads
 * otherwise a moment later (the backend hears the same message), and what the page offers depends
 * on it (a refund only for a failed or finished order, issue 11), so it is asked for again at the
 * same rhythm until it no longer reads paid or printing.
 */
export function usePrintOrderBySn(orderSn: string | undefined, enabled = true, jobEnded = false): PrintOrderBySn {
  const state = useApi(userOrders, enabled && orderSn ? { order_sn: orderSn, limit: 1 } : null);
  const order = state.data === undefined ? undefined : (state.data.list[0] ?? null);
  const stale = order?.status === PRINT_ORDER_STATUS.UNPAID || (jobEnded && order !== undefined && order !== null && ON_ITS_WAY.includes(order.status));
  usePoll(state.reload, stale, UNPAID_POLL_MS);
  // The job just ended: ask at once as well, so a failed print offers its refund without a wait.
  const { reload } = state;
  useEffect(() => {
    if (jobEnded) void reload();
  }, [jobEnded, reload]);
  return { order, error: state.error, reload: state.reload };
}
