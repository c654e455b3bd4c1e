/**
 * Printers as the customer shell sees them (§3 printer info): finding one by serial (its own,
 * or its paired egg printer's), the customer URL its QR code carries, and the info with the
 * flags relative to the caller (is_manage; coins only for a signed-in caller).
 */
import type { IncomingMessage } from "node:http";
import type { PrinterInfo } from "../../web/contract/http/sugar.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { M } from "./messages.ts";
import { coinsUsable } from "../commerce/payments.ts";
import { errorCodeOf, isOnline } from "./device-state.ts";
import { noDevices } from "../devices.ts";
import { queueSummary } from "./queue.ts";

/** The printer with this serial (its own serial only). */
export function findPrinter(store: Store, sn: string): PrinterRecord | undefined {
  return own(store.printers, sn);
}

/** The printer a scanned serial belongs to: the printer itself, or the one its egg printer is paired with. */
export function printerOfSerial(store: Store, sn: string): PrinterRecord | undefined {
  return findPrinter(store, sn) ?? Object.values(store.printers).find((p) => p.eggSn === sn);
}

/** The printer by its own serial, or errorCode 1 "设备不存在" (HTTP 200: a business failure, §8). */
export function requirePrinter(ctx: RouteContext, sn: string): PrinterRecord {
  const p = findPrinter(ctx.store, sn);
  if (p === undefined) throw new ApiError(200, say(ctx.lang, M.noPrinter));
  return p;
}

/** §6 printer manager: the caller manages this printer (may pin patterns, move its jobs). */
export function manages(user: UserRecord | null, sn: string): boolean {
  return user !== null && user.managedPrinters.includes(sn);
}

/** A Host header we may echo into a URL: a name or IPv4 with an optional port, or [IPv6]. */
const SAFE_HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** "http://host:port" from the request, or "" when the host is missing or odd (then URLs stay paths). */
export function originOf(req: IncomingMessage): string {
  const host = req.headers.host;
  if (host === undefined || !SAFE_HOST.test(host)) return "";
  const forwarded = req.headers["x-forwarded-proto"];
  const tls = "encrypted" in req.socket && req.socket.encrypted === true;
  const proto = forwarded === "https" || tls ? "https" : "http";
  return `${proto}://${host}`;
}

/** What a printer's QR code carries (§3 qrcode): the customer shell of that serial. */
export function customerUrl(origin: string, sn: string): string {
  return `${origin}/sugar?sn=${encodeURIComponent(sn)}`;
}

/** §3 printer info as the caller sees it (contract sugar.ts PrinterInfo). */
export function printerInfo(ctx: RouteContext, p: PrinterRecord): PrinterInfo {
  const origin = originOf(ctx.req);
  return {
    qrcode: customerUrl(origin, p.sn),
    qrcode_egg: p.eggSn === null ? null : customerUrl(origin, p.eggSn),
    device_id: p.device_id,
    sn: p.sn,
    is_bind: p.shopId === null ? 0 : 1,
    is_manage: manages(ctx.user, p.sn) ? 1 : 0,
    is_open_game: p.is_open_game,
    is_second_half: p.is_second_half,
    is_open_phone_activity: p.is_open_phone_activity,
    ai_price: p.ai_price,
    // §5: coins pay when > 0. What pay type 70 can spend: the machine's inserted coins plus the
    // caller's own (refunds of coin orders go there); nothing for an anonymous caller.
    coins: coinsUsable(ctx.user, p),
    is_open_weixin_pay: p.is_open_weixin_pay,
    locale: p.locale,
    ...liveState(ctx, p),
  };
}

/**
 * Issue 11: whether it can print now. online from the last heartbeat (§4, §9: within 5 s); absent
 * when no printer side is attached (noDevices: nothing watches the printers, so "offline" would be
 * a guess). printing and queue_count from the orders the printer has (queue.ts), so a new order
 * knows what it waits behind.
 */
function liveState(ctx: RouteContext, p: PrinterRecord): Pick<PrinterInfo, "online" | "printing" | "queue_count" | "fault"> {
  const queue = queueSummary(ctx.store, p.sn, ctx.devices !== noDevices);
  if (ctx.devices === noDevices) return queue;
  const online = isOnline(p, ctx.clock.now());
  // A past job's failure (print_failed) says nothing of the next one: only what the heartbeats report.
  const code = errorCodeOf(p);
  const fault = online && code !== "" && code !== "print_failed" ? code : undefined;
  return { online: online ? 1 : 0, ...queue, ...(fault !== undefined ? { fault } : {}) };
}
