/**
 * Redirect targets read from the URL (?redirect=...) are attacker-controlled; only paths on this
 * origin are followed, so a login link cannot forward the user to another site.
 */

/** A base no real page has, to see whether a value escapes the origin when resolved. */
const PROBE_ORIGIN = "http://x.invalid";
// U+0000-U+001F and U+007F: the URL parser silently drops tab/CR/LF, so "/\t/evil" would become "//evil".
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/**
 * `value` when it is a same-origin path ("/user?tab=coupon"), else `fallback`.
 * Rejected: non-strings, anything not starting with exactly one "/" (so schemes such as
 * "javascript:" and "https:evil.example", and leading whitespace), protocol-relative "//host" and
 * "/\host" (browsers read "\" as "/"), any backslash or control character, and anything that
 * resolves to another origin or to a "//" path. A literal "/%2F%2Fevil" is a same-origin path and
 * is kept as given.
 */
export function safeRedirect(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\") || CONTROL_CHARS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // "/a/../..//evil" normalises to the path "//evil"; a router that re-serialises it would leave the site.
  if (url.pathname.startsWith("//")) return fallback;
  return value;
}

/** The path and query of a location, e.g. to come back to after login. */
export function currentPathAndQuery(loc: { pathname: string; search: string }): string {
  return loc.pathname + loc.search;
}
