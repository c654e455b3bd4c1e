/**
 * Who may use a developer control plane, and what it takes as a body: shared by the mock's
 * `/__mock/` (control.ts) and the sim's control API (sim/control.ts), so both refuse a web page
 * the same way.
 *
 * - The caller is loopback and names the server by an IP literal or `localhost`: a page on a DNS
 *   name that resolves to 127.0.0.1 (DNS rebinding) sends that name as Host and is refused.
 * - Or it presents the control token (a header, or `?control_token=` for a URL typed on a phone).
 * - A body is JSON by its Content-Type: `text/plain`, forms and multipart are what a page may send
 *   to another origin without a CORS preflight, so refusing them leaves a page no simple request.
 * - A request a browser made for a page of another site (Sec-Fetch-Site) is refused without the token.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import { isLoopback } from "./dev.ts";
import { CONTROL_QUERY } from "./faults/page.ts";

export interface ControlCaller {
  readonly remoteAddress: string | undefined;
  /** The Host header. */
  readonly host: string | undefined;
  /** The control token the request presented, if any. */
  readonly token: string | null;
}

/** The hostname of a Host header is an IP literal or localhost (not a name DNS could rebind). */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (host === undefined || host === "") return true; // HTTP/1.0 tools send none; browsers always do
  const h = host.trim().toLowerCase();
  const name = h.startsWith("[") ? h.slice(1, h.indexOf("]")) : h.replace(/:\d*$/, "");
  const bare = name.replace(/\.$/, "");
  return isIP(bare) !== 0 || bare === "localhost" || bare.endsWith(".localhost");
}

function sameSecret(a: string, b: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
  const da = createHash("sha256").update(a).digest();
  const db = createHash("sha256").update(b).digest();
  return timingSafeEqual(da, db);
}

/** The access rule of a whole control plane. */
export function mayControl(caller: ControlCaller, controlToken: string | null | undefined): boolean {
  if (isLoopback(caller.remoteAddress) && isLocalHostHeader(caller.host)) return true;
  return hasControlToken(caller, controlToken);
}

/** The caller presented the configured token (none configured: nobody has it). */
export function hasControlToken(caller: Pick<ControlCaller, "token">, controlToken: string | null | undefined): boolean {
  if (controlToken === undefined || controlToken === null || controlToken === "" || caller.token === null) return false;
  return sameSecret(caller.token, controlToken);
}

/** The control token from the given header (lower case) or `?control_token=`. */
export function presentedToken(headers: IncomingHttpHeaders, search: string, header: string): string | null {
  const raw = headers[header];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value !== undefined && value !== "") return value.trim();
  return new URLSearchParams(search).get(CONTROL_QUERY);
}

/** The media type of a Content-Type header, lower case without parameters ("" when absent). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** `application/json` or a `+json` type: never sent cross-origin without a preflight. */
export function isJsonType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === "application/json" || type.endsWith("+json");
}

/**
 * A browser made this request for a page of another origin's site or a sibling site
 * (Sec-Fetch-Site `cross-site` or `same-site`). Typed URLs are `none`; tools send no header.
 */
export function fromAnotherSite(headers: IncomingHttpHeaders): boolean {
  const site = headers["sec-fetch-site"];
  return site !== undefined && site !== "none" && site !== "same-origin";
}

/** What a control token may be: it goes into URLs unescaped, and 16 characters resist guessing. */
export const CONTROL_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;

/** A fresh control token: 144 random bits, URL-safe. */
export function newControlToken(): string {
  return randomBytes(18).toString("base64url");
}
