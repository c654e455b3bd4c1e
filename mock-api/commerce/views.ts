/** What the customer's order calls answer: the contract's PrintOrder, in the caller's language. */
import type { Language } from "../../web/contract/constants.ts";
import type { PrintOrder } from "../../web/contract/http/order.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { jobBytes } from "../printing/jobs.ts";
import { own } from "../store/own.ts";
import type { PrintOrderRecord, Store } from "../store/types.ts";
import { M, STATUS_TEXT } from "./messages.ts";
import { effectiveStatus } from "./orders.ts";
import { refundOf } from "./refunds.ts";

/**
 * A print order as the customer sees it. `status` is the effective one (an unpaid order past its
 * expiry shows CLOSED even before it is written down). Beyond the contract's fields (loose
 * object): price before the coupon, coins_price after it, print_type, the order kind, and
 * expire_time (unix s) for the pay sheet's countdown.
 */
export function toPrintOrder(store: Store, order: PrintOrderRecord, nowMs: number, lang: Language): PrintOrder {
  const status = effectiveStatus(order, nowMs);
  const refund = refundOf(store, order);
  const text = STATUS_TEXT[status];
  return {
    id: order.id,
    order_sn: order.order_sn,
    sn: order.sn,
    goods_id: order.goodsId,
    goods_type_id: order.goods_type_id,
    name: order.kind === "recharge" ? say(lang, M.rechargeName) : order.name,
    image_url: order.image_url,
    money: order.money,
    pay_money: order.pay_money,
    coins_money: order.coins_money,
    pay_type: order.pay_type,
    coupon_id: order.coupon_id,
    status,
    status_text: text === undefined ? null : say(lang, text),
    refund_status: order.refund_status,
    create_time: order.create_time,
    pay_time: order.pay_time,
    refund: refund === undefined ? null : {
      reason: refund.reason,
      images: refund.images,
      status: refund.status,
      remark: refund.remark,
      create_time: refund.create_time,
    },
    price: order.price,
    coins_price: order.coins_price,
    print_type: order.print_type,
    kind: order.kind,
    expire_time: unixSeconds(order.expiresAt),
    // The size of the job the printer is sent (printing/jobs.ts), for the waiting page's progress.
    ...(order.kind === "recharge" ? {} : { job_bytes: jobBytes(order.goodsId === null ? undefined : own(store.goods, order.goodsId)) }),
  };
}
