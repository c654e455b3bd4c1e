/** order/payment (§4, §7): pays an order; the printer's coins change with a coins payment. */
import { payOrder } from "../../../../contract/http/order.ts";
import { printerInfo } from "../../../../contract/http/sugar.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

const RELOADS = [printerInfo] as const;

export function usePayOrder(): MutationState<typeof payOrder> {
  return useMutation(payOrder, { invalidates: RELOADS });
}
