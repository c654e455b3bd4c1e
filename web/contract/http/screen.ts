/**
 * The shop's large screen (§2 /screen/photo, /screen/photo-view, /screen/bind; §7 gives no
 * paths). Chosen: /api/screen/. A merchant binds a screen (a browser on a TV, logged in as
 * the merchant) to one of their company's printers; the screen then shows the photos printed
 * there (photo print orders, goods type 16, once paid), newest first, and polls for new ones.
 * Merchant-only and per company: customers' photos are shown only on their shop's own screen.
 */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Count, Id, OptText, QueryId, Sn, Time, coerceNumber } from "./common.ts";

export const ScreenBinding = z.looseObject({
  sn: z.string(),
  printer_name: z.string(),
  shop_name: OptText,
  bind_time: Time,
});
export type ScreenBinding = z.infer<typeof ScreenBinding>;

export const screenBind = endpoint({
  method: "POST",
  path: "/api/screen/bind",
  access: "merchant",
  input: z.strictObject({ sn: Sn }),
  output: ScreenBinding,
  summary: "Bind a screen to one of the caller's printers",
});

export const ScreenPhoto = z.looseObject({
  /** The print order's id: grows with time, so `after_id` finds what is new. */
  id: Id,
  name: z.string(),
  image_url: OptText,
  /** The customer, masked (a shop screen is public). */
  nickname: OptText,
  create_time: Time,
});
export type ScreenPhoto = z.infer<typeof ScreenPhoto>;

/** The most a screen shows at once. */
export const SCREEN_PHOTO_LIMIT = 24;

/**
 * photo-list: the newest photos printed on `sn` (at most `limit`, default and cap
 * SCREEN_PHOTO_LIMIT); with `after_id`, only those newer than it (the poll).
 */
export const screenPhotoList = endpoint({
  method: "GET",
  path: "/api/screen/photo-list",
  access: "merchant",
  input: z.strictObject({
    sn: Sn,
    after_id: z.optional(coerceNumber().check(z.int(), z.gte(0))),
    limit: z.optional(coerceNumber().check(z.int(), z.gte(1), z.lte(SCREEN_PHOTO_LIMIT))),
  }),
  output: z.looseObject({ binding: ScreenBinding, list: z.array(ScreenPhoto), total: Count }),
  summary: "Photos printed on a bound printer, newest first",
});

export const screenPhotoInfo = endpoint({
  method: "GET",
  path: "/api/screen/photo-info",
  access: "merchant",
  input: z.strictObject({ sn: Sn, id: QueryId }),
  output: ScreenPhoto,
  summary: "One photo printed on a bound printer",
});

export const screenEndpoints = [screenBind, screenPhotoList, screenPhotoInfo] as const;
