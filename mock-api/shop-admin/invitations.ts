/**
 * Operators join a company by invitation (contract company.ts, issue 15). The owner (or a
 * platform admin of the company) invites by mobile or user id; the invitee accepts or declines
 * from /user. Until they accept, the company gives them nothing: no shops, no printers managed.
 *
 * What the inviter learns is only whether the person is already in THEIR company: an invitation
 * to an unknown number waits for whoever signs up with it, and one to a member of another
 * company is refused when that person accepts, so neither leaks who uses the platform.
 */
import { INVITATION_DAYS, type Invitation, type InvitationStatus, type MyInvitation } from "../../web/contract/http/company.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { addOperator } from "../printing/company.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { CompanyInvitationRecord } from "../store/shop-admin.ts";
import type { CompanyRecord, Store, UserRecord } from "../store/types.ts";
import { S } from "./messages.ts";

const DAY_S = 86_400;

/** pending past its expiry reads "expired"; the record keeps "pending" (a GET changes nothing). */
export function invitationStatus(i: CompanyInvitationRecord, nowS: number): InvitationStatus {
  return i.status === "pending" && nowS >= i.expire_time ? "expired" : i.status;
}

export function toInvitation(store: Store, i: CompanyInvitationRecord, nowS: number): Invitation {
  const invitee = i.userId === null ? undefined : own(store.users, i.userId);
  const inviter = own(store.users, i.inviterId);
  return {
    id: i.id,
    company_id: i.companyId,
    mobile: i.mobile,
    user_id: i.userId,
    nickname: invitee?.nickname ?? null,
    status: invitationStatus(i, nowS),
    inviter: inviter === undefined ? null : { id: inviter.id, nickname: inviter.nickname },
    create_time: i.create_time,
    expire_time: i.expire_time,
    answer_time: i.answer_time,
  };
}

export function invitationsOf(store: Store, companyId: number, status: InvitationStatus | undefined, nowS: number): CompanyInvitationRecord[] {
  return Object.values(store.shopAdmin.invitations)
    .filter((i) => i.companyId === companyId && (status === undefined || invitationStatus(i, nowS) === status))
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}

/** Invites by mobile or user id; a pending invitation to the same number is renewed, not doubled. */
export function invite(ctx: RouteContext, inviter: UserRecord, company: CompanyRecord, by: { mobile?: string | undefined; user_id?: number | undefined }): CompanyInvitationRecord {
  const { store, lang } = ctx;
  const nowS = unixSeconds(ctx.clock.now());
  let mobile: string;
  let userId: number | null;
  if (by.user_id !== undefined) {
    const u = own(store.users, by.user_id);
    if (u === undefined) throw new ApiError(200, say(lang, S.noUser));
    if (u.mobile === "") throw new ApiError(200, say(lang, S.noMobile));
    mobile = u.mobile;
    userId = u.id;
  } else {
    mobile = by.mobile ?? "";
    userId = Object.values(store.users).find((u) => u.mobile !== "" && u.mobile === mobile)?.id ?? null;
  }
  if (userId === inviter.id) throw new ApiError(200, say(lang, S.inviteSelf));
  if (userId !== null && own(store.users, userId)?.companyId === company.id) throw new ApiError(200, say(lang, S.alreadyOperator));
  const open = Object.values(store.shopAdmin.invitations).find((i) => i.companyId === company.id && i.mobile === mobile && invitationStatus(i, nowS) === "pending");
  if (open !== undefined) {
    open.expire_time = nowS + INVITATION_DAYS * DAY_S;
    open.inviterId = inviter.id;
    open.userId = userId;
    return open;
  }
  let id = allocId(store, "companyInvitation");
  while (own(store.shopAdmin.invitations, id) !== undefined) id = allocId(store, "companyInvitation");
  const rec: CompanyInvitationRecord = {
    id, companyId: company.id, inviterId: inviter.id, mobile, userId, status: "pending",
    create_time: nowS, expire_time: nowS + INVITATION_DAYS * DAY_S, answer_time: null,
  };
  store.shopAdmin.invitations[String(id)] = rec;
  return rec;
}

/** One of the company's invitations by id (another company's is 404). */
export function companyInvitation(ctx: Pick<RouteContext, "store" | "lang">, company: CompanyRecord, id: number): CompanyInvitationRecord {
  const i = own(ctx.store.shopAdmin.invitations, id);
  if (i === undefined || i.companyId !== company.id) throw new ApiError(404, say(ctx.lang, S.invitationNotFound));
  return i;
}

export function cancelInvitation(ctx: Pick<RouteContext, "lang" | "clock">, i: CompanyInvitationRecord): void {
  const nowS = unixSeconds(ctx.clock.now());
  if (i.status === "cancelled") return;
  if (invitationStatus(i, nowS) !== "pending") throw new ApiError(200, say(ctx.lang, S.notPending));
  i.status = "cancelled";
  i.answer_time = nowS;
}

/** Is this invitation addressed to `user` (by id, or by their mobile)? */
function isFor(i: CompanyInvitationRecord, user: UserRecord): boolean {
  return i.userId === user.id || (user.mobile !== "" && i.mobile === user.mobile && (i.userId === null || i.userId === user.id));
}

export function myInvitations(store: Store, user: UserRecord, nowS: number): MyInvitation[] {
  return Object.values(store.shopAdmin.invitations)
    .filter((i) => isFor(i, user) && invitationStatus(i, nowS) === "pending")
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id)
    .flatMap((i) => {
      const company = own(store.companies, i.companyId);
      const inviter = own(store.users, i.inviterId);
      if (company === undefined) return [];
      return [{
        id: i.id,
        company: { id: company.id, name: company.name, logo_url: company.logo_url },
        inviter: inviter === undefined ? null : { nickname: inviter.nickname, avatar: inviter.avatar },
        create_time: i.create_time,
        expire_time: i.expire_time,
      }];
    });
}

/** The caller's pending invitation by id: anyone else's, or an answered or expired one, is "no such invitation". */
export function myPendingInvitation(ctx: Pick<RouteContext, "store" | "lang" | "clock">, user: UserRecord, id: number): CompanyInvitationRecord {
  const i = own(ctx.store.shopAdmin.invitations, id);
  if (i === undefined || !isFor(i, user) || invitationStatus(i, unixSeconds(ctx.clock.now())) !== "pending") {
    throw new ApiError(200, say(ctx.lang, S.invitationNotFound));
  }
  return i;
}

/** Accepts: the caller joins the company as an operator (and manages its printers). */
export function accept(ctx: RouteContext, user: UserRecord, i: CompanyInvitationRecord): CompanyRecord {
  const { store, lang } = ctx;
  const company = own(store.companies, i.companyId);
  if (company === undefined) throw new ApiError(200, say(lang, S.invitationNotFound));
  if (user.companyId !== null && user.companyId !== company.id) throw new ApiError(200, say(lang, S.inOtherCompany));
  const nowS = unixSeconds(ctx.clock.now());
  if (user.companyId !== company.id) addOperator(store, company, user, nowS);
  i.status = "accepted";
  i.userId = user.id;
  i.answer_time = nowS;
  return company;
}

export function decline(ctx: Pick<RouteContext, "clock">, user: UserRecord, i: CompanyInvitationRecord): void {
  i.status = "declined";
  i.userId = user.id;
  i.answer_time = unixSeconds(ctx.clock.now());
}
