/**
 * §7 device/company calls: sending a paid order's job, the company context, and the company's
 * people. Every company call acts on the caller's own company (printing/company.ts); operators
 * join by invitation (shop-admin/invitations.ts).
 */
import {
  companyInfo,
  companyInvitationCancel,
  companyInvitationList,
  companyManageAdd,
  companyManageRemove,
  companyUpdate,
  companyUsers,
  invitationAccept,
  invitationDecline,
  myInvitations,
  sendOrder,
} from "../../web/contract/http/company.ts";
import { ApiError } from "../errors.ts";
import { acceptableImage } from "../finance/uploads.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { pageOf } from "../printing/catalog.ts";
import { callerCompany, operatorsOf, operatorToRemove, removeOperator, requireCompanyAdmin, toOperator } from "../printing/company.ts";
import {
  accept,
  cancelInvitation,
  companyInvitation,
  decline,
  invitationsOf,
  invite,
  myInvitations as invitationsForMe,
  myPendingInvitation,
  toInvitation,
} from "../shop-admin/invitations.ts";
import { S } from "../shop-admin/messages.ts";
import { sendOrderJob } from "../printing/jobs.ts";
import { route, signedIn, type Route } from "../route.ts";
import type { CompanyRecord, Store } from "../store/types.ts";

/** Operators a page shows when no limit is given. */
const OPERATOR_PAGE_SIZE = 20;

/** §1 company context: the caller's company when logged in with one, else the platform's. */
function companyFor(store: Store, companyId: number | null): CompanyRecord | undefined {
  return (companyId !== null ? store.companies[String(companyId)] : undefined) ?? store.companies[String(store.platformCompanyId)];
}

export const companyRoutes: readonly Route[] = [
  route(sendOrder, (ctx) => sendOrderJob(ctx, signedIn(ctx), ctx.input.sn, ctx.input.order_sn)),

  route(companyInfo, ({ store, user }) => {
    const c = companyFor(store, user?.companyId ?? null);
    return c === undefined ? { name: null, logo_url: null } : { id: c.id, name: c.name, logo_url: c.logo_url };
  }),

  route(companyUpdate, (ctx) => {
    const user = signedIn(ctx);
    const company = callerCompany(ctx, user);
    requireCompanyAdmin(ctx, user, company);
    // Issue 15: a logo this mock checked by its content (the caller's upload), or the one it has.
    if (ctx.input.logo_url !== undefined && !acceptableImage(ctx.store, user.id, ctx.input.logo_url, [company.logo_url])) {
      throw new ApiError(200, say(ctx.lang, S.notYourImage));
    }
    if (ctx.input.name !== undefined) company.name = ctx.input.name;
    if (ctx.input.logo_url !== undefined) company.logo_url = ctx.input.logo_url;
    return { id: company.id, name: company.name, logo_url: company.logo_url };
  }),

  route(companyUsers, (ctx) => {
    const company = callerCompany(ctx, signedIn(ctx));
    const rows = operatorsOf(ctx.store, company);
    return pageOf(rows, ctx.input.page, ctx.input.limit, OPERATOR_PAGE_SIZE, (u) => toOperator(company, u));
  }),

  // Issue 15: an invitation the invitee accepts or declines (shop-admin/invitations.ts).
  route(companyManageAdd, (ctx) => {
    const user = signedIn(ctx);
    const company = callerCompany(ctx, user);
    requireCompanyAdmin(ctx, user, company);
    return toInvitation(ctx.store, invite(ctx, user, company, ctx.input), unixSeconds(ctx.clock.now()));
  }),

  route(companyInvitationList, (ctx) => {
    const company = callerCompany(ctx, signedIn(ctx));
    const nowS = unixSeconds(ctx.clock.now());
    return pageOf(invitationsOf(ctx.store, company.id, ctx.input.status, nowS), ctx.input.page, ctx.input.limit, OPERATOR_PAGE_SIZE, (i) => toInvitation(ctx.store, i, nowS));
  }),

  route(companyInvitationCancel, (ctx) => {
    const user = signedIn(ctx);
    const company = callerCompany(ctx, user);
    requireCompanyAdmin(ctx, user, company);
    const invitation = companyInvitation(ctx, company, ctx.input.id);
    cancelInvitation(ctx, invitation);
    return toInvitation(ctx.store, invitation, unixSeconds(ctx.clock.now()));
  }),

  route(myInvitations, (ctx) => ({ list: invitationsForMe(ctx.store, signedIn(ctx), unixSeconds(ctx.clock.now())) })),

  route(invitationAccept, (ctx) => {
    const user = signedIn(ctx);
    const c = accept(ctx, user, myPendingInvitation(ctx, user, ctx.input.id));
    return { id: c.id, name: c.name, logo_url: c.logo_url };
  }),

  route(invitationDecline, (ctx) => {
    const user = signedIn(ctx);
    decline(ctx, user, myPendingInvitation(ctx, user, ctx.input.id));
    return null;
  }),

  route(companyManageRemove, (ctx) => {
    const user = signedIn(ctx);
    const company = callerCompany(ctx, user);
    requireCompanyAdmin(ctx, user, company);
    removeOperator(ctx.store, company, operatorToRemove(ctx, company, ctx.input.user_id));
    return null;
  }),
];
