/**
 * app/boot-script.ts, the HTML's inline boot script (issue 18): what it asks for, with which
 * headers, for which visit, so that the bundle can take each answer over as its own (same URL as
 * http.ts builds, same token and language as lib/early-requests.ts keys on). Its few-bytes stand-ins
 * for lib/cookie.ts, sn.ts and STORAGE_KEYS must say the same as the originals.
 */
import { after, afterEach, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";

const dom = installDom("http://localhost:3000/sugar?sn=SIM-0001");
const { STORAGE_KEYS, TOKEN_COOKIE } = await import("../../../web/contract/constants.ts");
const { patternList, printerInfo, sugarIndex } = await import("../../../web/contract/http/sugar.ts");
const { company } = await import("../../../web/contract/http/index.ts");
const { userInfo } = await import("../../../web/contract/http/auth.ts");
const { earlyBoot, LANGUAGE_KEY, PRINTER_SN_KEY, snOf, tokenCookie } = await import("../../../web/src/app/boot-script.ts");
const { PATTERN_PAGE_SIZE } = await import("../../../web/src/features/sugar/early.ts");
const { resolveSn } = await import("../../../web/src/features/sugar/sn.ts");
const { takeHandoff } = await import("../../../web/src/lib/boot-handoff.ts");
const cookie = await import("../../../web/src/lib/cookie.ts");
const http = await import("../../../web/src/lib/http.ts");
const { apiHeaders } = await import("../../../web/src/lib/early-requests.ts");
const { adoptTokenFromUrl } = await import("../../../web/src/lib/url-token.ts");

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

const realFetch = globalThis.fetch;
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  // Records what the script sends.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    return new Response("{}", { status: 200 });
  }) as typeof fetch;
  cookie.clearToken();
  localStorage.clear();
  takeHandoff();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

after(async () => {
  await dom.close();
});

const paths = () => sent.map((s) => s.url);

test("a scan: the list first, the printer and home data, the strings, the company; each as the app will ask", () => {
  const handoff = earlyBoot({ pathname: "/sugar", search: "?sn=SIM-0001" });
  http.configureHttp({ baseUrl: "" });
  assert.deepEqual(paths(), [
    http.buildUrl(patternList, { sn: "SIM-0001", page: 1, limit: PATTERN_PAGE_SIZE }),
    http.buildUrl(printerInfo, { sn: "SIM-0001" }),
    http.buildUrl(sugarIndex, { sn: "SIM-0001" }),
    "/locales/zh-CN/sugar.json",
    "/locales/zh-CN/common.json",
    http.buildUrl(company.companyInfo, {}),
  ]);
  // The API's as http.ts sends them; the strings as lib/i18n/core.ts fetches them.
  for (const s of sent.filter((x) => x.url.startsWith("/api/"))) assert.deepEqual(s.init, { headers: apiHeaders(), credentials: "include" }, s.url);
  for (const s of sent.filter((x) => x.url.startsWith("/locales/"))) assert.deepEqual(s.init, {}, s.url);
  assert.deepEqual(Object.keys(handoff.api), paths().filter((u) => u.startsWith("/api/")));
  assert.deepEqual(Object.keys(handoff.files), ["/locales/zh-CN/sugar.json", "/locales/zh-CN/common.json"]);
  assert.equal(handoff.auth, "");
  assert.equal(handoff.lang, "zh-CN");
  assert.equal(takeHandoff(), handoff, "left on window for the bundle, once");
  assert.equal(takeHandoff(), undefined);
});

test("the URL's token is on every API request (the bundle adopts it into the cookie); else the cookie's; the user too", async () => {
  cookie.setToken("tok-cookie");
  let handoff = earlyBoot({ pathname: "/", search: "?token=tok-url" });
  assert.equal(handoff.auth, "Bearer tok-url");
  assert.deepEqual(paths(), ["/locales/zh-CN/common.json", "/api/company/info", "/api/user/info"]);
  for (const s of sent.filter((x) => x.url.startsWith("/api/"))) assert.equal((s.init?.headers as Record<string, string>).Authorization, "Bearer tok-url");
  // What the bundle will send once it has adopted the URL's token: the same headers, so the same key.
  history.replaceState(null, "", "/?token=tok-url");
  adoptTokenFromUrl();
  assert.equal(apiHeaders().Authorization, handoff.auth);

  sent = [];
  handoff = earlyBoot({ pathname: "/", search: "" });
  assert.equal(handoff.auth, "Bearer tok-url", "the cookie's, now");
  assert.deepEqual(paths(), ["/locales/zh-CN/common.json", "/api/company/info", "/api/user/info"]);
  http.configureHttp({ baseUrl: "" });
  assert.equal(paths()[2], http.buildUrl(userInfo, {}));
});

test("the stored language picks the strings and the Language header; the stored serial stands in for the query's", () => {
  localStorage.setItem(STORAGE_KEYS.language, "en-US");
  localStorage.setItem(STORAGE_KEYS.printerSn, "SIM-0002");
  const handoff = earlyBoot({ pathname: "/sugar", search: "" });
  assert.equal(handoff.lang, "en");
  assert.deepEqual(paths(), [
    "/api/sugar/list?sn=SIM-0002&page=1&limit=20",
    "/api/tanghua/info?sn=SIM-0002",
    "/api/sugar/index?sn=SIM-0002",
    "/locales/en/sugar.json",
    "/locales/en/common.json",
    "/api/company/info",
  ]);
  assert.equal((sent[0]?.init?.headers as Record<string, string>).Language, "en");
});

test("another tab has no list; no serial, a bad one or another page asks for no printer", () => {
  earlyBoot({ pathname: "/sugar", search: "?sn=SIM-0001&tab=draw" });
  assert.deepEqual(paths().slice(0, 2), ["/api/tanghua/info?sn=SIM-0001", "/api/sugar/index?sn=SIM-0001"]);
  for (const search of ["", "?sn=%3Cbad%3E"]) {
    sent = [];
    earlyBoot({ pathname: "/sugar", search });
    assert.deepEqual(paths(), ["/locales/zh-CN/sugar.json", "/locales/zh-CN/common.json", "/api/company/info"], search);
  }
  sent = [];
  earlyBoot({ pathname: "/sugar/list", search: "?sn=SIM-0001" });
  assert.deepEqual(paths(), ["/locales/zh-CN/common.json", "/api/company/info"]);
});

test("a scan of the list tab leaves the first paint its answers: the same promises as the bundle's", () => {
  const handoff = earlyBoot({ pathname: "/sugar", search: "?sn=SIM-0001" });
  const shell = handoff.shell;
  assert.ok(shell, "the list tab is drawn early");
  assert.equal(shell.sn, "SIM-0001");
  assert.equal(shell.list, handoff.api["/api/sugar/list?sn=SIM-0001&page=1&limit=20"]);
  assert.equal(shell.printer, handoff.api["/api/tanghua/info?sn=SIM-0001"]);
  assert.equal(shell.home, handoff.api["/api/sugar/index?sn=SIM-0001"]);
  assert.equal(shell.strings, handoff.files["/locales/zh-CN/sugar.json"]);
});

test("no first paint under a pattern's sheet, on another tab, without a printer, or where WeChat's login redirect is due", () => {
  for (const search of ["?sn=SIM-0001&goods_id=3", "?sn=SIM-0001&tab=draw", "?sn=SIM-0001&tab=mine", "", "?sn=%3Cbad%3E"]) {
    assert.equal(earlyBoot({ pathname: "/sugar", search }).shell, undefined, search);
  }
  const ua = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), "userAgent");
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => "Mozilla/5.0 (iPhone) MicroMessenger/8.0.50" });
  try {
    // app/guards.tsx sends a customer without a session in WeChat to /sugar-login: nothing drawn before it.
    assert.equal(earlyBoot({ pathname: "/sugar", search: "?sn=SIM-0001" }).shell, undefined, "in WeChat without a token");
    cookie.setToken("tok");
    assert.ok(earlyBoot({ pathname: "/sugar", search: "?sn=SIM-0001" }).shell, "in WeChat with one");
  } finally {
    delete (navigator as { userAgent?: string }).userAgent;
    if (ua) Object.defineProperty(Object.getPrototypeOf(navigator), "userAgent", ua);
  }
});

test("the app's module script: added after a scan's requests, so they go out first; before any request elsewhere; not at all without one", () => {
  // Appended scripts are recorded, not loaded (happy-dom would fetch them).
  const added: { src: string; type: string; afterRequests: number }[] = [];
  const realAppend = document.head.appendChild.bind(document.head);
  document.head.appendChild = (<T extends Node>(node: T): T => {
    const el = node as unknown as HTMLScriptElement;
    added.push({ src: el.getAttribute("src") ?? "", type: el.type, afterRequests: sent.length });
    return node;
  }) as typeof document.head.appendChild;
  try {
    earlyBoot({ pathname: "/sugar", search: "?sn=SIM-0001" }, "", "/assets/chunk-A.js");
    assert.deepEqual(added, [{ src: "/assets/chunk-A.js", type: "module", afterRequests: sent.length }], "a scan: after every request");
    for (const pathname of ["/user", "/sugar/list", "/"]) {
      added.length = 0;
      sent = [];
      earlyBoot({ pathname, search: "?sn=SIM-0001" }, "", "/assets/chunk-A.js");
      assert.deepEqual(added, [{ src: "/assets/chunk-A.js", type: "module", afterRequests: 0 }], `${pathname}: before any request`);
    }
    added.length = 0;
    earlyBoot({ pathname: "/admin/dashboard", search: "" });
    assert.deepEqual(added, [], "admin.html has its own module script");
  } finally {
    document.head.appendChild = realAppend;
  }
});

test("storage that throws: the default language and no stored serial, and still the requests", () => {
  const desc = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("blocked", "SecurityError");
    },
  });
  try {
    const handoff = earlyBoot({ pathname: "/sugar", search: "" });
    assert.equal(handoff.lang, "zh-CN");
    assert.deepEqual(paths(), ["/locales/zh-CN/sugar.json", "/locales/zh-CN/common.json", "/api/company/info"]);
  } finally {
    if (desc) Object.defineProperty(globalThis, "localStorage", desc);
  }
});

test("its storage keys are STORAGE_KEYS'; its token reader is lib/cookie.ts getToken()", () => {
  assert.equal(LANGUAGE_KEY, STORAGE_KEYS.language);
  assert.equal(PRINTER_SN_KEY, STORAGE_KEYS.printerSn);
  assert.equal(TOKEN_COOKIE, "accessToken", "tokenCookie reads this name");
  const jar = [
    "",
    "accessToken=abc",
    "a=1; accessToken=abc; b=2",
    "xaccessToken=no; accessToken=yes",
    "accessToken=",
    "accessToken=a%20b%3Dc",
    "accessToken=bad%zz",
    "other=1",
    "accessTokenX=1",
  ];
  for (const cookies of jar) {
    for (const c of document.cookie.split(";")) document.cookie = `${c.split("=")[0]?.trim()}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    for (const c of cookies.split("; ").filter(Boolean)) document.cookie = `${c}; path=/`;
    assert.equal(tokenCookie(document.cookie) || undefined, cookie.getToken(), JSON.stringify(cookies));
  }
});

test("its serial is resolveSn's", () => {
  for (const search of ["", "?sn=SIM-0001", "?sn=%20SIM-0001%20", "?sn=", "?sn=%3Cbad%3E", "?sn=" + "a".repeat(65), "?sn=a_b-C9"]) {
    for (const stored of [undefined, "SIM-0009", "<bad>", ""]) {
      assert.equal(snOf(new URLSearchParams(search), stored), resolveSn(search, stored).sn, `${search} / ${stored}`);
    }
  }
});
