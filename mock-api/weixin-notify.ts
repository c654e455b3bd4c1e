/**
 * WeChat's payment notification, as the mock stands in for it (`POST /__mock/pay`, the sim's
 * `sim pay <order_sn>`): the order number may be a customer's print order (commerce/payments.ts)
 * or a shop's purchase (merchant/purchase-pay.ts); both kinds pay through the same prepays
 * (commerce/weixin-pay.ts). Idempotent: a second notification pays nothing.
 */
import { completeWeixinPayment } from "./commerce/payments.ts";
import { findOrderBySn } from "./commerce/orders.ts";
import type { DevicePort } from "./devices.ts";
import { completePurchaseWeixin } from "./merchant/purchase-pay.ts";
import type { Store } from "./store/types.ts";

export type WeixinNotifyResult =
  | { ok: true; kind: "print" | "purchase"; order_sn: string; status: number; already: boolean }
  | { ok: false; reason: string };

export function notifyWeixinPaid(store: Store, orderSn: string, nowMs: number, devices: DevicePort, log?: (line: string) => void): WeixinNotifyResult {
  if (findOrderBySn(store, orderSn) !== undefined) {
    const done = completeWeixinPayment(store, orderSn, nowMs, devices, log);
    return done.ok ? { ok: true, kind: "print", order_sn: orderSn, status: done.order.status, already: done.already } : done;
  }
  const done = completePurchaseWeixin(store, orderSn, nowMs);
  return done.ok ? { ok: true, kind: "purchase", order_sn: orderSn, status: done.order.status, already: done.already } : done;
}
