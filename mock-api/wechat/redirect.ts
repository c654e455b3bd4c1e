/**
 * Where the stand-in pages may send the browser back to: this mock's own origin only, so the
 * pages are never an open redirect (ASVS 5.1.5). Real WeChat checks redirect_uri against the
 * domain registered for the appid and answers "redirect_uri 参数错误"; here the registered
 * domain is the one the request came to (its Host).
 */

const MAX_URL_LENGTH = 2048;

/** The request's `Host` as URL.host normalises it ("127.0.0.1:8080"), or null when it is not a plain host[:port]. */
export function requestHost(hostHeader: string | undefined): string | null {
  if (hostHeader === undefined || !/^[A-Za-z0-9.:[\]-]{1,262}$/.test(hostHeader)) return null;
  try {
    const u = new URL(`http://${hostHeader}/`);
    return u.host === "" ? null : u.host;
  } catch {
    return null;
  }
}

/**
 * The target of `raw` when it stays on `host`: a path ("/sugar-login?x=1") or an absolute
 * http(s) URL on the same host. Refused: other hosts, scheme-relative "//evil", "/\evil"
 * (browsers read "\" as "/"), control characters (the URL parser drops tabs and newlines, so
 * "/\t/evil" would become "//evil"), userinfo, other schemes (javascript:, data:), and paths that
 * normalise to "//..." ("/.//evil").
 */
export function sameOriginTarget(raw: string | undefined, host: string | null): URL | null {
  if (raw === undefined || host === null || raw === "" || raw.length > MAX_URL_LENGTH) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const isPath = raw.startsWith("/") && !raw.startsWith("//");
  if (!isPath && !/^https?:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, `http://${host}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "" || url.host !== host) return null;
  if (!url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  return url;
}

/**
 * `target` with `params` set (before any #fragment, as WeChat does), as a path-absolute
 * reference: same origin by construction, and the browser keeps its own scheme (a TLS proxy in
 * front of the mock stays https).
 */
export function locationWith(target: URL, params: Readonly<Record<string, string | undefined>>): string {
  const url = new URL(target.href);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}
