/**
 * Helpers for the /sugar browser tests against `sim start`: a phone page logged in as a seeded
 * user (the accessToken cookie from a real login through the mock), the mock's API as that user,
 * and the pattern picker opened from the shell or the list page.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { loginToken, phoneContext } from "./browser.ts";
import type { SimApp } from "./sim-app.ts";

export interface UserPage {
  page: Page;
  context: BrowserContext;
  /** "" when nobody is logged in. */
  token: string;
}

/** One login per user and sim: the mock limits how often a code may be sent to one mobile. */
const tokens = new Map<string, Promise<string>>();
function tokenFor(app: SimApp, mobile: string): Promise<string> {
  const key = `${app.app} ${mobile}`;
  let t = tokens.get(key);
  if (!t) {
    t = loginToken(app.app, mobile);
    tokens.set(key, t);
  }
  return t;
}

export async function pageAs(
  browser: Browser,
  app: SimApp,
  mobile: string | null,
  options: { userAgent?: string; clock?: boolean } = {},
): Promise<UserPage> {
  const context = await phoneContext(browser, options.userAgent ? { userAgent: options.userAgent } : {});
  const token = mobile ? await tokenFor(app, mobile) : "";
  if (token) await context.addCookies([{ name: "accessToken", value: token, url: app.app }]);
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  return { page, context, token };
}

interface Envelope<T> {
  errorCode: number;
  msg?: string;
  data: T;
}

/** A GET of the mock API as `token` (the envelope's data, or a throw). */
export async function apiGet<T>(app: SimApp, path: string, token: string): Promise<T> {
  const res = await fetch(`${app.app}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as Envelope<T>;
  if (body.errorCode !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

export interface ListedPattern {
  goods_id: number;
  goods_type_id: number;
  name: string;
  price: string | number;
  coins_price?: number | null;
  is_self?: number;
}

/** The first page (20, as the shell shows it) of a printer's patterns as `token` sees them. */
export async function firstPage(app: SimApp, sn: string, token: string): Promise<ListedPattern[]> {
  const data = await apiGet<{ list: ListedPattern[] }>(app, `/api/sugar/list?sn=${sn}&page=1&limit=20`, token);
  return data.list;
}


/** Opens /sugar?sn and taps the card named `name` (it must be on the first page). */
export async function openFromShell(page: Page, app: SimApp, sn: string, name: string): Promise<void> {
  await page.goto(`${app.app}/sugar?sn=${sn}`);
  await page.locator(".pattern-card", { hasText: name }).first().click();
  await page.getByRole("dialog", { name }).waitFor();
}

/** Opens /sugar/list?sn, searches `name` and taps its card. */
export async function openFromSearch(page: Page, app: SimApp, sn: string, name: string): Promise<void> {
  await page.goto(`${app.app}/sugar/list?sn=${sn}`);
  await page.getByRole("searchbox").fill(name);
  await page.getByRole("button", { name: "搜索" }).click();
  await page.locator(".pattern-card", { hasText: name }).first().click();
  await page.getByRole("dialog", { name }).waitFor();
}

/** Taps start-print and returns the order number order/make answered. */
export async function startPrint(page: Page): Promise<string> {
  const made = page.waitForResponse((r) => r.url().includes("/api/order/make"));
  await page.getByRole("button", { name: "开始打印" }).click();
  const body = (await (await made).json()) as Envelope<{ sn: string }>;
  if (body.errorCode !== 0) throw new Error(`order/make: ${body.msg}`);
  return body.data.sn;
}

/**
 * Picks "no coupon" on the pay sheet once the coupons have loaded. While they load, that radio is
 * checked but disabled, and Playwright's check() of a checked radio returns at once without a
 * click; the §5 default (a free coupon, which locks the methods) would then replace it.
 */
export async function chooseNoCoupon(sheet: Locator): Promise<void> {
  await sheet.getByRole("radio", { name: "不使用优惠券", disabled: false }).check();
}

/** The waiting page's query once the app got there (§2: sn, order_sn, pay_success, game_status). */
export async function waitingQuery(page: Page): Promise<Record<string, string>> {
  await page.waitForURL((u) => u.pathname === "/sugar/waiting");
  return Object.fromEntries(new URL(page.url()).searchParams);
}
