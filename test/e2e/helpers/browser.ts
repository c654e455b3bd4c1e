/**
 * Browser tests drive Debian's Chromium with playwright-core (it cannot download browsers here).
 * In CI (CI=true) or with REQUIRE_BROWSER=1 a missing Chromium is a failure; locally the tests
 * skip, loudly.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { createMockApi, type MockApi } from "../../../mock-api/server.ts";

const root = new URL("../../../", import.meta.url).pathname;
// TANGHUA_DIST: see build.mjs.
export const WEB_DIR = process.env.TANGHUA_DIST ? join(process.env.TANGHUA_DIST, "web") : join(root, "dist/web");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const required = process.env.CI === "true" || process.env.REQUIRE_BROWSER === "1";

/** undefined when the browser tests can run; else the reason they skip (or a throw when required). */
export function browserSkipReason(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) {
    if (!existsSync(join(WEB_DIR, "index.html"))) throw new Error("dist/web is missing: run `npm run build` first (npm test does)");
    return undefined;
  }
  const msg = `Chromium not found at ${CHROMIUM_PATH}: browser tests cannot run (apt-get install chromium)`;
  if (required) throw new Error(msg);
  console.warn(`\n!!! SKIPPING BROWSER TESTS: ${msg}\n`);
  return msg;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
}

/** A phone-sized context (375 px, §CONVENTIONS look and feel). */
export async function phoneContext(browser: Browser, options: { userAgent?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "zh-CN",
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
}

export interface RunningApp {
  url: string;
  api: MockApi;
  close(): Promise<void>;
}

/** The real mock API serving the built app on a random loopback port. */
export async function startApp(): Promise<RunningApp> {
  const api = createMockApi({ staticDir: WEB_DIR, validateResponses: true, log: () => {} });
  const url = await api.listen(0, "127.0.0.1");
  return { url, api, close: () => api.close() };
}

interface Envelope<T> {
  errorCode: number;
  msg?: string;
  data: T;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as Envelope<T>;
  if (body.errorCode !== 0) throw new Error(`${url}: ${res.status} ${body.msg}`);
  return body.data;
}

/** Logs a seeded user in the way the app does (send-code, the dev code endpoint, login). */
export async function loginToken(baseUrl: string, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    call<{ access_token?: string }>(`${baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/default/send-code", { mobile });
  const { code } = await call<{ code: string }>(`${baseUrl}/__mock/codes?mobile=${mobile}`);
  const { access_token } = await post("/api/default/login", { mobile, code });
  if (!access_token) throw new Error("login returned no token");
  return access_token;
}

/** Screenshots are test artifacts (test-artifacts/screenshots), for people to look at. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = join(root, "test-artifacts/screenshots");
  mkdirSync(dir, { recursive: true });
  // fullPage: false for bottom sheets, which are fixed to the viewport.
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** Collects console errors and CSP violations so a test can assert the page ran clean. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  return problems;
}
