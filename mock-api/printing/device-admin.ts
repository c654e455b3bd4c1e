/**
 * The merchant's writes on printers (contract manage-device.ts): settings, binding a printer to a
 * shop and unbinding it, and its managers (§6 is_manage). Every refusal comes before the first
 * change, so a refused call changes nothing. Who may see which printer: device-views.ts.
 */
import { MAX_DEVICE_MANAGERS } from "../../web/contract/http/manage-device.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import { fromCents } from "../money.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { Flag01, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { companyOf, managersOf, seesPrinter, shopForCaller } from "./device-views.ts";
import { scopeOf } from "../merchant/scope.ts";
import { M } from "./messages.ts";
import { printerOfSerial } from "./printers.ts";
import { queuedOrders } from "./queue.ts";

type Ctx = Pick<RouteContext, "store" | "lang" | "clock">;

function refuse(ctx: Pick<RouteContext, "lang">, message: Bilingual, vars: Readonly<Record<string, string | number>> = {}): ApiError {
  return new ApiError(200, say(ctx.lang, message, vars));
}

/** The serials a manager of this printer manages: its own and its egg printer's (company.ts does the same). */
function serialsOf(p: PrinterRecord): string[] {
  return p.eggSn === null ? [p.sn] : [p.sn, p.eggSn];
}

/**
 * Paid orders of the printer (either head) not printed yet, whether or not their job has reached it
 * (queue.ts onPrinterQueue's printerSide false): each is owed a print or a refund there, so they tie
 * it to its shop.
 */
function jobsWaiting(store: Store, p: PrinterRecord): number {
  return serialsOf(p).reduce((n, sn) => n + queuedOrders(store, sn, false).length, 0);
}

function refuseWhileJobsWait(ctx: Ctx, p: PrinterRecord): void {
  const count = jobsWaiting(ctx.store, p);
  if (count > 0) throw refuse(ctx, M.jobsWaiting, { count });
}

function addManager(u: UserRecord, p: PrinterRecord): void {
  for (const sn of serialsOf(p)) if (!u.managedPrinters.includes(sn)) u.managedPrinters.push(sn);
}

function dropManager(u: UserRecord, p: PrinterRecord): void {
  const serials = serialsOf(p);
  u.managedPrinters = u.managedPrinters.filter((sn) => !serials.includes(sn));
}

/** The printer leaves its company: nobody there manages it any more, and its shop's screen stops showing it. */
function leaveCompany(store: Store, p: PrinterRecord): void {
  for (const u of Object.values(store.users)) if (serialsOf(p).some((sn) => u.managedPrinters.includes(sn))) dropManager(u, p);
  if (own(store.photo.screens, p.sn) !== undefined) delete store.photo.screens[p.sn];
}

export interface SaveInput {
  name?: string | undefined;
  shop_id?: number | undefined;
  ai_price?: number | undefined;
  is_open_weixin_pay?: Flag01 | undefined;
  is_open_game?: Flag01 | undefined;
  is_second_half?: Flag01 | undefined;
  is_open_phone_activity?: Flag01 | undefined;
}

/** save: the fields given, nothing else. A move to another company's shop (admins) is a leave and a bind. */
export function saveDevice(ctx: Ctx, user: UserRecord, p: PrinterRecord, input: SaveInput): void {
  const shop = input.shop_id === undefined ? undefined : shopForCaller(ctx, user, input.shop_id);
  const leaves = shop !== undefined && p.shopId !== null && companyOf(ctx.store, p) !== shop.companyId;
  if (leaves) refuseWhileJobsWait(ctx, p);

  if (leaves) leaveCompany(ctx.store, p);
  if (shop !== undefined) p.shopId = shop.id;
  if (input.name !== undefined) p.name = input.name;
  if (input.ai_price !== undefined) p.ai_price = fromCents(Math.round(input.ai_price * 100));
  if (input.is_open_weixin_pay !== undefined) p.is_open_weixin_pay = input.is_open_weixin_pay;
  if (input.is_open_game !== undefined) p.is_open_game = input.is_open_game;
  if (input.is_second_half !== undefined) p.is_second_half = input.is_second_half;
  if (input.is_open_phone_activity !== undefined) p.is_open_phone_activity = input.is_open_phone_activity;
}

/**
 * bind: the printer a typed serial names (its own, or its egg printer's) to one of the caller's
 * shops. The member who binds it becomes its manager (a test print is what comes next).
 */
export function bindDevice(ctx: Ctx, user: UserRecord, input: { sn: string; shop_id: number; name?: string | undefined }): PrinterRecord {
  const shop = shopForCaller(ctx, user, input.shop_id);
  const p = printerOfSerial(ctx.store, input.sn);
  if (p === undefined) throw refuse(ctx, M.unknownSerial);
  if (p.shopId !== null) {
    // Whether a serial is bound is public (tanghua/device-sn says is_bind); where, only to its own company.
    if (!seesPrinter(scopeOf(ctx.store, user), p)) throw refuse(ctx, M.boundElsewhere);
    throw refuse(ctx, M.boundHere, { shop: own(ctx.store.shops, p.shopId)?.name ?? String(p.shopId) });
  }
  p.shopId = shop.id;
  if (input.name !== undefined) p.name = input.name;
  if (user.companyId === shop.companyId) addManager(user, p);
  return p;
}

/** unbind: refused while paid jobs wait on it; the printer keeps its settings, loses its managers and screen. */
export function unbindDevice(ctx: Ctx, p: PrinterRecord): void {
  if (p.shopId === null) throw refuse(ctx, M.notBound);
  refuseWhileJobsWait(ctx, p);
  leaveCompany(ctx.store, p);
  p.shopId = null;
}

/** manager-add: any user who has logged in once, by mobile; a bound printer only. */
export function addDeviceManager(ctx: Ctx, p: PrinterRecord, mobile: string): UserRecord {
  if (p.shopId === null) throw refuse(ctx, M.notBound);
  const target = Object.values(ctx.store.users).find((u) => u.mobile !== "" && u.mobile === mobile);
  if (target === undefined) throw refuse(ctx, M.noUser);
  const managers = managersOf(ctx.store, p);
  if (managers.some((u) => u.id === target.id)) throw refuse(ctx, M.alreadyManager);
  if (managers.length >= MAX_DEVICE_MANAGERS) throw refuse(ctx, M.tooManyManagers, { max: MAX_DEVICE_MANAGERS });
  addManager(target, p);
  return target;
}

/** manager-remove: by user id; removing oneself is allowed (the company's pages remain). */
export function removeDeviceManager(ctx: Ctx, p: PrinterRecord, userId: number): void {
  const target = own(ctx.store.users, userId);
  if (target === undefined || !target.managedPrinters.includes(p.sn)) throw refuse(ctx, M.notManagerOf);
  dropManager(target, p);
}
