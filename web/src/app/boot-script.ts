/**
 * The HTML's inline boot script (issue 18: the patterns in ¾ s on a mall's 4G). build.mjs bundles
 * it into index.html (its CSP hash in dist/web/csp-hashes.json), so it runs as soon as the HTML is
 * parsed: the first screen's GETs travel while the JavaScript downloads, instead of after it has
 * arrived and begun to run. They carry the URL's token (the bundle moves it into the cookie,
 * lib/url-token.ts) or the cookie's: the common translations, the root loader's company and user
 * (§2 Behaviour) and, for a scan, the /sugar shell's list, printer, home data and strings. The
 * responses are left on window for the bundle (lib/boot-handoff.ts), which takes them over exactly
 * as it would its own requests (app/boot.ts). Without this script (blocked, or an old page) the
 * app asks for everything itself.
 *
 * The first pictures are not asked for here: the mock's are 20–40 KB SVGs, each parsed on the main
 * thread as it arrives, and in the trace that landed between the bundle's compile and its
 * evaluation (50–190 ms at 4× throttling). The grid asks for the first row's with its first
 * commit, at high priority, instead (PatternCard firstRow).
 *
 * Every byte here is in every HTML answer (the first load's budget): it imports only leaf modules
 * with no state, zod or React, and names its storage keys itself (test/web/app/boot-script
 * checks them against STORAGE_KEYS).
 */
import { shellUrls } from "../features/sugar/early.ts";
import { SN } from "../features/sugar/sn.ts";
import { headersFor, leaveHandoff, type BootHandoff } from "../lib/boot-handoff.ts";
import { localeUrl, normalizeLanguage } from "../lib/i18n/language.ts";
import { isWeChatBrowser } from "../lib/wechat.ts";

/** STORAGE_KEYS.language and STORAGE_KEYS.printerSn (web/contract/constants.ts), as literals: fewer bytes. */
export const LANGUAGE_KEY = "i18nextLng";
export const PRINTER_SN_KEY = "printer_sn";

/** lib/cookie.ts getToken() in fewer bytes: the TOKEN_COOKIE ("accessToken") cookie's value, decoded. */
export function tokenCookie(cookies: string): string | undefined {
  const value = /(?:^|;)\s*accessToken=([^;]*)/.exec(cookies)?.[1]?.trim();
  try {
    return value && decodeURIComponent(value);
  } catch {
    return value; // a stray "%": raw, as lib/cookie.ts does
  }
}

/** features/sugar/sn.ts resolveSn(…).sn in fewer bytes: the query's serial if it has one, else the stored one; valid, or undefined. */
export function snOf(query: URLSearchParams, stored: string | null | undefined): string | undefined {
  const sn = query.get("sn")?.trim() || stored;
  return sn && SN.test(sn) ? sn : undefined;
}

const ignore = () => undefined;

/**
 * The app's JavaScript, as a module script added here (build.mjs passes its URL; index.html's
 * own module script imports it only when this script did not run, scripts/html-pages.mjs writeEntryFallback).
 * On a scan of /sugar it is added after the first screen's requests: on HTTP/1.1's six
 * connections and a 4G link they then go out first and are not shared with the ~97 KB chunk
 * (measured at Fast 4G and 4× CPU, 35 runs each: patterns visible 719 → 661 ms median, 880 → 828
 * at the 90th percentile; the bundle's evaluation waits for the first pictures anyway,
 * app/start.ts). Elsewhere it is added first, before any request.
 */
export function loadEntry(src: string, doc: Document = document): void {
  const script = doc.createElement("script");
  script.type = "module";
  script.src = src;
  doc.head.appendChild(script);
}

/**
 * Sends the first screen's requests and leaves them for the bundle; on a scan of the shell's list
 * tab, leaves the first paint's answers (app/first-paint-script.ts). `baseUrl`: the HTTP
 * client's (tests). `entry`: the app's module script to add (index.html's; admin.html has its own
 * in the HTML).
 */
export function earlyBoot(loc: { pathname: string; search: string } = location, baseUrl = "", entry?: string): BootHandoff {
  const scan = loc.pathname === "/sugar";
  if (entry && !scan) loadEntry(entry);
  const query = new URLSearchParams(loc.search);
  const stored = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage blocked: the app falls back the same way (lib/storage.ts)
    }
  };
  const lang = normalizeLanguage(stored(LANGUAGE_KEY));
  const headers = headersFor(lang, query.get("token") || tokenCookie(document.cookie));
  const handoff: BootHandoff = { at: Date.now(), auth: headers.Authorization ?? "", lang, api: {}, files: {} };
  const send = (to: Record<string, Promise<Response>>, url: string, init: RequestInit) => {
    (to[url] = fetch(url, init)).catch(ignore); // a failure is reported by whoever takes it over
  };
  // As http.ts and lib/i18n/core.ts send them.
  const api = (path: string) => send(handoff.api, baseUrl + path, { headers, credentials: "include" });
  const strings = (ns: string) => send(handoff.files, localeUrl(lang, ns), {});

  if (scan) {
    const sn = snOf(query, stored(PRINTER_SN_KEY));
    const urls = sn ? shellUrls(sn, !query.has("tab")) : [];
    urls.forEach(api);
    strings("sugar");
    // The list tab is drawn as soon as its answers are in (app/first-paint-script.ts): not under a
    // pattern's sheet (goods_id), nor when the WeChat login redirect is due (app/guards.tsx).
    const [list, printer, home] = urls.length === 3 ? urls.map((url) => handoff.api[baseUrl + url]) : []; // the list tab's three
    const words = handoff.files[localeUrl(lang, "sugar")];
    if (sn && list && printer && home && words && !query.has("goods_id") && (handoff.auth || !isWeChatBrowser())) handoff.shell = { sn, list, printer, home, strings: words };
  }
  strings("common");
  api("/api/company/info");
  if (handoff.auth) api("/api/user/info");
  leaveHandoff(handoff);
  if (entry && scan) loadEntry(entry);
  return handoff;
}
