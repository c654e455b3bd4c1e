import * as z from "zod/mini";

/** No parameters: GET with an empty query, POST with an empty body. */
export const NoInput = z.strictObject({});

/** A call that answers with nothing of interest (`data` may be null, [] or {}). */
export const Nothing = z.nullish(z.unknown());

/** Money: the real backend sends decimal strings ("12.50"); numbers are accepted too. */
export const Money = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

/** Ids arrive as numbers; in a query string they are coerced. */
export const Id = z.number().check(z.int(), z.positive());
export const QueryId = z.coerce.number().check(z.int(), z.positive());

export const Mobile = z.string().check(z.regex(/^1[3-9]\d{9}$/, "mobile must be an 11-digit mainland number"));
export const Email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "email is not valid"));

/** Optional text the backend sends as "" or null when empty. */
export const OptText = z.nullish(z.string());

/**
 * Paging, one shape for every list call (§7 names page and limit for ai-list; history pages are
 * 24 long). `page` counts from 1; `limit` is capped at 100 so no call can ask for everything.
 */
export const PageQuery = {
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
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
