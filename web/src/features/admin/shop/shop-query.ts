/**
 * What the shop area's pages read from their address (CONVENTIONS 16: a reload or a shared link
 * shows the same page): a record's `id`, the shop (`shop_id`, the shell's switcher), a printer
 * serial (`sn`, sugar-list reached from a printer), and whether a "not found" answer is a 404.
 */
import { RequestError } from "../../../lib/http.ts";

/** The positive whole number under `key` of a query string, or null. */
export function queryInt(search: string, key: string): number | null {
  const raw = new URLSearchParams(search).get(key);
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/** A printer serial from the query (the contract's Sn: letters, digits, dashes), or null. */
export function querySn(search: string): string | null {
  const raw = new URLSearchParams(search).get("sn")?.trim() ?? "";
  return /^[A-Za-z0-9-]{1,32}$/.test(raw) ? raw : null;
}

/** The record is not there for this caller (missing, or another company's: the API answers 404 alike). */
export function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && error.status === 404;
}
