/** GET manage-order/refund-list, one page: refunds of print orders (sugar or photo), materials or printers. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { refundList } from "../../../../contract/http/manage-order.ts";
import { useApi } from "../../../lib/use-api.ts";

export type RefundQuery = InputOf<typeof refundList>;

export function useRefunds(query: RefundQuery) {
  return useApi(refundList, query);
}
