/**
 * POST manage-order/pay: pays a purchase by balance (30: paid at once), WeChat JSAPI (10/60: the
 * parameters for WeixinJSBridge) or Native QR (61: pay_data, which `sim pay <sn>` completes); the
 * page parses the answer by the pay type it sent, as the print orders' pay sheet does.
 */
import { purchasePay } from "../../../../../contract/http/manage-order.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function usePurchasePay() {
  return useMutation(purchasePay);
}
