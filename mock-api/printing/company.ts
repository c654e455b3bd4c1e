/**
 * A company's people (company/update, user-list, manage-remove; manage-add invites, accepting
 * joins: shop-admin/invitations.ts). Every call acts on
 * the CALLER's company (user.companyId): there is no company id in the input, so one merchant
 * can never reach another's company. Changes are the owner's, or a platform admin's (level 3/7)
 * inside that company; operators may look at the list.
 *
 * An operator helps run the company's shops and printers: joining makes them the manager of
 * every printer of the company's shops (§6 is_manage); leaving takes that away again.
 */
import { LEVEL_TYPE } from "../../web/contract/constants.ts";
import type { Operator } from "../../web/contract/http/company.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { CompanyRecord, Store, UserRecord } from "../store/types.ts";
import { M } from "./messages.ts";

/** The caller's company, or errorCode 1 (a platform admin outside any company has none). */
export function callerCompany(ctx: RouteContext, user: UserRecord): CompanyRecord {
  const c = user.companyId === null ? undefined : own(ctx.store.companies, user.companyId);
  if (c === undefined) throw new ApiError(200, say(ctx.lang, M.noCompany));
  return c;
}

/** The owner, or a platform admin (level 3/7) of the company, may change it. */
export function requireCompanyAdmin(ctx: RouteContext, user: UserRecord, company: CompanyRecord): void {
  const platformAdmin = user.level_type === LEVEL_TYPE.ADMIN || user.level_type === LEVEL_TYPE.SUPER_ADMIN;
  if (company.ownerId !== user.id && !platformAdmin) throw new ApiError(200, say(ctx.lang, M.notCompanyOwner));
}

/** Serials of every printer (and egg printer) of the company's shops. */
export function companyPrinters(store: Store, companyId: number): string[] {
  const shops = new Set(Object.values(store.shops).filter((s) => s.companyId === companyId).map((s) => s.id));
  return Object.values(store.printers)
    .filter((p) => p.shopId !== null && shops.has(p.shopId))
    .flatMap((p) => (p.eggSn === null ? [p.sn] : [p.sn, p.eggSn]));
}

function joinedAt(u: UserRecord): number {
  return u.company_join_time ?? u.create_time;
}

export function toOperator(company: CompanyRecord, u: UserRecord): Operator {
  return {
    user_id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    mobile: u.mobile, // whole; the page masks it (§5)
    role: company.ownerId === u.id ? "owner" : "operator",
    create_time: joinedAt(u),
  };
}

/** The company's people, owner first, then by when they joined. */
export function operatorsOf(store: Store, company: CompanyRecord): UserRecord[] {
  const owner = (u: UserRecord) => (u.id === company.ownerId ? 0 : 1);
  return Object.values(store.users)
    .filter((u) => u.companyId === company.id)
    .sort((a, b) => owner(a) - owner(b) || joinedAt(a) - joinedAt(b) || a.id - b.id);
}

export function addOperator(store: Store, company: CompanyRecord, u: UserRecord, nowS: number): void {
  u.companyId = company.id;
  u.company_join_time = nowS;
  for (const sn of companyPrinters(store, company.id)) if (!u.managedPrinters.includes(sn)) u.managedPrinters.push(sn);
}

/** The operator to remove: in this company and not its owner. */
export function operatorToRemove(ctx: RouteContext, company: CompanyRecord, userId: number): UserRecord {
  const target = own(ctx.store.users, userId);
  if (target === undefined || target.companyId !== company.id) throw new ApiError(200, say(ctx.lang, M.notOperator));
  if (target.id === company.ownerId) throw new ApiError(200, say(ctx.lang, M.removeOwner));
  return target;
}

export function removeOperator(store: Store, company: CompanyRecord, u: UserRecord): void {
  const printers = new Set(companyPrinters(store, company.id));
  u.companyId = null;
  delete u.company_join_time;
  u.managedPrinters = u.managedPrinters.filter((sn) => !printers.has(sn));
}
