/**
 * The merchant's printers as the admin area reads them (contract manage-device.ts): who sees
 * which printer, the fleet list with its filters and tab counts, the detail, the error list and
 * the managers. Printers are keyed by serial; the admin routes name them by device_id (`id`).
 *
 * Built for big fleets: a list call filters every printer once (a few comparisons each) and
 * builds rows, with their queue and today's figures, for the page asked only (one pass over the
 * orders for all of them).
 */
import type { Language } from "../../web/contract/constants.ts";
import type { DeviceCounts, DeviceError, DeviceInfo, DeviceManager, DeviceRow, DeviceState } from "../../web/contract/http/manage-device.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { ApiError } from "../errors.ts";
import { isSale } from "../finance/sales.ts";
import { dayStartOf, monthOf, monthRange } from "../finance/scope.ts";
import { say } from "../messages.ts";
import { page, scopeOf, visibleShop, type Scope } from "../merchant/scope.ts";
import { fromCents, unixSeconds } from "../money.ts";
import { toBinding } from "../photo/screen.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { PrinterRecord, PrintOrderRecord, ShopRecord, Store, UserRecord } from "../store/types.ts";
import { ERROR_LABELS, errorCodeOf, hasError, isOnline } from "./device-state.ts";
import { M } from "./messages.ts";
import { photoTemplateList } from "./photo-drawings.ts";
import { templatesOfPrinter } from "../shop-admin/photo.ts";
import { customerUrl, manages, originOf } from "./printers.ts";

type Ctx = Pick<RouteContext, "store" | "lang" | "clock">;

/** A printer the caller may see: one bound to a shop of their company; admins see every printer. */
export function seesPrinter(scope: Scope, p: PrinterRecord): boolean {
  return scope.shopIds === null || (p.shopId !== null && scope.shopIds.has(p.shopId));
}

/** 404 naming nothing: another company's printer looks exactly like a missing one. */
export function noPrinter(ctx: Pick<RouteContext, "lang">): ApiError {
  return new ApiError(404, say(ctx.lang, M.noPrinter));
}

function byDeviceId(store: Store, id: number): PrinterRecord | undefined {
  for (const sn in store.printers) {
    const p = store.printers[sn] as PrinterRecord;
    if (p.device_id === id) return p;
  }
  return undefined;
}

/** The printer with this device_id (or own serial) if the caller may see it, else 404. */
export function visiblePrinter(ctx: Ctx, user: UserRecord, by: { id?: number | undefined; sn?: string | undefined }): PrinterRecord {
  const p = by.id !== undefined ? byDeviceId(ctx.store, by.id) : by.sn !== undefined ? own(ctx.store.printers, by.sn) : undefined;
  if (p === undefined || !seesPrinter(scopeOf(ctx.store, user), p)) throw noPrinter(ctx);
  return p;
}

/** A shop the caller may act for, by a request's id, else 404. */
export function shopForCaller(ctx: Ctx, user: UserRecord, shopId: number): ShopRecord {
  const shop = visibleShop(ctx.store, scopeOf(ctx.store, user), shopId);
  if (shop === undefined) throw new ApiError(404, say(ctx.lang, M.noShop));
  return shop;
}

/** The company whose shop runs the printer (null: not bound). */
export function companyOf(store: Store, p: PrinterRecord): number | null {
  return p.shopId === null ? null : (own(store.shops, p.shopId)?.companyId ?? null);
}

// ---- Figures: queue and sales, for a page of printers at once.

const QUEUED: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING];

interface Figures {
  printing: 0 | 1;
  queue: number;
  todayCount: number;
  todayCents: number;
  monthCount: number;
  monthCents: number;
}

const cashCents = (o: PrintOrderRecord) => Math.round(Number(o.pay_money ?? "0") * 100) || 0;

/**
 * For each printer: its queue (paid jobs printing or waiting on its own serial, as tanghua/info
 * counts them) and its sales since the start of today and of this month (China time), its egg
 * printer's included, optionally of one goods type. One pass over the orders.
 */
function figuresOf(store: Store, printers: readonly PrinterRecord[], nowMs: number, goodsType: number | undefined): Map<string, Figures> {
  const nowS = unixSeconds(nowMs);
  const today = dayStartOf(nowS);
  const month = monthRange(monthOf(nowS)).start;
  const out = new Map<string, Figures>();
  const head = new Map<string, Figures>(); // a serial (the printer's or its egg's) → its printer's figures
  for (const p of printers) {
    const f: Figures = { printing: 0, queue: 0, todayCount: 0, todayCents: 0, monthCount: 0, monthCents: 0 };
    out.set(p.sn, f);
    head.set(p.sn, f);
    if (p.eggSn !== null) head.set(p.eggSn, f);
  }
  for (const id in store.printOrders) {
    const o = store.printOrders[id] as PrintOrderRecord;
    const f = head.get(o.sn);
    if (f === undefined) continue;
    if (QUEUED.includes(o.status) && out.has(o.sn)) {
      f.queue++;
      if (o.status === PRINT_ORDER_STATUS.PRINTING) f.printing = 1;
    }
    if (!isSale(o) || (goodsType !== undefined && o.goods_type_id !== goodsType) || (o.pay_time ?? 0) < month) continue;
    f.monthCount++;
    f.monthCents += cashCents(o);
    if ((o.pay_time ?? 0) >= today) {
      f.todayCount++;
      f.todayCents += cashCents(o);
    }
  }
  return out;
}

// ---- Views.

export function errorOf(p: PrinterRecord, lang: Language): DeviceError | null {
  const code = errorCodeOf(p);
  if (code === "") return null;
  const label = Object.hasOwn(ERROR_LABELS, code) ? ERROR_LABELS[code] : undefined;
  const words = p.last_error ?? "";
  return {
    code,
    text: words !== "" ? words : label !== undefined ? say(lang, label) : code,
    since: unixSeconds(p.last_error_time ?? p.last_seen ?? p.create_time * 1000),
  };
}

function rowOf(ctx: Ctx, user: UserRecord, p: PrinterRecord, f: Figures): DeviceRow {
  const shop = p.shopId === null ? undefined : own(ctx.store.shops, p.shopId);
  return {
    id: p.device_id,
    device_id: p.device_id,
    sn: p.sn,
    name: p.name,
    shop: shop === undefined ? null : { id: shop.id, name: shop.name },
    egg_sn: p.eggSn,
    online: isOnline(p, ctx.clock.now()) ? 1 : 0,
    last_heartbeat_time: p.last_seen === undefined ? null : unixSeconds(p.last_seen),
    printing: f.printing,
    queue_count: f.queue,
    error: errorOf(p, ctx.lang),
    today_order_count: f.todayCount,
    today_income: fromCents(f.todayCents),
    locale: p.locale,
    screen_bound: own(ctx.store.photo.screens, p.sn) === undefined ? 0 : 1,
    is_manage: manages(user, p.sn) ? 1 : 0,
  };
}

/** Rows for a page of printers, with their figures. */
export function rowsOf(ctx: Ctx, user: UserRecord, printers: readonly PrinterRecord[], goodsType?: number): DeviceRow[] {
  const figures = figuresOf(ctx.store, printers, ctx.clock.now(), goodsType);
  return printers.map((p) => rowOf(ctx, user, p, figures.get(p.sn) as Figures));
}

export interface ListInput {
  page?: number | undefined;
  limit?: number | undefined;
  shop_id?: number | undefined;
  state?: DeviceState | undefined;
  keyword?: string | undefined;
  goods_type_id?: number | undefined;
}

const bySerial = (a: PrinterRecord, b: PrinterRecord) => (a.sn < b.sn ? -1 : a.sn > b.sn ? 1 : 0);

/** The fleet list: the caller's printers filtered by shop, keyword and state, by serial, one page; and the tab counts. */
export function deviceList(ctx: Ctx, user: UserRecord, input: ListInput): { list: DeviceRow[]; total: number; page: number; limit: number; counts: DeviceCounts } {
  const scope = scopeOf(ctx.store, user);
  if (input.shop_id !== undefined) shopForCaller(ctx, user, input.shop_id);
  const now = ctx.clock.now();
  const keyword = input.keyword?.toLowerCase();
  const counts: DeviceCounts = { all: 0, online: 0, offline: 0, error: 0, unbound: 0 };
  const rows: PrinterRecord[] = [];
  for (const sn in ctx.store.printers) {
    const p = ctx.store.printers[sn] as PrinterRecord;
    if (!seesPrinter(scope, p) || (input.shop_id !== undefined && p.shopId !== input.shop_id)) continue;
    if (keyword !== undefined && !p.sn.toLowerCase().includes(keyword) && !p.name.toLowerCase().includes(keyword) && !(p.eggSn?.toLowerCase().includes(keyword) ?? false)) continue;
    let state: DeviceState;
    counts.all++;
    if (p.shopId === null) {
      counts.unbound++;
      state = "unbound";
    } else {
      state = isOnline(p, now) ? "online" : "offline";
      counts[state]++;
      if (hasError(p)) counts.error++;
    }
    if (input.state === undefined || input.state === state || (input.state === "error" && state !== "unbound" && hasError(p))) rows.push(p);
  }
  rows.sort(bySerial);
  const p = page(rows, input);
  return { ...p, list: rowsOf(ctx, user, p.list, input.goods_type_id), counts };
}

/** Printers reporting an error, newest error first (the same printers manage/index counts). */
export function deviceErrorList(ctx: Ctx, user: UserRecord, input: { page?: number | undefined; limit?: number | undefined; shop_id?: number | undefined }) {
  const scope = scopeOf(ctx.store, user);
  if (input.shop_id !== undefined) shopForCaller(ctx, user, input.shop_id);
  const since = (p: PrinterRecord) => p.last_error_time ?? 0;
  const rows = Object.values(ctx.store.printers)
    .filter((p) => p.shopId !== null && seesPrinter(scope, p) && (input.shop_id === undefined || p.shopId === input.shop_id) && hasError(p))
    .sort((a, b) => since(b) - since(a) || bySerial(a, b));
  const p = page(rows, input);
  return { ...p, list: rowsOf(ctx, user, p.list) };
}

/** Users managing the printer, by user id. */
export function managersOf(store: Store, p: PrinterRecord): UserRecord[] {
  return Object.values(store.users)
    .filter((u) => u.managedPrinters.includes(p.sn))
    .sort((a, b) => a.id - b.id);
}

export function toManager(store: Store, p: PrinterRecord, u: UserRecord, caller: UserRecord): DeviceManager {
  const company = companyOf(store, p);
  return {
    user_id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    mobile: u.mobile, // whole; the page masks it (§5), as company/user-list
    is_operator: company !== null && u.companyId === company ? 1 : 0,
    is_self: u.id === caller.id ? 1 : 0,
  };
}

/** The detail: the row, the §3 settings, this month's figures, managers and the photo set-up. */
export function deviceInfo(ctx: Ctx & Pick<RouteContext, "req">, user: UserRecord, p: PrinterRecord, goodsType?: number): DeviceInfo {
  const f = figuresOf(ctx.store, [p], ctx.clock.now(), goodsType).get(p.sn) as Figures;
  const origin = originOf(ctx.req);
  const screen = own(ctx.store.photo.screens, p.sn);
  return {
    ...rowOf(ctx, user, p, f),
    qrcode: customerUrl(origin, p.sn),
    qrcode_egg: p.eggSn === null ? null : customerUrl(origin, p.eggSn),
    is_open_weixin_pay: p.is_open_weixin_pay,
    is_open_game: p.is_open_game,
    is_second_half: p.is_second_half,
    is_open_phone_activity: p.is_open_phone_activity,
    ai_price: p.ai_price,
    coins: p.coins,
    month_order_count: f.monthCount,
    month_income: fromCents(f.monthCents),
    manager_count: managersOf(ctx.store, p).length,
    create_time: p.create_time,
    photo: {
      templates: photoTemplateList(ctx, templatesOfPrinter(ctx.store, p)), // the shop's choice (issue 15 D5)
      screen: screen === undefined ? null : toBinding(ctx.store, screen),
    },
  };
}
