/**
 * §1 cash-back activities as the merchant runs them (contract activity.ts): where each runs, its
 * state, the admin's view with its numbers, save, end and delete, and the company's official
 * account for "follow" tasks. The buyers' submissions are in submissions.ts.
 */
import { ACTIVITY_DAYS_MAX, ACTIVITY_RECORD_STATUS, type Activity, type ActivityState, type ManageActivity, type WeixinAccount } from "../../web/contract/http/activity.ts";
import type { ActivitySaveInput } from "../../web/contract/http/activity.ts";
import { ApiError } from "../errors.ts";
import { sharedCurrency } from "../finance/stats.ts";
import { acceptableImage } from "../finance/uploads.ts";
import { dayStart, seesShop, type Scope } from "../merchant/scope.ts";
import { say } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { companyOfShop } from "../printing/catalog.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { ActivityRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import type * as z from "zod/mini";
import { P } from "./messages.ts";
import { reachNames, reaches, resolveReach } from "./scope.ts";

const DAY_S = 86_400;

/** The shops an activity runs on (seeded ones: their own shop). */
export function activityShopIds(a: ActivityRecord): number[] {
  return a.shopIds ?? [a.shopId];
}

export function activitySns(a: ActivityRecord): string[] {
  return a.sns ?? [];
}

/** When it stops running: its end, or when a merchant ended it, whichever is first (unix seconds). */
export function activityEndS(a: ActivityRecord): number {
  return a.ended_time === undefined || a.ended_time === null ? a.end_time : Math.min(a.end_time, a.ended_time);
}

export function activityState(a: ActivityRecord, nowS: number): ActivityState {
  if (nowS >= activityEndS(a)) return "ended";
  return nowS < a.start_time ? "upcoming" : "running";
}

export function runsOn(a: ActivityRecord, printer: Pick<PrinterRecord, "sn" | "shopId">): boolean {
  return reaches(activityShopIds(a), activitySns(a), printer);
}

/** The activities running on a printer at `nowS`, newest first (sugar/activity-list, the pop-up). */
export function runningOn(store: Store, printer: PrinterRecord, nowS: number): ActivityRecord[] {
  if (printer.shopId === null) return [];
  return Object.values(store.activities)
    // Not one the platform took down (platform/activities.ts).
    .filter((a) => runsOn(a, printer) && activityState(a, nowS) === "running" && (a.taken_down ?? null) === null)
    .sort((a, b) => b.start_time - a.start_time || a.id - b.id);
}

/**
 * The customer's Activity (sugar/activity-list, the pop-up, the tasks). is_join: the buyer took
 * part before (seeded `joined`) or has a submission not refused.
 */
export function toActivity(store: Store, a: ActivityRecord, user: UserRecord | null): Activity {
  const joined =
    user !== null &&
    (a.joined.includes(user.id) ||
      Object.values(store.promo.submissions).some((r) => r.activityId === a.id && r.userId === user.id && r.status !== ACTIVITY_RECORD_STATUS.REFUSED));
  return {
    id: a.id,
    type: a.type,
    title: a.title,
    description: a.description,
    image_url: a.image_url,
    cash_back: a.cash_back,
    like_count: a.like_count,
    start_time: a.start_time,
    end_time: activityEndS(a),
    is_join: joined ? 1 : 0,
  };
}

/** May this caller see the activity? Its home shop is of their company (all its shops are), or they are an admin. */
export function seesActivity(scope: Scope, a: ActivityRecord): boolean {
  return seesShop(scope, a.shopId);
}

/** An activity by a request's id, if the caller may see it; else 404 (another company's looks missing). */
export function visibleActivity(ctx: Pick<RouteContext, "store" | "lang">, scope: Scope, id: number): ActivityRecord {
  const a = own(ctx.store.activities, id);
  if (a === undefined || !seesActivity(scope, a)) throw new ApiError(404, say(ctx.lang, P.activityNotFound));
  return a;
}

interface Tally {
  records: number;
  pending: number;
  paid: number;
  paidCents: number;
}

/** Submissions per activity, in one pass (a list page asks for many activities). */
export function tallies(store: Store): Map<number, Tally> {
  const out = new Map<number, Tally>();
  for (const r of Object.values(store.promo.submissions)) {
    const t = out.get(r.activityId) ?? { records: 0, pending: 0, paid: 0, paidCents: 0 };
    t.records += 1;
    if (r.status === ACTIVITY_RECORD_STATUS.SUBMITTED) t.pending += 1;
    if (r.status === ACTIVITY_RECORD_STATUS.PAID) {
      t.paid += 1;
      t.paidCents += toCents(r.cash_back);
    }
    out.set(r.activityId, t);
  }
  return out;
}

export function toManageActivity(store: Store, a: ActivityRecord, nowS: number, tally: Tally | undefined): ManageActivity {
  const shopIds = activityShopIds(a);
  const { shops } = reachNames(store, shopIds, activitySns(a));
  return {
    ...toActivity(store, a, null),
    state: activityState(a, nowS),
    company_id: companyOfShop(store, a.shopId) ?? 0,
    company_name: own(store.companies, companyOfShop(store, a.shopId) ?? 0)?.name ?? null,
    shop_ids: shopIds,
    shops,
    sns: activitySns(a),
    popup_probability: a.popup_probability ?? null,
    record_count: tally?.records ?? 0,
    pending_count: tally?.pending ?? 0,
    paid_count: tally?.paid ?? 0,
    paid_total: fromCents(tally?.paidCents ?? 0),
    ended_time: a.ended_time ?? null,
    taken_down: a.taken_down ? { reason: a.taken_down.reason, time: a.taken_down.time } : null,
    create_time: a.create_time,
    currency: sharedCurrency(printersOf(store, a)),
  };
}

/** The printers an activity runs on now, for its tickets. */
export function printersOf(store: Store, a: ActivityRecord): PrinterRecord[] {
  return Object.values(store.printers)
    .filter((p) => p.shopId !== null && runsOn(a, p))
    .sort((x, y) => x.device_id - y.device_id);
}

export interface ActivityQuery {
  state?: ActivityState | undefined;
  type?: string | undefined;
  shop_id?: number | undefined;
}

/** The caller's activities, running first, then upcoming, then ended; newest first within each. */
export function listActivities(store: Store, scope: Scope, q: ActivityQuery, nowS: number): ActivityRecord[] {
  const rank: Record<ActivityState, number> = { running: 0, upcoming: 1, ended: 2 };
  return Object.values(store.activities)
    .filter((a) => seesActivity(scope, a))
    .filter((a) => q.type === undefined || a.type === q.type)
    .filter((a) => q.shop_id === undefined || activityShopIds(a).includes(q.shop_id) || activitySns(a).some((sn) => own(store.printers, sn)?.shopId === q.shop_id))
    .filter((a) => q.state === undefined || activityState(a, nowS) === q.state)
    .sort((a, b) => rank[activityState(a, nowS)] - rank[activityState(b, nowS)] || b.create_time - a.create_time || b.id - a.id);
}

function hasSubmissions(store: Store, activityId: number): boolean {
  return Object.values(store.promo.submissions).some((r) => r.activityId === activityId);
}

type SaveInput = z.output<typeof ActivitySaveInput>;

/** Create (no id) or update. Every check comes before the first write, so a refusal changes nothing. */
export function saveActivity(ctx: RouteContext, user: UserRecord, scope: Scope, input: SaveInput): { id: number } {
  const { store, lang } = ctx;
  const nowS = unixSeconds(ctx.clock.now());
  const old = input.id === undefined ? undefined : visibleActivity(ctx, scope, input.id);
  const company = old !== undefined ? companyOfShop(store, old.shopId) : scope.admin ? null : user.companyId;
  const reach = resolveReach(ctx, scope, input, company);
  const start = dayStart(input.start_date);
  const end = dayStart(input.end_date) + DAY_S;
  if ((end - start) / DAY_S > ACTIVITY_DAYS_MAX) throw new ApiError(200, say(lang, P.tooLong, { days: ACTIVITY_DAYS_MAX }));
  // A new end in the past would make an ended activity; ending one is manage-activity/end.
  if (end <= nowS && end !== old?.end_time) throw new ApiError(200, say(lang, P.endBeforeToday));
  if (old !== undefined && old.type !== input.type && hasSubmissions(store, old.id)) throw new ApiError(200, say(lang, P.typeLocked));
  if (input.type === "follow" && own(store.promo.weixinAccounts, reach.companyId) === undefined) throw new ApiError(200, say(lang, P.needWeixin));
  const image = input.image_url === undefined ? (old?.image_url ?? "") : (input.image_url ?? "");
  if (image !== "" && !acceptableImage(store, user.id, image, old === undefined ? [] : [old.image_url])) throw new ApiError(200, say(lang, P.notYourImage));
  const homeShop = reach.shopIds[0] ?? own(store.printers, reach.sns[0] ?? "")?.shopId;
  if (homeShop === undefined || homeShop === null) throw new ApiError(200, say(lang, P.noCompany));

  // Checked; from here on nothing refuses.
  const fields = {
    shopId: homeShop,
    shopIds: reach.shopIds,
    sns: reach.sns,
    type: input.type,
    title: input.title,
    description: input.description ?? old?.description ?? "",
    image_url: image,
    cash_back: fromCents(toCents(input.cash_back ?? old?.cash_back ?? store.config.cash_back)), // §1 default
    like_count: input.type === "post" ? (input.like_count ?? null) : null,
    start_time: start,
    end_time: end,
    popup_probability: input.popup_probability === undefined ? (old?.popup_probability ?? null) : input.popup_probability,
  };
  if (old !== undefined) {
    Object.assign(old, fields);
    return { id: old.id };
  }
  let id = allocId(store, "activity");
  while (own(store.activities, id) !== undefined) id = allocId(store, "activity");
  store.activities[String(id)] = { id, ...fields, joined: [], create_time: nowS, ended_time: null };
  return { id };
}

/** Ends it now; an ended one stays as it is. */
export function endActivity(a: ActivityRecord, nowS: number): void {
  if (nowS < activityEndS(a)) a.ended_time = nowS;
}

export function deleteActivity(ctx: Pick<RouteContext, "store" | "lang">, a: ActivityRecord): void {
  if (hasSubmissions(ctx.store, a.id)) throw new ApiError(200, say(ctx.lang, P.hasRecords));
  delete ctx.store.activities[String(a.id)];
}

// ---- The official account of "follow" tasks, one per company.

export function weixinOf(store: Store, companyId: number | null): WeixinAccount {
  const w = companyId === null ? undefined : own(store.promo.weixinAccounts, companyId);
  if (w === undefined) return { name: null, account: null, qrcode_url: null, description: null, update_time: null };
  return { name: w.name, account: w.account === "" ? null : w.account, qrcode_url: w.qrcode_url, description: w.description === "" ? null : w.description, update_time: w.update_time };
}

export function saveWeixin(
  ctx: RouteContext,
  user: UserRecord,
  input: { name: string; account?: string | undefined; qrcode_url: string; description?: string | undefined },
): WeixinAccount {
  const { store, lang } = ctx;
  const companyId = user.companyId;
  if (companyId === null || own(store.companies, companyId) === undefined) throw new ApiError(200, say(lang, P.noCompany));
  const old = own(store.promo.weixinAccounts, companyId);
  if (!acceptableImage(store, user.id, input.qrcode_url, old === undefined ? [] : [old.qrcode_url])) throw new ApiError(200, say(lang, P.notYourImage));
  store.promo.weixinAccounts[String(companyId)] = {
    companyId,
    name: input.name,
    account: input.account ?? "",
    qrcode_url: input.qrcode_url,
    description: input.description ?? "",
    update_time: unixSeconds(ctx.clock.now()),
  };
  return weixinOf(store, companyId);
}
