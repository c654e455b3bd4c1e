/**
 * A printer's queue (tanghua/print-queue, device/send-order): its paid orders waiting or
 * printing, the one printing first, then in the order they were paid. Orders are the commerce
 * domain's records; this only reads them. Other people's jobs carry no order_sn and a masked name.
 */
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import type { PrintJob } from "../../web/contract/http/tanghua.ts";
import { own } from "../store/own.ts";
import { privateFrom } from "./privacy.ts";
import type { PrintOrderRecord, Store, UserRecord } from "../store/types.ts";

const QUEUED: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING];

/**
 * Issue 13: the queue the customer sees is the one the printer works through. A paid or printing
 * order is on it once the printer has it: the backend handed its job over (`job_sent_at`,
 * payments.ts settle) or the printer has reported on it (`print_status_info`). The seed's paid and
 * printing orders were never handed to any printer (history for the order lists: after `npm start`
 * SIM-0001 said "前面有 2 单" while it stood idle), so they are in no queue. A bare mock API
 * (`printerSide` false: no printer side attached, nothing is ever handed over) counts every paid
 * order, as the store is all there is.
 */
export function onPrinterQueue(o: PrintOrderRecord, printerSide: boolean): boolean {
  return QUEUED.includes(o.status) && o.kind !== "recharge" && (!printerSide || o.job_sent_at !== undefined || o.print_status_info !== undefined);
}

/** The jobs queued on serial `sn` (a printer's own or its egg printer's), in print order. */
export function queuedOrders(store: Store, sn: string, printerSide = true): PrintOrderRecord[] {
  const printing = (o: PrintOrderRecord) => (o.status === PRINT_ORDER_STATUS.PRINTING ? 0 : 1);
  return Object.values(store.printOrders)
    .filter((o) => o.sn === sn && onPrinterQueue(o, printerSide))
    .sort((a, b) => printing(a) - printing(b) || (a.pay_time ?? a.create_time) - (b.pay_time ?? b.create_time) || a.id - b.id);
}

/**
 * What tanghua/info says of the queue (contract sugar.ts PrinterInfo): whether a job prints now and
 * how many wait or print (the length of queuedOrders). One pass without sorting or arrays: the
 * answer is on the /sugar first screen.
 */
export function queueSummary(store: Store, sn: string, printerSide = true): { printing: 0 | 1; queue_count: number } {
  let printing: 0 | 1 = 0;
  let queue_count = 0;
  for (const id in store.printOrders) {
    const o = store.printOrders[id] as PrintOrderRecord;
    if (o.sn !== sn || !onPrinterQueue(o, printerSide)) continue;
    queue_count++;
    if (o.status === PRINT_ORDER_STATUS.PRINTING) printing = 1;
  }
  return { printing, queue_count };
}

/** Position 0 is the job printing now; while nothing prints, the first waiting job is 1. */
export function firstPosition(orders: readonly PrintOrderRecord[]): number {
  return orders[0]?.status === PRINT_ORDER_STATUS.PRINTING ? 0 : 1;
}

/** "糖糖小朋友" → "糖**": others see that someone is ahead, not who. */
export function maskNickname(nickname: string): string {
  const first = [...nickname][0];
  return first === undefined ? "**" : `${first}**`;
}

export function printQueue(store: Store, sn: string, user: UserRecord, printerSide = true): PrintJob[] {
  const orders = queuedOrders(store, sn, printerSide);
  const base = firstPosition(orders);
  return orders.map((o, i) => {
    const mine = o.userId === user.id;
    const buyer = own(store.users, o.userId);
    // Issue 11 item 6: someone else's private work (a photo…) shows as a job, not as a picture.
    const goods = o.goodsId === null ? undefined : own(store.goods, o.goodsId);
    const hidden = !mine && goods !== undefined && privateFrom(store, goods, user);
    return {
      position: base + i,
      goods_id: hidden ? null : o.goodsId,
      name: hidden ? "" : o.name,
      image_url: hidden ? null : o.image_url,
      nickname: mine ? (buyer?.nickname ?? "") : maskNickname(buyer?.nickname ?? ""),
      avatar: mine ? (buyer?.avatar ?? null) : null,
      is_self: mine ? 1 : 0,
      order_sn: mine ? o.order_sn : null,
      create_time: o.create_time,
    };
  });
}
