/** The query of the /pay pages: returnUrl (same-origin only), orderSn, payType (§2, §9 default 60). */
import { DEFAULT_PAY_TYPE, PAY_TYPE } from "../../../contract/constants.ts";
import { OrderSn } from "../../../contract/http/common.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";

export type WeixinPayType = typeof PAY_TYPE.WEIXIN_JSAPI | typeof PAY_TYPE.WEIXIN;

export interface PayQuery {
  /** Where to go once paid; "/" when missing or not a same-origin path. */
  returnUrl: string;
  orderSn: string | null;
  /** 10 or 60; null when the query names another type. */
  payType: WeixinPayType | null;
  rawPayType: string;
}

export function readPayQuery(search: string): PayQuery {
  const q = new URLSearchParams(search);
  const sn = q.get("orderSn");
  const rawPayType = q.get("payType") ?? String(DEFAULT_PAY_TYPE);
  const n = Number(rawPayType);
  return {
    returnUrl: safeRedirect(q.get("returnUrl")),
    orderSn: sn !== null && OrderSn.safeParse(sn).success ? sn : null,
    payType: n === PAY_TYPE.WEIXIN_JSAPI || n === PAY_TYPE.WEIXIN ? n : null,
    rawPayType,
  };
}
