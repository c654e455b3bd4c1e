/**
 * §7 device/company calls: sending a paid order's job, the company context, and the company's
 * people. Every company call acts on the caller's own company (printing/company.ts).
 */
import { companyInfo, companyManageAdd, companyManageRemove, companyUpdate, companyUsers, sendOrder } from "../../web/contract/http/company.ts";
import { unixSeconds } from "../money.ts";
import { pageOf } from "../printing/catalog.ts";
import {
  addOperator,
  callerCompany,
  operatorsOf,
  operatorToAdd,
  operatorToRemove,
  removeOperator,
  requireCompanyAdmin,
  toOperator,
} from "../printing/company.ts";
import { sendOrderJob } from "../printing/jobs.ts";
import { route, signedIn, type Route } from "../router.ts";
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
    if (ctx.input.name !== undefined) company.name = ctx.input.name;
    if (ctx.input.logo_url !== undefined) company.logo_url = ctx.input.logo_url;
    return { id: company.id, name: company.name, logo_url: company.logo_url };
  }),

  route(companyUsers, (ctx) => {
    const company = callerCompany(ctx, signedIn(ctx));
    const rows = operatorsOf(ctx.store, company);
    return pageOf(rows, ctx.input.page, ctx.input.limit, OPERATOR_PAGE_SIZE, (u) => toOperator(company, u));
  }),

  route(companyManageAdd, (ctx) => {
    const user = signedIn(ctx);
    const company = callerCompany(ctx, user);
    requireCompanyAdmin(ctx, user, company);
    const target = operatorToAdd(ctx, company, ctx.input);
    addOperator(ctx.store, company, target, unixSeconds(ctx.clock.now()));
    return toOperator(company, target);
  }),

  route(companyManageRemove, (ctx) => {
    const user = signedIn(ctx);
    const company = callerCompany(ctx, user);
    requireCompanyAdmin(ctx, user, company);
    removeOperator(ctx.store, company, operatorToRemove(ctx, company, ctx.input.user_id));
    return null;
  }),
];
