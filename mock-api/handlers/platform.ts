/**
 * The platform's own calls (web/contract/http/platform.ts): users and levels, settings, shop
 * suspension, activity take-down, the withdrawal review and the audit journal. The router has
 * checked the caller's level against each endpoint's `levels` (constants.ts PLATFORM_LEVELS).
 */
import * as c from "../../web/contract/http/platform.ts";
import { toShop } from "../finance/shops.ts";
import { page } from "../merchant/scope.ts";
import { unixSeconds } from "../money.ts";
import { setActivityTakenDown, takenDownView } from "../platform/activities.ts";
import { listAudit, toAuditEntry } from "../platform/audit.ts";
import { allFrames, saveFrame, setFrameStatus, toPlatformFrame } from "../platform/frames.ts";
import { saveSettings, settingsOf } from "../platform/settings.ts";
import { setShopSuspended } from "../platform/shops.ts";
import { admins, searchUsers, setLevel, toPlatformUser } from "../platform/users.ts";
import { listWithdrawals, reviewWithdrawal, toPlatformWithdrawal, toPlatformWithdrawalInfo, withdrawalOrNotFound } from "../platform/withdrawals.ts";
import { route, signedIn, type Route } from "../route.ts";

export const platformRoutes: readonly Route[] = [
  route(c.userList, ({ store, input }) => page(searchUsers(store, input), input, (u) => toPlatformUser(store, u))),

  route(c.adminList, ({ store, input }) => page(admins(store), input, (u) => toPlatformUser(store, u))),

  route(c.setLevel, (ctx) => toPlatformUser(ctx.store, setLevel(ctx.store, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now()), ctx.lang))),

  route(c.settings, ({ store }) => settingsOf(store)),

  route(c.settingsSave, (ctx) => saveSettings(ctx.store, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now()))),

  route(c.shopStatus, (ctx) => {
    const user = signedIn(ctx);
    return toShop(ctx.store, setShopSuspended(ctx.store, user, ctx.input, unixSeconds(ctx.clock.now()), ctx.lang), user);
  }),

  route(c.activityStatus, (ctx) => takenDownView(setActivityTakenDown(ctx.store, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now()), ctx.lang))),

  route(c.withdrawList, ({ store, input }) => page(listWithdrawals(store, input), input, (w) => toPlatformWithdrawal(store, w))),

  route(c.withdrawInfo, ({ store, input, lang }) => toPlatformWithdrawalInfo(store, withdrawalOrNotFound(store, input.id, lang))),

  route(c.withdrawReview, (ctx) => toPlatformWithdrawal(ctx.store, reviewWithdrawal(ctx.store, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now()), ctx.lang))),

  route(c.frameList, ({ store, lang }) => ({ list: allFrames(store).map((f) => toPlatformFrame(store, f, lang)) })),

  route(c.frameSave, (ctx) => toPlatformFrame(ctx.store, saveFrame(ctx.store, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now()), ctx.lang), ctx.lang)),

  route(c.frameStatus, (ctx) => toPlatformFrame(ctx.store, setFrameStatus(ctx.store, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now()), ctx.lang), ctx.lang)),

  route(c.auditList, ({ store, input }) => page(listAudit(store, input), input, (a) => toAuditEntry(store, a))),
];
