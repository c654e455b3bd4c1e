/**
 * The calls of web/contract/http/activity.ts: the merchant's cash-back activities, the official
 * account, the buyers' submissions and their decision (promo/activities.ts, submissions.ts), and
 * the buyer's pop-up, tasks and submit. Merchant calls act within the caller's scope
 * (merchant/scope.ts): another company's record is 404.
 */
import * as c from "../../web/contract/http/activity.ts";
import { ApiError } from "../errors.ts";
import { isAdmin, page, scopeOf } from "../merchant/scope.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { originOf } from "../printing/printers.ts";
import {
  deleteActivity,
  endActivity,
  listActivities,
  printersOf,
  saveActivity,
  saveWeixin,
  tallies,
  toManageActivity,
  visibleActivity,
  weixinOf,
} from "../promo/activities.ts";
import { P } from "../promo/messages.ts";
import { audit, listSubmissions, toRecordView, visibleSubmission } from "../promo/submission-review.ts";
import { orderTasks, popupFor, submit } from "../promo/submissions.ts";
import { route, signedIn, type Route } from "../route.ts";
import { own } from "../store/own.ts";

export const activityRoutes: readonly Route[] = [
  route(c.activityManageList, (ctx) => {
    const user = signedIn(ctx);
    const nowS = unixSeconds(ctx.clock.now());
    const counts = tallies(ctx.store);
    const rows = listActivities(ctx.store, scopeOf(ctx.store, user), ctx.input, nowS);
    return page(rows, ctx.input, (a) => toManageActivity(ctx.store, a, nowS, counts.get(a.id)));
  }),

  route(c.activityManageInfo, (ctx) => {
    const a = visibleActivity(ctx, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id);
    const origin = originOf(ctx.req);
    const tickets = printersOf(ctx.store, a).map((p) => ({
      sn: p.sn,
      shop_name: p.shopId === null ? null : (own(ctx.store.shops, p.shopId)?.name ?? null),
      url: `${origin}/sugar/order-activity?sn=${encodeURIComponent(p.sn)}&activity_id=${a.id}`,
    }));
    return { ...toManageActivity(ctx.store, a, unixSeconds(ctx.clock.now()), tallies(ctx.store).get(a.id)), tickets };
  }),

  route(c.activitySave, (ctx) => {
    const user = signedIn(ctx);
    return saveActivity(ctx, user, scopeOf(ctx.store, user), ctx.input);
  }),

  route(c.activityEnd, (ctx) => {
    const a = visibleActivity(ctx, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id);
    const nowS = unixSeconds(ctx.clock.now());
    endActivity(a, nowS);
    return toManageActivity(ctx.store, a, nowS, tallies(ctx.store).get(a.id));
  }),

  route(c.activityDelete, (ctx) => {
    deleteActivity(ctx, visibleActivity(ctx, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id));
    return null;
  }),

  // A merchant's own company; an admin may name another (company_id), or reads their own.
  route(c.activityWeixinConfig, (ctx) => {
    const user = signedIn(ctx);
    const asked = ctx.input.company_id;
    if (asked !== undefined && asked !== user.companyId && !isAdmin(user)) throw new ApiError(404, say(ctx.lang, P.activityNotFound));
    const companyId = asked ?? user.companyId;
    if (companyId !== null && own(ctx.store.companies, companyId) === undefined) throw new ApiError(404, say(ctx.lang, P.activityNotFound));
    return weixinOf(ctx.store, companyId);
  }),

  route(c.activityWeixinConfigSave, (ctx) => saveWeixin(ctx, signedIn(ctx), ctx.input)),

  route(c.activityRecordList, (ctx) => {
    const scope = scopeOf(ctx.store, signedIn(ctx));
    // An activity of another company lists nothing, like one that does not exist (404).
    if (ctx.input.activity_id !== undefined) visibleActivity(ctx, scope, ctx.input.activity_id);
    return page(listSubmissions(ctx.store, scope, ctx.input), ctx.input, (r) => toRecordView(ctx.store, r, scope));
  }),

  route(c.activityRecordInfo, (ctx) => {
    const scope = scopeOf(ctx.store, signedIn(ctx));
    return toRecordView(ctx.store, visibleSubmission(ctx, scope, ctx.input.id), scope);
  }),

  route(c.activityRecordAudit, (ctx) => {
    const user = signedIn(ctx);
    const scope = scopeOf(ctx.store, user);
    const r = visibleSubmission(ctx, scope, ctx.input.id);
    audit(ctx, user, r, ctx.input.pass, ctx.input.reason);
    return toRecordView(ctx.store, r, scope);
  }),

  route(c.activityPopup, (ctx) => popupFor(ctx, signedIn(ctx), ctx.input.order_id)),

  route(c.orderActivity, (ctx) => orderTasks(ctx, signedIn(ctx), ctx.input)),

  route(c.activitySubmit, (ctx) => submit(ctx, signedIn(ctx), ctx.input)),
];

