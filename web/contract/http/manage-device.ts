/**
 * The merchant's printers (§2 /admin/device, /admin/photo-device, /admin/dashboard/device-error;
 * ADMIN-MAP D1). §7 has no printer call for the admin area, so everything here is chosen, once:
 *
 * - Paths: /api/manage-device/*, beside manage-shop and manage-order.
 * - Who: access "merchant". A company's members see and change the printers bound to their
 *   company's shops; platform admins (level_type 1/3/7) see and change every printer, unbound
 *   ones included. Another company's printer answers 404 with no data, exactly like a missing
 *   one (no probing); a refused write changes nothing.
 * - Which printer: `id` is its device_id, the id the admin routes carry (?id=). Only bind takes
 *   the serial on the machine's sticker (`sn`, its own or its egg printer's); the detail takes
 *   either (/admin/device/detail?sn=).
 * - Online (§4, §9): 1 while the backend heard a heartbeat within the last 5 s
 *   (PRINTER_OFFLINE_MS), else 0; last_heartbeat_time says when (null: never heard). An answer is
 *   true as of the call; the detail page follows the live feed (MQTT) for the seconds between.
 * - Error: what the printer reports, as { code, text, since } (DEVICE_ERROR_CODES), null when
 *   nothing is wrong. From its heartbeat: print mode "error" (device_error), no material
 *   (material_out), no bamboo sticks (bamboo_out), for as long as the heartbeats say so; from its
 *   job reports: a job it reported failed (print_failed), until its next job moves on. text is the
 *   printer's own words when it gave some, else the code's label in the caller's language; since
 *   is when the condition began. The same rule counts manage/index device_error_count, so the
 *   dashboard's count and error-list's total agree.
 * - Today: the printer's sales of the current China day (paid print orders, not refunded or
 *   closed; the dashboard's definition) and their cash income, in the printer's currency (locale).
 * - Photo printers ("not shown"): every printer of this product prints photos (goods type 16,
 *   through the templates of tanghua/photo-template-list), so /admin/photo-device lists the same
 *   printers: list with goods_type_id 16 counts photo orders only in the figures, each row says
 *   whether a big screen shows it (screen_bound), and the detail carries the templates and the
 *   screen binding (screen.ts; bound with screen/bind).
 * - Managers (§6 is_manage: pin patterns, test print with order/moni-make, resend with
 *   device/send-order): any user who has logged in once, added by mobile; joining the company
 *   (company/manage-add) makes someone manager of all its printers, binding makes the member who
 *   binds it its manager (the test print comes next). A printer leaving the company (unbind, or a
 *   move to another company's shop) loses its managers and its big-screen binding.
 * - Unbind, and a move to another company, are refused while the printer has paid jobs not
 *   printed (queue_count > 0): resend them (device/send-order) or refund them first.
 * - Paging: the list is paged and filtered on the server (a company may run thousands of printers),
 *   ordered by serial so a page does not shift as printers go on and off line.
 */
import * as z from "zod/mini";
import { GOODS_TYPE } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Flag, Id, Keyword, line, Mobile, Money, Nothing, OptText, paged, PageQuery, QueryId, queryOneOf, Sn, Time, valuesOf } from "./common.ts";
import { moneyInput } from "./manage-common.ts";
import { ScreenBinding } from "./screen.ts";
import { PrinterLocale } from "./sugar.ts";
import { PhotoTemplate } from "./tanghua-photo.ts";

/** What a printer can report as wrong (see the header). */
export const DEVICE_ERROR_CODES = ["device_error", "material_out", "bamboo_out", "print_failed"] as const;
export type DeviceErrorCode = (typeof DEVICE_ERROR_CODES)[number];

/** The list's state filter: online / offline are bound printers; error is bound ones reporting one. */
export const DEVICE_STATES = ["online", "offline", "error", "unbound"] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** The most an AI drawing may cost on a printer (the pattern price cap of manage-goods/save). */
export const AI_PRICE_MAX = 10_000;
/** Managers one printer may have: a shop's staff, not a crowd. */
export const MAX_DEVICE_MANAGERS = 20;

export const DeviceError = z.looseObject({
  /** DEVICE_ERROR_CODES; a backend may add others: show `text`. */
  code: z.string(),
  text: z.string(),
  since: Time,
});
export type DeviceError = z.infer<typeof DeviceError>;

export const DeviceShop = z.looseObject({ id: Id, name: z.string() });

/** A printer as the fleet list shows it. */
export const DeviceRow = z.looseObject({
  id: Id, // = device_id
  device_id: Id,
  sn: z.string(),
  name: z.string(),
  /** null = not bound to a shop (only admins list those). */
  shop: z.nullable(DeviceShop),
  /** The paired egg printer's serial, if any. */
  egg_sn: OptText,
  online: Flag,
  last_heartbeat_time: z.nullable(Time),
  /** A job prints now; queue_count: paid jobs printing or waiting on it. */
  printing: Flag,
  queue_count: Count,
  error: z.nullable(DeviceError),
  today_order_count: Count,
  today_income: Money,
  /** The printer's currency (§1); absent or null = ¥/元. */
  locale: z.nullish(PrinterLocale),
  /** A shop's big screen shows this printer's photos (screen/bind). */
  screen_bound: Flag,
  /** The caller manages it (§6). */
  is_manage: Flag,
});
export type DeviceRow = z.infer<typeof DeviceRow>;

/** How many printers of the caller's (shop/keyword-filtered) fleet are in each state: the filter tabs. */
export const DeviceCounts = z.looseObject({
  all: Count,
  online: Count,
  offline: Count,
  error: Count,
  unbound: Count,
});
export type DeviceCounts = z.infer<typeof DeviceCounts>;

/** A printer with its settings, for the detail and form pages. */
export const DeviceInfo = z.extend(DeviceRow, {
  /** What its QR code carries (the customer's /sugar?sn=… URL), and its egg printer's. */
  qrcode: z.string(),
  qrcode_egg: OptText,
  // §3 flags, 0/1.
  is_open_weixin_pay: Flag,
  is_open_game: Flag,
  is_second_half: Flag,
  is_open_phone_activity: Flag,
  ai_price: Money,
  /** Coins inserted at the machine and not yet spent (§3 coins). */
  coins: Count,
  month_order_count: Count,
  month_income: Money,
  manager_count: Count,
  create_time: Time,
  photo: z.looseObject({
    templates: z.array(PhotoTemplate),
    /** The big screen showing this printer's photos, null when none. */
    screen: z.nullable(ScreenBinding),
  }),
});
export type DeviceInfo = z.infer<typeof DeviceInfo>;

const GoodsTypeFigures = z.optional(queryOneOf(valuesOf(GOODS_TYPE)));

export const manageDeviceList = endpoint({
  method: "GET",
  path: "/api/manage-device/list",
  access: "merchant",
  // keyword: part of the serial (any case) or of the name. goods_type_id: the figures count only
  // orders of that goods type (16: the photo-device area).
  input: z.strictObject({
    ...PageQuery,
    shop_id: z.optional(QueryId),
    state: z.optional(z.enum(DEVICE_STATES)),
    keyword: z.optional(Keyword),
    goods_type_id: GoodsTypeFigures,
  }),
  output: z.extend(paged(DeviceRow), { counts: DeviceCounts }),
  summary: "The caller's printers with their state and today's figures, paged and filtered",
});

export const manageDeviceInfo = endpoint({
  method: "GET",
  path: "/api/manage-device/info",
  access: "merchant",
  input: z.strictObject({ id: z.optional(QueryId), sn: z.optional(Sn), goods_type_id: GoodsTypeFigures }).check(
    z.refine((v) => (v.id === undefined) !== (v.sn === undefined), { message: "give exactly one of id or sn", path: ["id"] }),
  ),
  output: DeviceInfo,
  summary: "One printer with its settings, state, figures and photo set-up",
});

/**
 * save: changes only the fields given (at least one). shop_id moves the printer to another shop
 * the caller runs (admins: any shop). The customer side follows at once: tanghua/info answers the
 * new flags, order/payment refuses WeChat on a printer that has it off, AI drawings cost ai_price.
 */
export const DeviceSaveInput = z
  .strictObject({
    id: Id,
    name: z.optional(line(30)),
    shop_id: z.optional(Id),
    ai_price: z.optional(moneyInput(AI_PRICE_MAX)),
    is_open_weixin_pay: z.optional(Flag),
    is_open_game: z.optional(Flag),
    is_second_half: z.optional(Flag),
    is_open_phone_activity: z.optional(Flag),
  })
  .check(z.refine((v) => Object.keys(v).some((k) => k !== "id" && v[k as keyof typeof v] !== undefined), { message: "give a field to change", path: ["name"] }));

export const manageDeviceSave = endpoint({
  method: "POST",
  path: "/api/manage-device/save",
  access: "merchant",
  input: DeviceSaveInput,
  output: DeviceInfo,
  summary: "Change a printer's name, shop, AI price or §3 flags",
});

/**
 * bind: a printer not bound to any shop, by the serial on its sticker (typed, or scanned through
 * WeChat's JS-SDK), to one of the caller's shops; name optional (default: the printer's own).
 * A printer already bound is refused saying where (the caller's own shop) or that another merchant
 * has it; an unknown serial is refused as such (errorCode 1, a message for the field).
 */
export const manageDeviceBind = endpoint({
  method: "POST",
  path: "/api/manage-device/bind",
  access: "merchant",
  input: z.strictObject({ sn: Sn, shop_id: Id, name: z.optional(line(30)) }),
  output: DeviceInfo,
  summary: "Bind a printer, by its serial, to one of the caller's shops",
});

export const manageDeviceUnbind = endpoint({
  method: "POST",
  path: "/api/manage-device/unbind",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: Nothing,
  summary: "Unbind a printer from its shop (refused while paid jobs wait on it)",
});

/** One of a printer's managers. mobile comes whole (the owner typed it); the page masks it (§5). */
export const DeviceManager = z.looseObject({
  user_id: Id,
  nickname: OptText,
  avatar: OptText,
  mobile: OptText,
  /** A member of the printer's company (company/user-list), not only of this printer. */
  is_operator: Flag,
  is_self: Flag,
});
export type DeviceManager = z.infer<typeof DeviceManager>;

export const deviceManagerList = endpoint({
  method: "GET",
  path: "/api/manage-device/manager-list",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: z.looseObject({ list: z.array(DeviceManager) }), // at most MAX_DEVICE_MANAGERS, not paged
  summary: "A printer's managers, by user id",
});

export const deviceManagerAdd = endpoint({
  method: "POST",
  path: "/api/manage-device/manager-add",
  access: "merchant",
  input: z.strictObject({ id: Id, mobile: Mobile }),
  output: DeviceManager,
  summary: "Make a user (by mobile) a manager of a printer",
});

export const deviceManagerRemove = endpoint({
  method: "POST",
  path: "/api/manage-device/manager-remove",
  access: "merchant",
  input: z.strictObject({ id: Id, user_id: Id }),
  output: Nothing,
  summary: "Stop a user managing a printer",
});

/**
 * error-list: the printers reporting an error (rows with `error` set), the newest error first;
 * total equals manage/index device_error_count for the same shop_id.
 */
export const deviceErrorList = endpoint({
  method: "GET",
  path: "/api/manage-device/error-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, shop_id: z.optional(QueryId) }),
  output: paged(DeviceRow),
  summary: "The caller's printers reporting an error: which, what, since when",
});

export const manageDeviceEndpoints = [
  manageDeviceList,
  manageDeviceInfo,
  manageDeviceSave,
  manageDeviceBind,
  manageDeviceUnbind,
  deviceManagerList,
  deviceManagerAdd,
  deviceManagerRemove,
  deviceErrorList,
] as const;
