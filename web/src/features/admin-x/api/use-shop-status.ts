/** POST platform/shop-status: suspend a shop with a reason (its printers take no orders) or let it trade again. */
import { shopStatus } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useShopStatus() {
  return useMutation(shopStatus, { refreshOnRefusal: true });
}
