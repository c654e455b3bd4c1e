/** GET manage-order/device-list or material-list, one page: every shop's printer or material purchases (admins see all). */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { deviceList, materialList } from "../../../../contract/http/manage-order.ts";
import { useApi } from "../../../lib/use-api.ts";

export type PurchaseKind = "device" | "material";
export type PurchaseQuery = InputOf<typeof deviceList>;

export function usePurchases(kind: PurchaseKind, query: PurchaseQuery) {
  const device = useApi(deviceList, kind === "device" ? query : null);
  const material = useApi(materialList, kind === "material" ? query : null);
  return kind === "device" ? device : material;
}
