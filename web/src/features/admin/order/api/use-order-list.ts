/** GET manage-order/tanghua-list: a page of print orders of the caller's shops, filtered. */
import { tanghuaList } from "../../../../../contract/http/manage-order.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type OrderListQuery = InputOf<typeof tanghuaList>;

export function useOrderList(query: OrderListQuery) {
  return useApi(tanghuaList, query);
}
