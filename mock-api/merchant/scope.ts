/**
 * Who sees what in the admin area (§6 on the server): a merchant sees the shops of their own
 * company (user.companyId) and everything hanging off them; an admin (level_type 1/3/7) sees
 * every shop. Also the small helpers every merchant list shares: paging, date ranges, people.
 */
import { ADMIN_LEVEL_TYPES, LEVEL_TYPE, PLATFORM_LEVELS } from "../../web/contract/constants.ts";
import type { Person } from "../../web/contract/http/manage-common.ts";
import { printerOfOrder } from "../commerce/orders.ts";
import { own } from "../store/own.ts";
import type { PrintOrderRecord, ShopRecord, Store, UserRecord } from "../store/types.ts";

export function isAdmin(user: UserRecord): boolean {
  return ADMIN_LEVEL_TYPES.includes(user.level_type);
}

/** What one caller may see: every shop (admins) or the shops of their company. */
export interface Scope {
  readonly admin: boolean;
  /** null = every shop. */
  readonly shopIds: ReadonlySet<number> | null;
}

export function scopeOf(store: Store, user: UserRecord): Scope {
  if (isAdmin(user)) return { admin: true, shopIds: null };
  const ids = new Set<number>();
  if (user.companyId !== null) for (const s of Object.values(store.shops)) if (s.companyId === user.companyId) ids.add(s.id);
  return { admin: false, shopIds: ids };
}

/**
 * Who may ACT, not only read, on a shop's records through the merchant calls (receipt, refund
 * requests): the members of its company, and among the platform's staff only those who act
 * (constants.ts PLATFORM_LEVELS.OPERATE: 3 and 7). A level-1 admin reads every shop but acts
 * only for its own company's, like any merchant.
 */
export function actingScopeOf(store: Store, user: UserRecord): Scope {
  if ((PLATFORM_LEVELS.OPERATE as readonly number[]).includes(user.level_type)) return { admin: true, shopIds: null };
  return scopeOf(store, { ...user, level_type: LEVEL_TYPE.CUSTOMER });
}

export function seesShop(scope: Scope, shopId: number | null | undefined): boolean {
  if (shopId === null || shopId === undefined) return scope.admin;
  return scope.shopIds === null || scope.shopIds.has(shopId);
}

/** A shop the caller may act for, by a request's id (own-key lookup). */
export function visibleShop(store: Store, scope: Scope, shopId: number): ShopRecord | undefined {
  const shop = own(store.shops, shopId);
  return shop !== undefined && seesShop(scope, shop.id) ? shop : undefined;
}

/** The shop a print order belongs to: the shop running the printer (or egg head's printer) it was made on. */
export function shopOfPrintOrder(store: Store, order: PrintOrderRecord): ShopRecord | undefined {
  if (order.sn === "") return undefined;
  const printer = printerOfOrder(store, order);
  return printer === undefined || printer.shopId === null ? undefined : own(store.shops, printer.shopId);
}

// ---- Paging: one shape for every list (contract common.ts `paged`).

export const DEFAULT_LIMIT = 20;

/** One page of `rows`; only that page goes through `view` (building a row's view costs lookups). */
export function page<T, U = T>(
  rows: readonly T[],
  input: { page?: number | undefined; limit?: number | undefined },
  view: (row: T) => U = (row) => row as unknown as U,
): { list: U[]; total: number; page: number; limit: number } {
  const p = input.page ?? 1;
  const limit = input.limit ?? DEFAULT_LIMIT;
  return { list: rows.slice((p - 1) * limit, p * limit).map(view), total: rows.length, page: p, limit };
}

/** Newest first; ties by id, newest first. */
export function newestFirst<T extends { create_time: number; id: number }>(a: T, b: T): number {
  return b.create_time - a.create_time || b.id - a.id;
}

// ---- Dates: the admin area's days are China days (UTC+8), the backend's business time zone.

const CHINA_OFFSET_S = 8 * 3600;

/** Unix seconds at the start of a "YYYY-MM-DD" day in China time. */
export function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000 - CHINA_OFFSET_S;
}

/** A predicate on unix seconds for optional start_date/end_date (both days included). */
export function inDateRange(input: { start_date?: string | undefined; end_date?: string | undefined }): (t: number) => boolean {
  const from = input.start_date === undefined ? -Infinity : dayStart(input.start_date);
  const to = input.end_date === undefined ? Infinity : dayStart(input.end_date) + 86_400;
  return (t) => t >= from && t < to;
}

/** "YYYY-MM-DD HH:mm:ss" in China time, for CSV cells. */
export function chinaTime(unixS: number | null): string {
  if (unixS === null) return "";
  return new Date((unixS + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 19).replace("T", " ");
}

// ---- People on order rows.

/** §5 phone masking: first 3 and last 4 digits, stars between. */
export function maskMobile(mobile: string): string {
  return mobile.length < 8 ? mobile : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** A customer or buyer as order rows show them; the mobile is masked unless the caller is an admin. */
export function personOf(store: Store, userId: number, scope: Scope): Person | null {
  const u = own(store.users, userId);
  if (u === undefined) return null;
  return { id: u.id, nickname: u.nickname, avatar: u.avatar, mobile: scope.admin ? u.mobile : maskMobile(u.mobile) };
}
