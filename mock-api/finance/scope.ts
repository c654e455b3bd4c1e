/**
 * Who sees which shops in the finance and stats calls (§6 on the server), China-time calendar
 * helpers, paging and the §5 masks. A merchant sees the shops of their company (user.companyId);
 * an admin (level_type 1/3/7) sees every shop on the stats pages, but withdraws only from their
 * own company's (money belongs to a company, not to the platform's staff).
 */
import { ADMIN_LEVEL_TYPES } from "../../web/contract/constants.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { ShopRecord, Store, UserRecord } from "../store/types.ts";
import { F } from "./messages.ts";

export function isAdmin(user: UserRecord): boolean {
  return ADMIN_LEVEL_TYPES.includes(user.level_type);
}

/** A business failure in the caller's language (HTTP 200, errorCode 1). */
export function refuse(ctx: Pick<RouteContext, "lang">, message: Bilingual, vars: Readonly<Record<string, string | number>> = {}): ApiError {
  return new ApiError(200, say(ctx.lang, message, vars));
}

/** 404 with no data: another company's record looks exactly like a missing one (no probing). */
export function notFound(ctx: Pick<RouteContext, "lang">, message: Bilingual): ApiError {
  return new ApiError(404, say(ctx.lang, message));
}

/** The shops of one company, by id. */
export function companyShops(store: Store, companyId: number | null): ShopRecord[] {
  if (companyId === null) return [];
  return Object.values(store.shops)
    .filter((s) => s.companyId === companyId)
    .sort((a, b) => a.id - b.id);
}

/** May this caller see and change this shop? Admins: any; merchants: their company's. */
export function canSeeShop(user: UserRecord, shop: ShopRecord): boolean {
  return isAdmin(user) || (user.companyId !== null && shop.companyId === user.companyId);
}

/** A shop by a request's id, if the caller may see it; else a 404 naming nothing. */
export function visibleShop(ctx: Pick<RouteContext, "lang" | "store">, user: UserRecord, id: number): ShopRecord {
  const shop = own(ctx.store.shops, id);
  if (shop === undefined || !canSeeShop(user, shop)) throw notFound(ctx, F.shopNotFound);
  return shop;
}

/**
 * The shops a stats call covers: one (shop_id, when the caller may see it), or every shop the
 * caller sees (admins: the platform).
 */
export function statsShops(ctx: Pick<RouteContext, "lang" | "store">, user: UserRecord, shopId: number | undefined): Set<number> {
  if (shopId !== undefined) return new Set([visibleShop(ctx, user, shopId).id]);
  const shops = isAdmin(user) ? Object.values(ctx.store.shops) : companyShops(ctx.store, user.companyId);
  return new Set(shops.map((s) => s.id));
}

/** The shop running a printer, by serial (own key), or null. */
export function shopIdOfPrinter(store: Store, sn: string): number | null {
  if (sn === "") return null;
  return own(store.printers, sn)?.shopId ?? null;
}

// ---- Paging (contract common.ts `paged`).

export const DEFAULT_LIMIT = 20;

export function page<T>(rows: readonly T[], input: { page?: number | undefined; limit?: number | undefined }) {
  const p = input.page ?? 1;
  const limit = input.limit ?? DEFAULT_LIMIT;
  return { list: rows.slice((p - 1) * limit, p * limit), total: rows.length, page: p, limit };
}

// ---- China time: the admin area's days and months are UTC+8 (the backend's business zone).

export const CHINA_OFFSET_S = 8 * 3600;
export const DAY_S = 86_400;

/** Unix seconds at the start of the China day containing `unixS`. */
export function dayStartOf(unixS: number): number {
  return Math.floor((unixS + CHINA_OFFSET_S) / DAY_S) * DAY_S - CHINA_OFFSET_S;
}

/** "YYYY-MM" of a moment, China time. */
export function monthOf(unixS: number): string {
  return new Date((unixS + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 7);
}

/** [start, end) unix seconds of a "YYYY-MM" month, China time, and its number of days. */
export function monthRange(month: string): { start: number; end: number; days: number } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const start = Date.UTC(y, m - 1, 1) / 1000 - CHINA_OFFSET_S;
  const end = Date.UTC(y, m, 1) / 1000 - CHINA_OFFSET_S;
  return { start, end, days: Math.round((end - start) / DAY_S) };
}

/** The "YYYY-MM" `back` months before `month` (0 = itself). */
export function monthBefore(month: string, back: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 7);
}

// ---- §5 masks.

/** §5 phone masking: first 3 and last 4 digits, stars between. */
export function maskMobile(mobile: string): string {
  return mobile.length < 8 ? mobile : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** §5 email masking: first 2 characters, stars after (the domain stays readable). */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** A bank account the §5 way: the first 4 and last 4 digits, stars between. */
export function maskAccount(account: string): string {
  return account.length <= 8 ? account : `${account.slice(0, 4)}${"*".repeat(account.length - 8)}${account.slice(-4)}`;
}

/** An alipay id (a mobile or an email) masked by its kind; "" stays "". */
export function maskAlipay(alipay: string): string {
  return alipay.includes("@") ? maskEmail(alipay) : maskMobile(alipay);
}
