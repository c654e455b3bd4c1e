/**
 * The buyers' side of the §1 cash-back loop (contract activity.ts): which orders qualify for
 * which activities, the tasks of an order, the pop-up, and submitting screenshots. The
 * merchant's decision on a submission is submission-review.ts.
 *
 * Concurrency: the store lives in this process and these functions have no await, so a check
 * and the change it allows are one synchronous step: no other request comes between them.
 */
import { createHash } from "node:crypto";
import {
  ACTIVITY_RECORD_STATUS,
  ACTIVITY_SUBMIT_TRIES,
  type ActivityTask,
  type BuyerActivityRecord,
  TASK_BLOCKS,
} from "../../web/contract/http/activity.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { effectiveStatus, printerOfOrder } from "../commerce/orders.ts";
import { ApiError } from "../errors.ts";
import { acceptableImage } from "../finance/uploads.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { companyOfShop } from "../printing/catalog.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { ActivitySubmissionRecord } from "../store/promo.ts";
import type { ActivityRecord, PrintOrderRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { activityEndS, activityState, runningOn, runsOn, toActivity, weixinOf } from "./activities.ts";
import { P } from "./messages.ts";

const R = ACTIVITY_RECORD_STATUS;
type Block = (typeof TASK_BLOCKS)[number];

/** Orders that count as bought: paid and not failed, refunded or closed. */
const BOUGHT: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING, PRINT_ORDER_STATUS.COMPLETED];

/** One of the caller's print orders by id, or errorCode 1 "no such order" (another's looks missing, §6). */
export function callerOrder(ctx: Pick<RouteContext, "store" | "lang">, user: UserRecord, orderId: number): PrintOrderRecord {
  const order = own(ctx.store.printOrders, orderId);
  if (order === undefined || order.userId !== user.id || order.kind !== "print") throw new ApiError(200, say(ctx.lang, P.orderNotFound));
  return order;
}

/** Was `order` bought on a printer `a` runs on, while it ran? (Not whether it still runs.) */
export function qualifies(store: Store, order: PrintOrderRecord, a: ActivityRecord, nowMs: number): boolean {
  if (order.kind !== "print" || order.pay_time === null || !BOUGHT.includes(effectiveStatus(order, nowMs))) return false;
  const printer = printerOfOrder(store, order);
  return printer !== undefined && runsOn(a, printer) && a.start_time <= order.pay_time && order.pay_time < activityEndS(a);
}

export function submissionOf(store: Store, activityId: number, userId: number): ActivitySubmissionRecord | undefined {
  for (const r of Object.values(store.promo.submissions)) if (r.activityId === activityId && r.userId === userId) return r;
  return undefined;
}

/** Why the buyer cannot submit for `a` now (null: they can), given their qualifying order or none. */
function blockOf(a: ActivityRecord, user: UserRecord, rec: ActivitySubmissionRecord | undefined, hasOrder: boolean, nowS: number): Block | null {
  if (rec?.status === R.PAID || rec?.status === R.APPROVED) return "paid";
  if (rec?.status === R.SUBMITTED) return "under_review";
  if (a.joined.includes(user.id)) return "joined";
  if (activityState(a, nowS) !== "running") return "ended";
  if (rec !== undefined && rec.tries >= ACTIVITY_SUBMIT_TRIES) return "no_tries";
  return hasOrder ? null : "no_order";
}

export function toBuyerRecord(r: ActivitySubmissionRecord): BuyerActivityRecord {
  return {
    id: r.id,
    activity_id: r.activityId,
    order_id: r.orderId,
    status: r.status as BuyerActivityRecord["status"],
    images: [...r.images],
    remark: r.remark === "" ? null : r.remark,
    reason: r.reason === "" ? null : r.reason,
    cash_back: r.cash_back,
    tries: r.tries,
    submit_time: r.submit_time,
    audit_time: r.audit_time,
    pay_time: r.pay_time,
  };
}

function task(ctx: RouteContext, a: ActivityRecord, user: UserRecord, hasOrder: boolean): ActivityTask {
  const nowS = unixSeconds(ctx.clock.now());
  const rec = submissionOf(ctx.store, a.id, user.id);
  const why = blockOf(a, user, rec, hasOrder, nowS);
  return {
    activity: toActivity(ctx.store, a, user),
    weixin: a.type === "follow" ? weixinOf(ctx.store, companyOfShop(ctx.store, a.shopId)) : null,
    record: rec === undefined ? null : toBuyerRecord(rec),
    can_submit: why === null ? 1 : 0,
    why_not: why,
  };
}

function orderView(store: Store, o: PrintOrderRecord) {
  return { id: o.id, order_sn: o.order_sn, sn: printerOfOrder(store, o)?.sn ?? o.sn, name: o.name, image_url: o.image_url, pay_time: o.pay_time };
}

/**
 * /sugar/order-activity: the tasks of one of the caller's orders: the activities it qualifies for
 * that still run, and those the caller submitted for with it (to see their state). Without an
 * order (a ticket's QR: sn, maybe activity_id), the caller's latest order on that printer that
 * qualifies, or none (then the printer's running activities, each "no_order").
 */
export function orderTasks(ctx: RouteContext, user: UserRecord, input: { order_id?: number | undefined; sn?: string | undefined; activity_id?: number | undefined }) {
  const { store } = ctx;
  const nowMs = ctx.clock.now();
  const nowS = unixSeconds(nowMs);
  const only = (a: ActivityRecord) => input.activity_id === undefined || a.id === input.activity_id;
  if (input.order_id !== undefined) {
    // Any order of the caller's opens its page (a test print or an unpaid one qualifies for
    // nothing: an empty list, not "no such order"); someone else's stays not found.
    const order = own(store.printOrders, input.order_id);
    if (order === undefined || order.userId !== user.id) throw new ApiError(200, say(ctx.lang, P.orderNotFound));
    const list = Object.values(store.activities)
      .filter(only)
      .filter((a) => (qualifies(store, order, a, nowMs) && activityState(a, nowS) === "running") || submissionOf(store, a.id, user.id)?.orderId === order.id)
      .sort((a, b) => b.start_time - a.start_time || a.id - b.id);
    return { order: orderView(store, order), list: list.map((a) => task(ctx, a, user, true)) };
  }
  const printer = own(store.printers, input.sn ?? "");
  if (printer === undefined) throw new ApiError(200, say(ctx.lang, P.printerNotFound, { sn: input.sn ?? "" }));
  const activities = runningOn(store, printer, nowS).filter(only);
  const mine = Object.values(store.printOrders)
    .filter((o) => o.userId === user.id && activities.some((a) => qualifies(store, o, a, nowMs)))
    .sort((a, b) => (b.pay_time ?? 0) - (a.pay_time ?? 0) || b.id - a.id);
  const order = mine.find((o) => printerOfOrder(store, o)?.sn === printer.sn);
  return {
    order: order === undefined ? null : orderView(store, order),
    list: activities.map((a) => task(ctx, a, user, order !== undefined && qualifies(store, order, a, nowMs))),
  };
}

/** A number in [0, 1) that depends only on the store's seed and the order (the pop-up's draw). */
export function popupDraw(store: Store, orderSn: string): number {
  return createHash("sha256").update(`popup:${store.seed}:${orderSn}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** §1 probability on this printer: the highest override of these activities, else the printer's, else the platform's. */
export function popupProbability(store: Store, printer: PrinterRecord | undefined, activities: readonly ActivityRecord[]): number {
  const overrides = activities.map((a) => a.popup_probability).filter((p): p is number => typeof p === "number");
  if (overrides.length > 0) return Math.max(...overrides);
  if (typeof printer?.popup_probability === "number") return printer.popup_probability;
  return store.config.popup_probability;
}

/** The pop-up after a paid print: the tasks the buyer can take with this order, and whether to show them. */
export function popupFor(ctx: RouteContext, user: UserRecord, orderId: number) {
  const { store } = ctx;
  const nowMs = ctx.clock.now();
  const nowS = unixSeconds(nowMs);
  const order = callerOrder(ctx, user, orderId);
  const printer = printerOfOrder(store, order);
  const open = printer === undefined ? [] : runningOn(store, printer, nowS).filter((a) => qualifies(store, order, a, nowMs));
  const takeable = open.filter((a) => blockOf(a, user, submissionOf(store, a.id, user.id), true, nowS) === null);
  const probability = popupProbability(store, printer, takeable);
  const show = takeable.length > 0 && popupDraw(store, order.order_sn) < probability;
  return { show: show ? (1 as const) : (0 as const), probability, list: takeable.map((a) => toActivity(store, a, user)) };
}

/** A buyer's screenshots for one task (first time, or again after a refusal). */
export function submit(
  ctx: RouteContext,
  user: UserRecord,
  input: { order_id: number; activity_id: number; images: string[]; remark?: string | undefined },
): BuyerActivityRecord {
  const { store, lang } = ctx;
  const nowMs = ctx.clock.now();
  const nowS = unixSeconds(nowMs);
  const order = callerOrder(ctx, user, input.order_id);
  const a = own(store.activities, input.activity_id);
  if (a === undefined) throw new ApiError(200, say(lang, P.activityNotFound));
  if (!qualifies(store, order, a, nowMs)) throw new ApiError(200, say(lang, P.orderNotQualified));
  const old = submissionOf(store, a.id, user.id);
  const why = blockOf(a, user, old, true, nowS);
  const refusals: Record<Block, (typeof P)[keyof typeof P]> = {
    paid: P.alreadyPaid,
    under_review: P.underReview,
    joined: P.alreadyJoined,
    ended: P.activityEnded,
    no_tries: P.noTries,
    no_order: P.orderNotQualified,
  };
  if (why !== null) throw new ApiError(200, say(lang, refusals[why]));
  const kept = old?.images ?? [];
  if (!input.images.every((url) => acceptableImage(store, user.id, url, kept))) throw new ApiError(200, say(lang, P.notYourImage));
  const printer = printerOfOrder(store, order);
  const shopId = printer?.shopId ?? a.shopId;

  const fields = {
    orderId: order.id,
    shopId,
    sn: printer?.sn ?? order.sn,
    images: [...new Set(input.images)],
    remark: input.remark ?? "",
    status: R.SUBMITTED,
    reason: "",
    cash_back: a.cash_back, // what the buyer was promised when they submitted
    submit_time: nowS,
  };
  if (old !== undefined) {
    Object.assign(old, fields, { tries: old.tries + 1, audit_time: null, auditorId: null });
    return toBuyerRecord(old);
  }
  let id = allocId(store, "activitySubmission");
  while (own(store.promo.submissions, id) !== undefined) id = allocId(store, "activitySubmission");
  const rec: ActivitySubmissionRecord = {
    id, activityId: a.id, userId: user.id, ...fields, tries: 1, create_time: nowS, audit_time: null, auditorId: null, pay_time: null, ledgerId: null,
  };
  store.promo.submissions[String(id)] = rec;
  return toBuyerRecord(rec);
}
