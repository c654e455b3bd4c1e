/**
 * Print orders as a state machine (§4, issue 3 "Orders and payment"):
 *
 *   UNPAID --payment--> PAID --printer--> PRINTING --> COMPLETED
 *     |                  |                  '-------> PRINT_FAILED
 *     '--expiry--> CLOSED '--refund (apply -> audit -> confirm)--> REFUNDED
 *
 * An unpaid order past `expiresAt` IS closed: every read goes through `effectiveStatus`, and
 * `closeExpired` writes it down lazily on the successful path of an order call (never on a
 * rejected one: a refused call changes nothing).
 */
import { LEVEL_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, PrintOrderRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { freshId } from "./ledger.ts";

const S = PRINT_ORDER_STATUS;

/** Statuses an order reaches only by being paid (is-pay answers true for all of them). */
export const PAID_STATUSES: readonly number[] = [S.PAID, S.PRINTING, S.PRINT_FAILED, S.COMPLETED, S.REFUNDED];

export function effectiveStatus(order: PrintOrderRecord, nowMs: number): number {
  return order.status === S.UNPAID && nowMs >= order.expiresAt ? S.CLOSED : order.status;
}

/** Writes CLOSED on unpaid orders past their expiry (only the unpaid index is walked). */
/**
 * A lower bound of the earliest expiry in each unpaid map, so order calls skip the scan until an
 * order can actually have expired (the scan was half the CPU of order/make under load). Keyed by
 * the map itself: an imported state brings a new map and so starts without a bound.
 */
const earliestExpiry = new WeakMap<object, number>();

export function closeExpired(store: Store, nowMs: number): void {
  const unpaid = store.customer.unpaid;
  const bound = earliestExpiry.get(unpaid);
  if (bound !== undefined && nowMs < bound) return;
  let next = Number.POSITIVE_INFINITY;
  for (const [id, expiresAt] of Object.entries(unpaid)) {
    if (nowMs < expiresAt) {
      next = Math.min(next, expiresAt);
      continue;
    }
    const order = own(store.printOrders, id);
    if (order !== undefined && order.status === S.UNPAID) order.status = S.CLOSED;
    delete unpaid[id];
  }
  earliestExpiry.set(unpaid, next);
}

/**
 * Issue 12 item 7: a customer keeps at most `cap` unpaid orders (settings.maxOpenOrders, print
 * orders and top-ups together). Returns the caller's unpaid orders that must close before one
 * more is made, oldest first, so the new one is the cap-th: the choice written on makeOrder (the
 * oldest closes, the new order is never refused). Walks the unpaid index (open orders only).
 *
 * The default, 10: a person orders on a printer or two at a time and the web pays its one order
 * again on a retry, so 10 is never reached by use, yet no pile builds up (200 had been left
 * open). Not 5: `npm run bench` runs make-then-pay for one customer on 10 connections, all 10
 * between make and payment at once, and those orders must stay payable (the cap closes the
 * customer's seeded unpaid order instead, the oldest).
 */
export function oldestOverCap(store: Store, userId: number, cap: number, nowMs: number): PrintOrderRecord[] {
  const unpaid = store.customer.unpaid;
  const open: PrintOrderRecord[] = [];
  for (const id in unpaid) {
    // for-in over the index, no [id, expiry] array per entry: this runs on every order/make.
    if (nowMs >= (unpaid[id] as number)) continue;
    const order = own(store.printOrders, id);
    if (order !== undefined && order.userId === userId && order.status === S.UNPAID) open.push(order);
  }
  if (open.length < cap) return [];
  open.sort((a, b) => a.id - b.id); // ids grow with creation: the lowest is the oldest
  return open.slice(0, open.length - cap + 1);
}

/** Stops tracking an order as unpaid (it was paid). */
export function forgetUnpaid(store: Store, order: PrintOrderRecord): void {
  delete store.customer.unpaid[String(order.id)];
}

/** The order with this order_sn (index first; a scan covers orders another domain added). */
export function findOrderBySn(store: Store, orderSn: string): PrintOrderRecord | undefined {
  const id = own(store.customer.orderIdBySn, orderSn);
  const hit = id === undefined ? undefined : own(store.printOrders, id);
  if (hit !== undefined && hit.order_sn === orderSn) return hit;
  for (const o of Object.values(store.printOrders)) if (o.order_sn === orderSn) return o;
  return undefined;
}

/** §6: a user sees only their own orders; someone else's is "no such order", same as none. */
export function ownOrderBySn(store: Store, user: UserRecord, orderSn: string): PrintOrderRecord | undefined {
  const o = findOrderBySn(store, orderSn);
  return o !== undefined && o.userId === user.id ? o : undefined;
}

export function ownOrderById(store: Store, user: UserRecord, id: number): PrintOrderRecord | undefined {
  const o = own(store.printOrders, id);
  return o !== undefined && o.userId === user.id ? o : undefined;
}

/** Digits of a time as the business writes it: China time, yyyymmddHHMMSS. */
export function stamp(ms: number): string {
  const second = Math.floor(ms / 1000);
  // Every order of the same second shares its stamp: formatting a Date was a tenth of order/make's CPU.
  if (second !== lastStamp.second) lastStamp = { second, text: new Date(second * 1000 + 8 * 3_600_000).toISOString().replace(/\D/g, "").slice(0, 14) };
  return lastStamp.text;
}
let lastStamp = { second: Number.NaN, text: "" };

/** "T" + yyyymmddHHMMSS + 6 digits from `digits` (ctx.random in handlers, the seeded random in seeds). */
export function newOrderSn(store: Store, nowMs: number, digits: () => number): string {
  for (;;) {
    const sn = `T${stamp(nowMs)}${String(digits()).padStart(6, "0")}`;
    if (own(store.customer.orderIdBySn, sn) === undefined) return sn; // every order is indexed (insertOrder)
  }
}

/**
 * Stores a new order and indexes it (order_sn; unpaid expiry). `fields` (a fresh literal at every
 * call) becomes the record itself: copying its 22 fields with a spread took V8's slow path, about
 * 2.4 µs per order against 0.1 µs for adding the id (half of order/make's handler), and the
 * copies were slower to update when paid.
 */
export function insertOrder(store: Store, fields: Omit<PrintOrderRecord, "id">): PrintOrderRecord {
  const order: PrintOrderRecord = Object.assign(fields, { id: freshId(store, "printOrder", store.printOrders) });
  const id = order.id;
  store.printOrders[String(id)] = order;
  store.customer.orderIdBySn[order.order_sn] = id;
  if (order.status === S.UNPAID) {
    const unpaid = store.customer.unpaid;
    unpaid[String(id)] = order.expiresAt;
    const bound = earliestExpiry.get(unpaid);
    if (bound !== undefined && order.expiresAt < bound) earliestExpiry.set(unpaid, order.expiresAt);
  }
  return order;
}

/**
 * The printer a print head belongs to: "sugar" is the printer itself, "egg" its paired egg
 * printer (contract PRINT_TYPES: print_param.sn is that head's serial).
 */
export function printerOfHead(store: Store, sn: string, type: "sugar" | "egg"): PrinterRecord | undefined {
  if (type === "sugar") return own(store.printers, sn);
  return Object.values(store.printers).find((p) => p.eggSn === sn);
}

/** The printer of an order (its head may be the egg printer). */
export function printerOfOrder(store: Store, order: PrintOrderRecord): PrinterRecord | undefined {
  return printerOfHead(store, order.sn, order.print_type) ?? own(store.printers, order.sn);
}

/** The company whose shop runs the printer, if bound. */
export function companyOfPrinter(store: Store, printer: PrinterRecord | undefined): number | null {
  if (printer === undefined || printer.shopId === null) return null;
  return own(store.shops, printer.shopId)?.companyId ?? null;
}

/**
 * Whether `user` may order `goods` on `printer` (the catalogue rule of GoodsRecord.shopId):
 * not deleted or off sale; a shop's work is listed on every printer of that shop's company (a
 * chain shares its gallery); a work without a shop is a system pattern on every printer, or,
 * with an owner, a private one only its owner prints. A work hidden on this printer (§4 hide)
 * is still orderable by its owner and by level_type 1, who see it (§2, §6).
 */
export function orderable(store: Store, goods: GoodsRecord, printer: PrinterRecord, user: UserRecord): boolean {
  if (goods.deleted || goods.status === 0) return false;
  const mine = goods.ownerId === user.id;
  if (goods.shopId !== null) {
    const company = own(store.shops, goods.shopId)?.companyId;
    if (company === undefined || company !== companyOfPrinter(store, printer)) return false;
  } else if (goods.ownerId !== null && !mine) {
    return false;
  }
  const listing = own(store.listings, `${printer.sn}:${goods.id}`);
  return listing?.is_hide !== 1 || mine || user.level_type === LEVEL_TYPE.PRIVILEGED;
}
