/**
 * §7 Sugar calls of the printer shell (/sugar): printer info, the pattern list and detail,
 * activities and the pattern actions (§4: hide, top, delete). The tanghua drawing, queue and
 * print-order calls are in tanghua.ts.
 */
import * as z from "zod/mini";
import { GOODS_TYPE } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Flag, Id, line, Money, OptText, PageQuery, paged, QueryId, queryOneOf, Sn, Time, valuesOf } from "./common.ts";

/** §3 goods types (8 system, 14 AI drawing, 15 sugar drawing, 16 photo) as a query filter. */
export const QueryGoodsType = queryOneOf(valuesOf(GOODS_TYPE));

// ---- Printer

/** §1: the printer's currency; absent means DEFAULT_CURRENCY (¥, 元). */
export const PrinterLocale = z.looseObject({ currencySymbol: z.string(), currencyName: z.string() });
export type PrinterLocale = z.infer<typeof PrinterLocale>;

/** §3 Printer info. Flags are 0/1; is_manage and coins are relative to the caller (0 when anonymous). */
export const PrinterInfo = z.looseObject({
  qrcode: z.string(), // what the printer's QR code carries (the /sugar?sn=… URL)
  qrcode_egg: OptText, // the paired egg printer's code, when there is one
  device_id: Id,
  sn: z.string(),
  is_bind: Flag, // bound to a shop; 0 shows the start-print button as offline (§2)
  is_manage: Flag, // the caller manages this printer (§6: may pin patterns)
  is_open_game: Flag,
  is_second_half: Flag,
  is_open_phone_activity: Flag,
  ai_price: Money,
  coins: Count, // the caller's coins usable on this printer (§5: coins pay when > 0)
  is_open_weixin_pay: Flag, // 1 on (§3)
  locale: z.nullish(PrinterLocale),
  // Whether it can print now, "not shown" (issue 11): chosen so the shell and the picker can say it
  // without opening MQTT on the first screen. online: 1 when a heartbeat came in the last 5 s (§4,
  // §9 printer offline delay), 0 when not; absent when the backend does not watch the printer (a
  // bare mock API with no printer side). printing: 1 while a job prints. queue_count: paid jobs
  // waiting or printing on it (the length of tanghua/print-queue), so a new order waits behind them.
  online: z.optional(Flag),
  printing: z.optional(Flag),
  queue_count: z.optional(Count),
  // What stops or holds a print now, "not shown" (27 Nov): absent when nothing does; while online,
  // what its heartbeats report (PRINTER_FAULTS, manage-device.ts's codes): "device_error" cannot
  // print (a job would fail at once, so the shell takes no order, as when offline);
  // "material_out" / "bamboo_out" print once the shop refills it (the shell says so, and orders
  // are taken). A string, not an enum: a value this app does not know is ignored, never a broken
  // first screen.
  fault: z.optional(z.string()),
});
export type PrinterInfo = z.infer<typeof PrinterInfo>;

/** PrinterInfo.fault's values. */
export const PRINTER_FAULTS = ["device_error", "material_out", "bamboo_out"] as const;
export type PrinterFault = (typeof PRINTER_FAULTS)[number];

/** A known fault of PrinterInfo.fault, else undefined (none, or one this app does not know). */
export function printerFaultOf(info: { fault?: string | undefined }): PrinterFault | undefined {
  return PRINTER_FAULTS.find((f) => f === info.fault);
}

const BySn = z.strictObject({ sn: Sn });

/** Printer info by serial (§7 "path not shown"): this path. */
export const printerInfo = endpoint({
  method: "GET",
  path: "/api/tanghua/info",
  access: "public",
  input: BySn,
  output: PrinterInfo,
  summary: "Printer info by serial (§3), flags relative to the caller",
});

/**
 * device-sn, answer not shown: resolves whatever serial a scanned code carries (a printer's or
 * its paired egg printer's) to the printer it belongs to, so the answer's sn is the printer to
 * store (§3 local state keeps both). Same shape as tanghua/info.
 */
export const deviceSn = endpoint({
  method: "GET",
  path: "/api/tanghua/device-sn",
  access: "public",
  input: BySn,
  output: PrinterInfo,
  summary: "Resolve a scanned printer or egg-printer serial to its printer",
});

// ---- Patterns

export const PatternImage = z.looseObject({ id: Id, image_url: z.string(), sell_count: Count });
export type PatternImage = z.infer<typeof PatternImage>;

/**
 * §3 Pattern (goods), as listed on one printer: `id` is the listing on that printer (its price
 * and is_top are per printer), `goods_id` the work itself. The picker (§2, §5) also needs the
 * author (user_id, null for system patterns of type 8), whether the work is the caller's own
 * (is_self: thumbnails, delete) and whether it is hidden (is_hide, seen by level_type 1 and the owner).
 */
export const Pattern = z.looseObject({
  id: Id,
  goods_id: Id,
  goods_type_id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  image_url: z.string(),
  image_list: z.optional(z.array(PatternImage)),
  price: Money,
  coins_price: z.nullish(Count),
  remark: OptText, // space-separated tags
  avatar: OptText,
  nickname: OptText,
  sell_count: Count, // shown × 10 (§9)
  create_date: Time,
  is_top: Flag,
  user_id: z.nullish(Id),
  is_self: z.optional(Flag),
  is_hide: z.optional(Flag),
  // Issue 11 item 6 (tanghua.ts SHARE_RULE): whether others see the work (1) or only its owner (0);
  // always 1 on someone else's work, since a private one is never answered to anyone else.
  is_share: z.optional(Flag),
  // An AI candidate not yet kept or printed (its owner's draft; listed nowhere).
  is_candidate: z.optional(Flag),
});
export type Pattern = z.infer<typeof Pattern>;

export const Banner = z.looseObject({ id: Id, image_url: z.string(), title: OptText, link_url: OptText });
export type Banner = z.infer<typeof Banner>;

/**
 * sugar/index, answer not shown: what the shell needs before the list: banners, the goods-type
 * tabs this printer offers, the caller's own work count (§2: the mine tab shows only if > 0)
 * and an optional notice line.
 */
export const SugarHome = z.looseObject({
  banners: z.array(Banner),
  goods_types: z.array(z.looseObject({ id: z.number().check(z.int(), z.positive()), name: z.string() })),
  self_count: Count,
  notice: OptText,
  // The shop's phone (issue 11: the waiting page's "call the shop" when a printer cannot print; the
  // notice only has it inside free text). Absent when the printer has no shop.
  shop_phone: OptText,
});
export type SugarHome = z.infer<typeof SugarHome>;

export const sugarIndex = endpoint({
  method: "GET",
  path: "/api/sugar/index",
  access: "public",
  input: BySn,
  output: SugarHome,
  summary: "Home data of the printer shell",
});

/** type "self" lists the caller's own works (an anonymous caller gets an empty page). */
export const PatternListQuery = z.strictObject({
  sn: Sn,
  goods_type_id: z.optional(QueryGoodsType),
  type: z.optional(z.enum(["self"])),
  keyword: z.optional(line(32)),
  ...PageQuery,
});

export const patternList = endpoint({
  method: "GET",
  path: "/api/sugar/list",
  access: "public",
  input: PatternListQuery,
  output: paged(Pattern),
  summary: "Patterns offered on a printer, pinned first",
});

/**
 * Pattern detail "by id and sn" (§7, path not shown): this path, keyed by goods_id (what the
 * shell's ?goods_id carries) and sn (price and is_top are per printer). Includes image_list.
 */
export const patternInfo = endpoint({
  method: "GET",
  path: "/api/sugar/info",
  access: "public",
  input: z.strictObject({ goods_id: QueryId, sn: Sn }),
  output: Pattern,
  summary: "One pattern as offered on a printer",
});

/** §1 cash-back tasks: follow the merchant, a post with likes, a review, a short video. */
export const ACTIVITY_TYPES = ["follow", "post", "review", "video"] as const;

/** Activity, fields not shown (§3): a cash-back task a buyer may take after printing. */
export const Activity = z.looseObject({
  id: Id,
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: OptText,
  image_url: OptText,
  cash_back: Money, // default 1 unit (§1)
  like_count: z.nullish(Count), // likes a "post" needs
  start_time: Time,
  end_time: Time,
  is_join: z.optional(Flag), // the caller already took part
});
export type Activity = z.infer<typeof Activity>;

export const activityList = endpoint({
  method: "GET",
  path: "/api/sugar/activity-list",
  access: "public",
  input: z.strictObject({ sn: Sn, ...PageQuery }),
  output: paged(Activity),
  summary: "Running activities of a printer's shop",
});

// ---- Pattern actions (§4, §5, §6): the server checks who may do what.

export const PatternRef = z.strictObject({ goods_id: Id, sn: Sn });

/** A pattern's state after an action, so the picker can update before its reload (§4). */
export const PatternState = z.looseObject({ goods_id: Id, is_top: Flag, is_hide: Flag, is_delete: Flag });
export type PatternState = z.infer<typeof PatternState>;

export const patternTop = endpoint({
  method: "POST",
  path: "/api/sugar/top",
  access: "user",
  input: PatternRef,
  output: PatternState,
  summary: "Pin a pattern on a printer (printer managers, §6)",
});

export const patternCancelTop = endpoint({
  method: "POST",
  path: "/api/sugar/cancel",
  access: "user",
  input: PatternRef,
  output: PatternState,
  summary: "Unpin a pattern on a printer (printer managers, §6)",
});

export const PATTERN_ACTIONS = ["hide", "top", "delete"] as const;

/**
 * The pattern action call {action, goods_id, sn} (§7, path not shown): this path. top toggles;
 * hide needs level_type 1 on another's work, top the printer's manager, delete the owner (§5).
 */
export const patternAction = endpoint({
  method: "POST",
  path: "/api/tanghua/goods-do",
  access: "user",
  input: z.strictObject({ action: z.enum(PATTERN_ACTIONS), goods_id: Id, sn: Sn }),
  output: PatternState,
  summary: "Hide, pin/unpin or delete a pattern from the picker",
});

export const sugarEndpoints = [
  printerInfo,
  deviceSn,
  sugarIndex,
  patternList,
  patternInfo,
  activityList,
  patternTop,
  patternCancelTop,
  patternAction,
] as const;
