/** GET manage-order/material-list: the company's material orders of one shelf, by status, a page at a time. */
import { materialList } from "../../../../../contract/http/manage-order.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export type PurchaseListQuery = InputOf<typeof materialList>;

export function usePurchaseList(query: PurchaseListQuery) {
  return useApi(materialList, query);
}
