/**
 * Print jobs: what a paid order sends to its printer (devices.ts `DevicePort.sendJob`). Used when
 * an order is paid (order/payment, the commerce domain), when it is sent again (device/send-order),
 * and when its printer comes back after being away (redeliverJobs). The job's size drives the
 * printer's bytes_read progress (§3 live status).
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { findOrderBySn } from "../commerce/orders.ts";
import { noDevices, type CancelJobMessage, type DevicePort, type PrintJobMessage } from "../devices.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, PrintOrderRecord, Store, UserRecord } from "../store/types.ts";
import { M } from "./messages.ts";
import { manages, printerOfSerial } from "./printers.ts";
import { firstPosition, queuedOrders } from "./queue.ts";

/** Job sizes in bytes: a small sugar line drawing is ~40 KB of moves, a photo print up to ~400 KB. */
export const JOB_BYTES = { min: 40_000, max: 400_000 } as const;

/** How big the printer's job for this work is: drawings by their point count, others by type. */
export function jobBytes(goods: GoodsRecord | undefined): number {
  if (goods === undefined) return 80_000;
  // A stable spread from the id (Knuth's multiplicative hash): the same work, the same size.
  const jitter = (n: number) => (Math.imul(goods.id, 2654435761) >>> 0) % n;
  let bytes: number;
  switch (goods.goods_type_id) {
    case GOODS_TYPE.PHOTO:
      bytes = 250_000 + jitter(150_000); // photo prints carry a raster: the biggest jobs
      break;
    case GOODS_TYPE.SUGAR_DRAWING: {
      // A drawing's moves grow with its points (~24 bytes of G-code per point).
      const points = Array.isArray(goods.strokes)
        ? goods.strokes.reduce<number>((n, s) => n + (Array.isArray((s as { points?: unknown }).points) ? (s as { points: unknown[] }).points.length : 0), 0)
        : 0;
      bytes = points > 0 ? JOB_BYTES.min + points * 24 : 60_000 + jitter(90_000);
      break;
    }
    case GOODS_TYPE.AI_DRAWING:
      bytes = 90_000 + jitter(110_000);
      break;
    default:
      bytes = 50_000 + jitter(100_000); // system patterns: tuned, compact paths
  }
  return Math.min(JOB_BYTES.max, Math.max(JOB_BYTES.min, bytes));
}

/** The job a paid order sends to its printer (order.sn, the work it prints, its size). */
export function printJobFor(store: Store, order: PrintOrderRecord, nowMs: number): PrintJobMessage {
  const goods = order.goodsId === null ? undefined : own(store.goods, order.goodsId);
  return {
    order_sn: order.order_sn,
    sn: order.sn,
    goods_id: order.goodsId,
    goods_type_id: order.goods_type_id,
    name: order.name,
    image_url: order.image_url,
    bytes: jobBytes(goods),
    created_at: nowMs,
  };
}

/** A paid job this backend sent to `sn` that has not started (a seeded "paid" order was never sent: not owed). */
function owed(order: PrintOrderRecord, sn: string): boolean {
  return order.sn === sn && order.status === PRINT_ORDER_STATUS.PAID && order.kind !== "recharge" && order.job_sent_at !== undefined;
}

/** What the printer last said of a job that ends it: it holds it no more. */
const ENDED_INFO: readonly (string | undefined)[] = ["done", "failed", "cancelled"];

/**
 * A cancel `sn` is owed (issue 13): the order was refunded after its job was handed over, and the
 * printer has not said the job ended (a cancel sent while it was away is lost like a job).
 */
function cancelOwed(order: PrintOrderRecord, sn: string): boolean {
  return order.sn === sn && order.status === PRINT_ORDER_STATUS.REFUNDED && order.job_sent_at !== undefined && !ENDED_INFO.includes(order.print_status_info);
}

/** Whether any job or cancel is owed to `sn`: one pass without arrays (a stalled sim brings a whole fleet back at once). */
function owes(store: Store, sn: string): boolean {
  for (const id in store.printOrders) {
    const o = store.printOrders[id] as PrintOrderRecord;
    if (owed(o, sn) || cancelOwed(o, sn)) return true;
  }
  return false;
}

export function cancelFor(order: PrintOrderRecord, nowMs: number): CancelJobMessage {
  return { cancel: true, order_sn: order.order_sn, sn: order.sn, reason: "refunded", ts: nowMs };
}

function sendCancels(store: Store, sn: string, nowMs: number, devices: DevicePort, log: (line: string) => void, which: (o: PrintOrderRecord) => boolean): number {
  if (devices.cancelJob === undefined) return 0;
  let sent = 0;
  for (const id in store.printOrders) {
    const o = store.printOrders[id] as PrintOrderRecord;
    if (o.sn !== sn || !which(o)) continue;
    try {
      devices.cancelJob(cancelFor(o, nowMs));
      sent++;
    } catch (err) {
      log(`[mock-api] cancel of ${o.order_sn} not re-sent to ${sn}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return sent;
}

function resend(store: Store, order: PrintOrderRecord, nowMs: number, devices: DevicePort, log: (line: string) => void): boolean {
  try {
    devices.sendJob(printJobFor(store, order, nowMs));
    return true;
  } catch (err) {
    log(`[mock-api] print job for ${order.order_sn} not re-sent to ${order.sn}: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

/**
 * Issue 11, the durable hand-off: the store is the queue. Printer `sn` came back (its first
 * heartbeat after more than 5 s without one, device-reports.ts comesBack): every paid job of its own
 * that was sent (payments.ts settle stamps job_sent_at) and has not started printing goes out
 * again, in queue order (queuedOrders), whether or not it reached the printer before. The printer
 * ignores a job it already has (running, queued or finished recently), so nothing prints twice.
 * PRINTING orders are left alone: a printer that lost power reports them failed once it is back
 * (sim/scenarios/offline-during-print.json). Issue 13: a cancel it missed while away (its order
 * refunded meanwhile) goes again too. Returns how many jobs and cancels went.
 */
export function redeliverJobs(store: Store, sn: string, nowMs: number, devices: DevicePort, log: (line: string) => void = () => {}): number {
  if (devices === noDevices || !owes(store, sn)) return 0; // nothing to deliver, or to deliver to
  let sent = sendCancels(store, sn, nowMs, devices, log, (o) => cancelOwed(o, sn));
  for (const order of queuedOrders(store, sn)) if (owed(order, sn) && resend(store, order, nowMs, devices, log)) sent++;
  return sent;
}

/** The jobs a printer holds as it boots or is restored (its model's queue, sim/printer.ts). */
export interface PrinterHolding {
  /** The job it runs (heating, printing or paused), if any. */
  running: string | null;
  /** The jobs waiting behind it, in order. */
  queued: readonly string[];
}

/** What the printer shows on a job it lost, as its own reboot message says it (sim/printer-actions.ts). */
export const LOST_JOB_MESSAGE = "打印失败：设备重启，任务中断";

export interface Reconciled {
  /** Orders that were printing on a printer that no longer has them: now print-failed (refundable). */
  failed: string[];
  /** Paid jobs it should hold and does not: handed to it again, in queue order. */
  resent: string[];
  /** Jobs it holds whose order was refunded meanwhile: it is told to drop them. */
  cancelled: string[];
}

/**
 * Issue 13: a printer boots, or comes back restored (`sim start --data` after a stop, a snapshot
 * loaded, `sim reset`), holding `held`; the backend squares the store with it, so no order hangs:
 *   - an order printing on it (handed over) that it does not hold was cut off: print-failed with
 *     LOST_JOB_MESSAGE, so the customer sees it failed and can ask for the refund, never "printing"
 *     forever;
 *   - a paid job handed over that it does not hold goes to it again (it queues it);
 *   - a job it holds whose order was refunded meanwhile is cancelled on it.
 * Orders never handed to any printer (the seed's) are left as they are. Returns what it did.
 */
export function reconcileJobs(store: Store, sn: string, held: PrinterHolding, nowMs: number, devices: DevicePort, log: (line: string) => void = () => {}): Reconciled {
  const out: Reconciled = { failed: [], resent: [], cancelled: [] };
  const holds = new Set([...(held.running === null ? [] : [held.running]), ...held.queued]);
  for (const order of queuedOrders(store, sn)) {
    if (holds.has(order.order_sn)) continue; // queuedOrders: only orders handed to a printer, never the seed's
    if (order.status === PRINT_ORDER_STATUS.PRINTING) {
      order.status = PRINT_ORDER_STATUS.PRINT_FAILED;
      order.print_status_info = "failed";
      order.print_status_message = LOST_JOB_MESSAGE;
      const printer = printerOfSerial(store, sn);
      if (printer !== undefined) printer.last_error = LOST_JOB_MESSAGE;
      out.failed.push(order.order_sn);
    } else if (devices !== noDevices && resend(store, order, nowMs, devices, log)) {
      order.job_sent_at = nowMs;
      out.resent.push(order.order_sn);
    }
  }
  for (const orderSn of holds) {
    const order = findOrderBySn(store, orderSn);
    // Only a refund stops a job: a job of an order this store does not know (a ticket's printers
    // loaded into another sim) prints on, as it did where the ticket was taken.
    if (order === undefined || order.status !== PRINT_ORDER_STATUS.REFUNDED || devices.cancelJob === undefined) continue;
    try {
      devices.cancelJob(cancelFor(order, nowMs));
      out.cancelled.push(orderSn);
    } catch (err) {
      log(`[mock-api] cancel of ${orderSn} not sent to ${sn}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return out;
}

/** Statuses whose job may be sent (again): paid and not yet done, refunded or closed. */
const SENDABLE: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING, PRINT_ORDER_STATUS.PRINT_FAILED];

/**
 * device/send-order: (re)sends a paid order's job. The order's buyer may send it to its own
 * printer; the manager of the target printer may send it there, also moving it to another
 * printer of the same shop (contract company.ts sendOrder). Unpaid, done, refunded or closed
 * orders are refused: a job always stands for a paid order, so nothing prints for free.
 * The order itself (the commerce domain's record) is not changed here.
 */
export function sendOrderJob(ctx: RouteContext, user: UserRecord, sn: string, orderSn: string): { sn: string; order_sn: string; queue_position: number } {
  const { store } = ctx;
  const target = printerOfSerial(store, sn);
  if (target === undefined) throw new ApiError(200, say(ctx.lang, M.noPrinter));
  // The manager of a printer also runs its egg printer.
  const manager = manages(user, sn) || manages(user, target.sn);
  const order = Object.values(store.printOrders).find((o) => o.order_sn === orderSn && o.kind !== "recharge");
  const from = order === undefined ? undefined : printerOfSerial(store, order.sn);
  const sameShop = from !== undefined && from.shopId !== null && from.shopId === target.shopId;
  // Someone else's order, outside the printers one manages, gets the answer of an unknown one (no probing, §6).
  const related = order !== undefined && (order.userId === user.id || manages(user, order.sn) || (from !== undefined && manages(user, from.sn)) || (manager && sameShop));
  if (order === undefined || !related) throw new ApiError(200, say(ctx.lang, M.noOrder));
  if (order.sn !== sn) {
    if (!manager) throw new ApiError(200, say(ctx.lang, M.sendNotAllowed));
    if (!sameShop) throw new ApiError(200, say(ctx.lang, M.otherShop));
  }
  if (target.shopId === null) throw new ApiError(200, say(ctx.lang, M.printerUnbound));
  if (order.status === PRINT_ORDER_STATUS.UNPAID) throw new ApiError(200, say(ctx.lang, M.orderNotPaid));
  if (!SENDABLE.includes(order.status)) throw new ApiError(200, say(ctx.lang, M.orderDone));

  ctx.devices.sendJob({ ...printJobFor(store, order, ctx.clock.now()), sn });
  const queue = queuedOrders(store, sn, ctx.devices !== noDevices);
  const at = queue.findIndex((o) => o.id === order.id);
  // Not (yet) in this printer's queue (moved here, or failed): it goes to the end.
  const queue_position = at >= 0 ? firstPosition(queue) + at : firstPosition(queue) + queue.length;
  return { sn, order_sn: order.order_sn, queue_position };
}
