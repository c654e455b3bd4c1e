/** How an order was paid (§9 pay types), as the i18n key of its name. */
import { PAY_TYPE } from "../../../../contract/constants.ts";

export type PayKey = "pay.weixin" | "pay.native" | "pay.balance" | "pay.coins";

const KEYS: Readonly<Record<number, PayKey>> = {
  [PAY_TYPE.WEIXIN_JSAPI]: "pay.weixin",
  [PAY_TYPE.WEIXIN]: "pay.weixin",
  [PAY_TYPE.WEIXIN_NATIVE]: "pay.native",
  [PAY_TYPE.BALANCE]: "pay.balance",
  [PAY_TYPE.COINS]: "pay.coins",
};

export function payKey(payType: number | null | undefined): PayKey | undefined {
  return payType === null || payType === undefined ? undefined : KEYS[payType];
}
