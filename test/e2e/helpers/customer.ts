/**
 * Helpers for the customer-area browser tests (login, /user, /pay): a signed-in phone page,
 * the mock's dev code endpoint, the open-redirect payloads, and a check for untranslated keys.
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { loginToken, phoneContext, type RunningApp } from "./browser.ts";

/** WeChat's in-app browser on iOS (the MicroMessenger token is what the app looks for). */
export const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";

/** The open-redirect payloads of issue 6: none may take the browser off the app's origin. */
export const EVIL_REDIRECTS = ["//evil.example", "/\\evil.example", "https:evil.example", "javascript:alert(1)"] as const;

/** The newest live code for a mobile, as a developer reads it (GET /__mock/codes). */
export async function codeFor(baseUrl: string, mobile: string): Promise<string> {
  const res = await fetch(`${baseUrl}/__mock/codes?mobile=${mobile}`);
  const body = (await res.json()) as { errorCode: number; data: { code: string } };
  assert.equal(body.errorCode, 0, "a live code exists");
  return body.data.code;
}

/** One token per app and mobile: a number may ask for a code only once a minute. */
const tokens = new Map<string, Promise<string>>();

export function tokenFor(app: RunningApp, mobile: string): Promise<string> {
  const key = `${app.url} ${mobile}`;
  let t = tokens.get(key);
  if (t === undefined) {
    t = loginToken(app.url, mobile);
    tokens.set(key, t);
  }
  return t;
}

/** A new phone context that is already signed in as `mobile` (token cookie as the app sets it). */
export async function signedInContext(browser: Browser, app: RunningApp, mobile: string, options: { userAgent?: string; lang?: "zh-CN" | "en" } = {}): Promise<BrowserContext> {
  const token = await tokenFor(app, mobile);
  const ctx = await phoneContext(browser, options.userAgent ? { userAgent: options.userAgent } : {});
  const { hostname } = new URL(app.url);
  await ctx.addCookies([{ name: "accessToken", value: token, domain: hostname, path: "/", sameSite: "Lax" }]);
  if (options.lang) await setLanguage(ctx, options.lang);
  return ctx;
}

/** The stored language before any page script runs (§9 key i18nextLng). */
export async function setLanguage(ctx: BrowserContext, lang: "zh-CN" | "en"): Promise<void> {
  await ctx.addInitScript((l) => {
    try {
      if (!sessionStorage.getItem("__lang_set")) {
        localStorage.setItem("i18nextLng", l);
        sessionStorage.setItem("__lang_set", "1");
      }
    } catch {
      // storage blocked: the default language stays
    }
  }, lang);
}

/** Fails when the page shows a `[[ns:key]]` marker (a key missing from the language file). */
export async function assertNoMissingKeys(page: Page, where: string): Promise<void> {
  const text = await page.locator("body").innerText();
  const markers = text.match(/\[\[[\w-]+:[^\]]+\]\]/g);
  assert.equal(markers, null, `${where}: untranslated ${markers?.join(", ")}`);
}

/**
 * The page has its data: no loading block (LoadingState renders .state--loading) and no spinner
 * (the full-screen one by default), so data-driven text is in before a test reads the page.
 */
export async function pageSettled(page: Page, spinner = ".full-screen-spinner"): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), `.state--loading, ${spinner}`);
}
