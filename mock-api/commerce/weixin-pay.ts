/**
 * The stand-in for WeChat Pay's order API (pay types 10/60 JSAPI, 61 Native, §9). A prepay is
 * recorded per order; the order stays UNPAID until `completeWeixinPayment` (payments.ts) says the
 * customer paid: `sim pay <order_sn>` or a /__mock/ endpoint standing in for WeChat's notify call.
 *
 * JSAPI parameters have WeChat's documented shape (API v3, WeixinJSBridge getBrandWCPayRequest):
 * appId, timeStamp (seconds, a string), nonceStr, package "prepay_id=wx…", signType "RSA",
 * paySign over the canonical string "appId\ntimeStamp\nnonceStr\npackage\n". WeChat signs it
 * with the merchant's RSA key (SHA256-RSA); the mock has no merchant key, so paySign is a MOCK
 * signature: base64 of HMAC-SHA256 of that same string under MOCK_PAY_KEY. Only the mock checks it.
 */
import { createHmac } from "node:crypto";
import type { Random } from "../random.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import type { WeixinJsapiPay } from "../../web/contract/http/order.ts";
import { unixSeconds } from "../money.ts";
import { own } from "../store/own.ts";
import type { PrepayRecord } from "../store/customer.ts";
import type { Store } from "../store/types.ts";
import { stamp } from "./orders.ts";

/** The mock's stand-in for the merchant signing key (not a secret: there is no real money). */
export const MOCK_PAY_KEY = "tanghua-mock-wechat-pay-key-not-a-secret";

const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** WeChat Native: a short random code, as in `weixin://wxpay/bizpayurl?pr=AbC12xY`. */
function nativeCode(random: Random): string {
  return Array.from({ length: 7 }, () => CODE_ALPHABET[random.int(0, CODE_ALPHABET.length)]).join("");
}

/** The mock paySign of the canonical JSAPI string (see the file comment). */
export function mockPaySign(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return createHmac("sha256", MOCK_PAY_KEY).update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).digest("base64");
}

export interface PrepayFields {
  order_sn: string;
  userId: number;
  pay_type: number;
  amount: string;
  coupon_id: number | null;
  coins_price: number | null;
}

/**
 * Records a new prepay for the order, replacing a pending one (a customer may switch from the
 * QR to JSAPI, or pick another coupon): the old one's coupon hold is released.
 */
export function createPrepay(store: Store, f: PrepayFields, nowMs: number, random: Random): PrepayRecord {
  dropPrepay(store, f.order_sn);
  const rec: PrepayRecord = {
    ...f,
    prepay_id: `wx${stamp(nowMs)}${random.bytes(14).toString("hex")}`,
    code: f.pay_type === PAY_TYPE.WEIXIN_NATIVE ? nativeCode(random) : "",
    status: "pending",
    createdAt: nowMs,
    paidAt: null,
  };
  store.customer.prepays[f.order_sn] = rec;
  const coupon = f.coupon_id === null ? undefined : own(store.customer.coupons, f.coupon_id);
  if (coupon !== undefined) coupon.heldFor = f.order_sn;
  return rec;
}

/** Ends the order's pending prepay, if any (paid another way, or replaced), and frees its coupon. */
export function dropPrepay(store: Store, orderSn: string): void {
  const prev = own(store.customer.prepays, orderSn);
  if (prev === undefined || prev.status !== "pending") return;
  prev.status = "replaced";
  const held = prev.coupon_id === null ? undefined : own(store.customer.coupons, prev.coupon_id);
  if (held !== undefined && held.heldFor === orderSn) held.heldFor = null;
}

/** JSAPI parameters for WeixinJSBridge (pay types 10 and 60). */
export function jsapiParams(store: Store, prepay: PrepayRecord, nowMs: number, random: Random): WeixinJsapiPay {
  const appId = store.config.wechat_app_id;
  const timeStamp = String(unixSeconds(nowMs));
  const nonceStr = random.bytes(16).toString("hex");
  const pkg = `prepay_id=${prepay.prepay_id}`;
  return { appId, timeStamp, nonceStr, package: pkg, signType: "RSA", paySign: mockPaySign(appId, timeStamp, nonceStr, pkg) };
}

/** Native QR content (pay type 61, §3 pay_data). */
export function nativePayData(prepay: PrepayRecord): { pay_data: string } {
  return { pay_data: `weixin://wxpay/bizpayurl?pr=${prepay.code}` };
}

/** The pending prepay whose Native QR carries `code` (what a scan of pay_data finds). */
export function prepayByCode(store: Store, code: string): PrepayRecord | undefined {
  if (code === "") return undefined;
  return Object.values(store.customer.prepays).find((p) => p.code === code && p.status === "pending");
}
