/** GET manage-order/device-info or material-info: one purchase with its parcels and refund (null id = nothing to ask). */
import { deviceInfo, materialInfo } from "../../../../contract/http/manage-order.ts";
import { useApi } from "../../../lib/use-api.ts";
import type { PurchaseKind } from "./use-purchases.ts";

export function usePurchase(kind: PurchaseKind, id: number | null) {
  const device = useApi(deviceInfo, kind === "device" && id !== null ? { id } : null);
  const material = useApi(materialInfo, kind === "material" && id !== null ? { id } : null);
  return kind === "device" ? device : material;
}
