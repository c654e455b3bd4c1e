/** Timestamps as the backend sends them (§4), React-free so format.ts can use it too. */

/** §4: timestamps below 1e10 are seconds (1e10 s is the year 2286; 1e10 ms is April 1970). */
const SECONDS_LIMIT = 1e10;

/** A timestamp in ms: §4 says a value below 1e10 is in seconds, anything else already ms. */
export function toMs(ts: number): number {
  return Math.abs(ts) < SECONDS_LIMIT ? ts * 1000 : ts;
}

/** "2024-05-01 10:00:00", the backend's usual shape, which iOS Safari's Date cannot parse. */
const SPACE_SEPARATED_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * Epoch ms for a Date, a timestamp (seconds or ms, §4) or a string; NaN when it is none of these.
 * Numeric strings are timestamps; "YYYY-MM-DD HH:mm[:ss]" is read as local time on every browser
 * by turning the space into the ISO "T" (WeChat on iOS uses Safari's stricter parser).
 */
export function toEpochMs(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return Number.isFinite(value) ? toMs(value) : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const text = value.trim();
  if (text === "") return Number.NaN;
  if (NUMERIC.test(text)) return toMs(Number(text));
  return Date.parse(text.replace(SPACE_SEPARATED_DATE_TIME, "$1T$2"));
}
