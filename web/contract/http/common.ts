import * as z from "zod/mini";
import { _coercedNumber } from "zod/v4/core";
import { UPLOAD_MAX_BYTES } from "../constants.ts";

/**
 * `coerceNumber()` without going through the `z.coerce` namespace: reading any member of it
 * keeps all of it (and the bigint and date schemas it builds) in the browser bundle (issue 5).
 */
export const coerceNumber = <T = unknown>(): z.ZodMiniNumber<T> => _coercedNumber(z.ZodMiniNumber) as z.ZodMiniNumber<T>;

/** No parameters: GET with an empty query, POST with an empty body. */
export const NoInput = z.strictObject({});

/** A call that answers with nothing of interest (`data` may be null, [] or {}). */
export const Nothing = z.nullish(z.unknown());

/** Money: the real backend sends decimal strings ("12.50"); numbers are accepted too. */
export const Money = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

/** Ids arrive as numbers; in a query string they are coerced. */
export const Id = z.number().check(z.int(), z.positive());
export const QueryId = coerceNumber().check(z.int(), z.positive());

export const Mobile = z.string().check(z.regex(/^1[3-9]\d{9}$/, "mobile must be an 11-digit mainland number"));
export const Email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "email is not valid"));

/** Optional text the backend sends as "" or null when empty. */
export const OptText = z.nullish(z.string());

/**
 * Paging, one shape for every list call (§7 names page and limit for ai-list; history pages are
 * 24 long). `page` counts from 1; `limit` is capped at 100 so no call can ask for everything.
 */
export const PageQuery = {
  page: z.optional(coerceNumber().check(z.int(), z.gte(1))),
  limit: z.optional(coerceNumber().check(z.int(), z.gte(1), z.lte(100))),
};

/** A page of `item`: the rows, the total across pages, and the page asked for. */
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    list: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    page: z.number().check(z.int(), z.gte(1)),
    limit: z.number().check(z.int(), z.gte(1)),
  });
}

/** Unix seconds or a "YYYY-MM-DD HH:mm:ss" string, as the backend sends times. */
export const Time = z.union([z.number(), z.string()]);

/** 0/1 flags as the backend sends them (§3: is_open_weixin_pay 1 on). */
export const Flag = z.union([z.literal(0), z.literal(1)]);

// ---- Field vocabulary shared by every group (one definition each).

/** A printer serial (§3 sn) as printed on the device; the mock's are SIM-0001…. */
export const Sn = z.string().check(
  z.minLength(1),
  z.maxLength(64),
  z.regex(/^[A-Za-z0-9_-]+$/, "sn must be a printer serial (letters, digits, - and _)"),
);

/** An order number (order_sn; order/make answers it as `sn`). */
export const OrderSn = z.string().check(
  z.minLength(1),
  z.maxLength(64),
  z.regex(/^[A-Za-z0-9_-]+$/, "order_sn must be an order number (letters, digits, - and _)"),
);

/** A count or a coin amount: a whole number, never negative. */
export const Count = z.number().check(z.int(), z.gte(0));

/** A whole number from a query string, in [min, max]. Typed as number for the client. */
export function queryInt(min: number, max: number) {
  return coerceNumber<number>().check(z.int(), z.gte(min), z.lte(max));
}

/**
 * A query-string number from a closed set (statuses, types): the number itself or its decimal
 * text ("20"). Unlike `z.coerce.number()`, an empty `?status=` is refused instead of read as 0,
 * which is itself a status. OpenAPI shows both spellings as enums.
 */
export function queryOneOf<const T extends readonly [number, ...number[]]>(values: T) {
  const spelled = values.map(String) as [string, ...string[]];
  return z.union([z.literal(values), z.pipe(z.enum(spelled), z.pipe(z.transform(Number), z.literal(values)))], {
    error: `must be one of ${values.join(", ")}`,
  });
}

/** A body number from a closed set. */
export function oneOf<const T extends readonly [number, ...number[]]>(values: T) {
  return z.literal(values, { error: `must be one of ${values.join(", ")}` });
}

/** The values of an `as const` table, for `queryOneOf`/`oneOf`. */
export function valuesOf<const T extends Readonly<Record<string, number>>>(table: T) {
  return Object.values(table) as [T[keyof T], ...T[keyof T][]];
}

/** A 0/1 flag from a query string. */
export const QueryFlag = queryOneOf([0, 1]);

const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** One line a person types (names, prompts, tracking numbers): trimmed, 1..max, not blank. */
export function line(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(SINGLE_LINE, "must be one line of text"));
}

/** Multi-line text (refund reasons): trimmed, 1..max, newlines and tabs allowed. */
export function text(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(MULTI_LINE, "must not contain control characters"));
}

/** A remark: like `text` but may be empty. */
export function note(max: number) {
  return z.string().check(z.trim(), z.maxLength(max), z.regex(MULTI_LINE, "must not contain control characters"));
}

/** A search keyword. */
export const Keyword = line(50);

/** An http(s) URL, at most 1024 characters (never javascript: or data:). */
export const HttpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).check(z.maxLength(1024));

/**
 * An image the server already holds: an http(s) URL or a same-origin path ("/uploads/ab12.png",
 * what the upload calls answer). No "//host" and no ".." segments.
 */
export const ImageRef = z.union(
  [
    HttpUrl,
    z.string().check(z.maxLength(1024), z.regex(/^\/(?!\/)(?!.*\.\.)[A-Za-z0-9._~/%-]+$/, "must be an image path")),
  ],
  "must be an http(s) URL or a same-origin image path",
);

/** The multipart field that carries an uploaded image (tixian/upload-image, tanghua/upload-image). */
export const UPLOAD_IMAGE_FIELD = "file";

/** What an upload answers: a same-origin URL under a server-chosen name. */
export const UploadedImage = z.looseObject({
  url: z.string(),
  size: z.optional(z.number().check(z.int(), z.gte(1), z.lte(UPLOAD_MAX_BYTES))),
  type: z.optional(z.enum(["png", "jpeg"])),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
