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
