/** tanghua/user-order: the caller's print orders, newest first, 10 a page (optionally one status). */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import type { PrintOrder } from "../../../../contract/http/order.ts";
import { userOrders } from "../../../../contract/http/tanghua.ts";
import { useOrderPages, type OrderPages } from "./order-pages.ts";

export const MY_ORDERS_PAGE_SIZE = 10;

export type MyOrdersQuery = Omit<InputOf<typeof userOrders>, "page" | "limit">;

export function useMyOrders(query: MyOrdersQuery | null): OrderPages<PrintOrder> {
  return useOrderPages<PrintOrder>(userOrders, query, MY_ORDERS_PAGE_SIZE);
}
