/**
 * Print jobs: what a paid order sends to its printer (devices.ts `DevicePort.sendJob`). Used when
 * an order is paid (order/payment, the commerce domain), when it is sent again (device/send-order),
 * and when its printer comes back after being away (redeliverJobs). The job's size drives the
 * printer's bytes_read progress (§3 live status).
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { noDevices, type DevicePort, type PrintJobMessage } from "../devices.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import type { RouteContext } from "../router.ts";
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

/** Whether any job is owed to `sn`: one pass without arrays (a stalled sim brings a whole fleet back at once). */
function owes(store: Store, sn: string): boolean {
  for (const id in store.printOrders) if (owed(store.printOrders[id] as PrintOrderRecord, sn)) return true;
  return false;
}

/**
 * Issue 11, the durable hand-off: the store is the queue. Printer `sn` came back (its first
 * heartbeat after more than 5 s without one, device-reports.ts comesBack): every paid job of its own
 * that was sent (payments.ts settle stamps job_sent_at) and has not started printing goes out
 * again, in queue order (queuedOrders), whether or not it reached the printer before. The printer
 * ignores a job it already has (running, queued or finished recently), so nothing prints twice.
 * PRINTING orders are left alone: a printer that lost power reports them failed once it is back
 * (sim/scenarios/offline-during-print.json). Returns how many went.
 */
export function redeliverJobs(store: Store, sn: string, nowMs: number, devices: DevicePort, log: (line: string) => void = () => {}): number {
  if (devices === noDevices || !owes(store, sn)) return 0; // nothing to deliver, or to deliver to
  let sent = 0;
  for (const order of queuedOrders(store, sn)) {
    if (!owed(order, sn)) continue;
    try {
      devices.sendJob(printJobFor(store, order, nowMs));
      sent++;
    } catch (err) {
      log(`[mock-api] print job for ${order.order_sn} not re-sent to ${sn}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return sent;
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
  const queue = queuedOrders(store, sn);
  const at = queue.findIndex((o) => o.id === order.id);
  // Not (yet) in this printer's queue (moved here, or failed): it goes to the end.
  const queue_position = at >= 0 ? firstPosition(queue) + at : firstPosition(queue) + queue.length;
  return { sn, order_sn: order.order_sn, queue_position };
}
