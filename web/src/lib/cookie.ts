/** document.cookie access, and the auth token cookie of §4/§9. */
import { TOKEN_COOKIE, TOKEN_LIFETIME_DAYS } from "../../contract/constants.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type CookieOptions = {
  /** Lifetime in days; omitted -> a session cookie. */
  days?: number;
  path?: string;
  sameSite?: "Lax" | "Strict" | "None";
  /** Defaults to true on https pages (§9: secure on https). */
  secure?: boolean;
};

function hasDocument(): boolean {
  return typeof document !== "undefined";
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a cookie set by someone else with a stray "%": better raw than lost
  }
}

/** The cookie's value, or undefined when it is not set (or there is no document). */
export function getCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const wanted = encodeURIComponent(name);
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === wanted) return decode(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Sets a cookie; name and value are URI-encoded so ";", "=" and spaces cannot break it. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const { days, path = "/", sameSite = "Lax" } = options;
  const onHttps = typeof location !== "undefined" && location.protocol === "https:";
  // Browsers drop SameSite=None cookies that are not Secure, so None implies Secure.
  const secure = sameSite === "None" || (options.secure ?? onHttps);
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (days !== undefined) {
    parts.push(`expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`);
    parts.push(`max-age=${Math.round(days * 24 * 60 * 60)}`);
  }
  if (secure) parts.push("Secure");
  document.cookie = parts.join("; ");
}

/**
 * Removes a cookie by expiring it; `path` must match the one it was set with. A past `expires`
 * alone: "max-age=0" is read as "expires now" by some engines (happy-dom) and then not yet expired.
 */
export function deleteCookie(name: string, path = "/"): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** §9: the access token from the "accessToken" cookie. */
export function getToken(): string | undefined {
  const token = getCookie(TOKEN_COOKIE);
  return token === "" ? undefined : token;
}

/** §4/§9: stored 30 days, path /, SameSite=Lax, Secure on https. */
export function setToken(token: string): void {
  setCookie(TOKEN_COOKIE, token, { days: TOKEN_LIFETIME_DAYS, path: "/", sameSite: "Lax" });
}

/** §4 logout: clears the token (the stored openid is the caller's to clear). */
export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
