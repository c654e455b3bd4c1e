/** GET manage-order/is-pay: whether a purchase is paid (the QR sheet asks every 2 s, §9, with lib/use-poll.ts). */
import { purchaseIsPay } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePurchaseIsPay(id: number | null) {
  return useApi(purchaseIsPay, id === null ? null : { id });
}
