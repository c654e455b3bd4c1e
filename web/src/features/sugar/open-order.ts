/**
 * The unpaid order this page made for a printer and a pattern (issue 11: "retrying must not leave
 * a pile of unpaid orders", decided in the client, see the contract's makeOrder). Start-print pays
 * it again instead of making another until it closes; a payment or a cancel forgets it. Kept for
 * the page's life (module state), which covers a closed sheet, a second tap and a failed payment.
 */
import type { OrderCreated } from "../../../contract/http/order.ts";
import { toEpochMs } from "../../lib/time.ts";

/** Stop reusing an order this long before it closes (ms): paying it must not race its expiry. */
const EXPIRY_MARGIN_MS = 30_000;

const open = new Map<string, OrderCreated>();
const keyOf = (sn: string, goodsId: number) => `${sn}:${goodsId}`;

export function rememberOrder(sn: string, goodsId: number, order: OrderCreated): void {
  open.set(keyOf(sn, goodsId), order);
}

/** The order to pay again, while it is still open (an order without expire_time is not reused). */
export function reusableOrder(sn: string, goodsId: number, nowMs: number): OrderCreated | undefined {
  const order = open.get(keyOf(sn, goodsId));
  if (order === undefined) return undefined;
  const expires = order.expire_time === undefined ? Number.NaN : toEpochMs(order.expire_time);
  if (Number.isFinite(expires) && nowMs < expires - EXPIRY_MARGIN_MS) return order;
  open.delete(keyOf(sn, goodsId));
  return undefined;
}

/** Paid or cancelled: never reuse it. */
export function forgetOrder(orderSn: string): void {
  for (const [key, order] of open) if (order.sn === orderSn) open.delete(key);
}
