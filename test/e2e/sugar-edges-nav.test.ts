/**
 * Issue 11, navigation and weak networks, in Chromium against `sim start`: back after a WeChat
 * login (item 7); the open pattern through login, a §8 401 and back, and no "当前已登录" beside the
 * 401 toast (8); the tab bar's 我的 and no back arrow on the scan landing page (9); offline after
 * the idle prefetch, and a chunk that fails offline (10); identical toasts and a bad serial (12).
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, screenshot } from "./helpers/browser.ts";
import { codeFor, WECHAT_UA } from "./helpers/customer.ts";
import { browserSuite } from "./helpers/suite.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { firstPage, pageAs, type UserPage } from "./helpers/sugar.ts";

const skip = browserSkipReason();
const SN = "SIM-0001";

describe("issue 11: navigation, weak networks and toasts on /sugar", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ speed: 10 }));

  async function as(mobile: string | null, options: { userAgent?: string } = {}): Promise<UserPage> {
    const u = await pageAs(suite.browser, suite.app, mobile, options);
    suite.keep(u.context);
    return u;
  }

  const back = (page: Page) => page.locator("header").getByRole("button", { name: "返回" });

  /** Fills the /sugar-login mobile form (outside WeChat) with a code read from the mock. */
  async function loginByCode(page: Page, mobile: string): Promise<void> {
    await page.locator("input[name=mobile]").fill(mobile);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByText(/秒后重发/).waitFor();
    await page.getByLabel("验证码").fill(await codeFor(suite.app.app, mobile));
    await page.getByRole("button", { name: "登录", exact: true }).click();
  }

  /** A mock API fault for the next `times` matching calls of one session (mock-api/README.md). */
  async function fault(rule: { path: string; method: string; status: number; token: string }): Promise<void> {
    const res = await fetch(`${suite.app.app}/__mock/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: rule.path, method: rule.method, action: { kind: "status", status: rule.status }, times: 1, token: rule.token }),
    });
    assert.ok(res.ok, `fault rule accepted (${res.status})`);
  }

  test("item 7: after a WeChat login, back from the waiting page goes to the printer's home, never to /sugar-login", async () => {
    const { page } = await as(null, { userAgent: WECHAT_UA });
    await page.goto(`${suite.app.app}/sugar?sn=${SN}`);
    // The mock's WeChat consent page (the first known identity is preselected).
    await page.getByRole("button", { name: "允许" }).click();
    await page.waitForURL((u) => u.pathname === "/sugar");
    const seen: string[] = [];
    page.on("framenavigated", (f) => f === page.mainFrame() && seen.push(f.url()));
    const token = (await page.context().cookies()).find((c) => c.name === "accessToken")?.value ?? "";
    assert.ok(token, "logged in");
    const coinPattern = (await firstPage(suite.app, SN, token)).find((p) => p.coins_price != null && p.coins_price > 0);
    assert.ok(coinPattern, "a pattern with a coin price");
    await suite.app.sim(["coin", SN, String(coinPattern.coins_price! + 5)]);
    await page.locator(".pattern-card", { hasText: coinPattern.name }).first().click();
    const dialog = page.getByRole("dialog", { name: coinPattern.name });
    await dialog.getByRole("button", { name: /开始打印/, disabled: false }).click();
    await page.waitForURL((u) => u.pathname === "/sugar/waiting");

    await back(page).click();
    await page.waitForURL((u) => u.pathname === "/sugar" && u.searchParams.get("sn") === SN && !u.searchParams.has("goods_id"));
    await page.locator(".pattern-card").first().waitFor();

    // The browser's own back from here goes through the OAuth page again: it must come back home.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/sugar");
    await page.locator(".pattern-card").first().waitFor();
    assert.equal(await page.getByText("授权已失效").count(), 0);
    assert.ok(!seen.some((u) => new URL(u).pathname === "/sugar-login" && !new URL(u).searchParams.has("code")), "no plain /sugar-login page");
  });

  test("item 8: the open pattern survives the login page and back, and the login itself", async () => {
    const { page } = await as(null);
    const [p] = await firstPage(suite.app, SN, "");
    assert.ok(p);
    await page.goto(`${suite.app.app}/sugar?sn=${SN}`);
    await page.locator(".pattern-card", { hasText: p.name }).first().click();
    const dialog = page.getByRole("dialog", { name: p.name });
    await dialog.waitFor();
    assert.equal(new URL(page.url()).searchParams.get("goods_id"), String(p.goods_id), "the open pattern is in the URL");

    await dialog.getByRole("button", { name: /开始打印/, disabled: false }).click();
    await page.waitForURL((u) => u.pathname === "/sugar-login");
    await page.goBack();
    await dialog.waitFor();

    await dialog.getByRole("button", { name: /开始打印/, disabled: false }).click();
    await page.waitForURL((u) => u.pathname === "/sugar-login");
    await loginByCode(page, "13900000081");
    await page.waitForURL((u) => u.pathname === "/sugar" && u.searchParams.get("goods_id") === String(p.goods_id));
    await dialog.waitFor();
  });

  test("item 8: a §8 401 keeps the open pattern; its toast never shows beside '当前已登录'", async () => {
    const { page, token } = await as(SEED_USERS.customer.mobile);
    const [p] = await firstPage(suite.app, SN, token);
    assert.ok(p);
    await page.goto(`${suite.app.app}/sugar?sn=${SN}&goods_id=${p.goods_id}`);
    const dialog = page.getByRole("dialog", { name: p.name });
    await dialog.getByRole("button", { name: /开始打印/, disabled: false }).waitFor();
    await fault({ path: "/api/order/make", method: "POST", status: 401, token });
    await dialog.getByRole("button", { name: /开始打印/, disabled: false }).click();
    await page.waitForURL((u) => u.pathname === "/sugar-login");
    await page.getByText("登录超时，请重新登录").waitFor();
    await page.locator("input[name=mobile]").waitFor();
    assert.equal(await page.getByText(/当前已登录/).count(), 0, "the session ended with the 401: no 'logged in' prompt");
    await screenshot(page, "sugar-edges-nav-401", { fullPage: false });
    assert.equal(new URL(new URL(page.url()).searchParams.get("redirect") ?? "", suite.app.app).searchParams.get("goods_id"), String(p.goods_id));

    await loginByCode(page, "13900000082");
    await page.waitForURL((u) => u.pathname === "/sugar" && u.searchParams.get("goods_id") === String(p.goods_id));
    await dialog.waitFor();
  });

  test("item 9: the tab bar's 我的 opens /sugar/user; every tab has an icon; the scan landing page has no back arrow", async () => {
    const { page } = await as(SEED_USERS.customer.mobile);
    await page.goto(`${suite.app.app}/sugar?sn=${SN}`);
    await page.locator(".pattern-card").first().waitFor();
    assert.equal(await back(page).count(), 0, "nothing of the app behind the scan: no back arrow");
    const nav = page.getByRole("navigation", { name: "糖画导航" });
    const links = nav.getByRole("link");
    assert.equal(await links.count(), await nav.locator(".tab-bar__icon svg").count(), "an icon on every tab");
    await screenshot(page, "sugar-edges-nav-tabs", { fullPage: false });
    await nav.getByRole("link", { name: "我的", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/sugar/user" && u.searchParams.get("sn") === SN);
    await page.getByRole("heading", { name: "我的" }).waitFor();
    assert.match(await page.evaluate(() => document.title), /^我的 - \S/, "§1: the page title, then the company or product title");
    assert.equal(await nav.getByRole("link", { name: "我的", exact: true }).getAttribute("aria-current"), "page");
    await back(page).click();
    await page.waitForURL((u) => u.pathname === "/sugar");
  });

  test("item 10: offline after the idle prefetch, a tap still opens the sheet; a chunk that fails offline offers a retry, no reload", async () => {
    const { page, context } = await as(null);
    // The sheets' chunks, their stylesheets (linked as the chunk evaluates), the toaster and the pay sheet's strings.
    const prefetched = [/\/assets\/toaster-[^/]+\.js$/, /\/assets\/pattern-picker-[^/]+\.js$/, /\/assets\/pattern-picker-[^/]+\.css$/, /\/assets\/pay-sheet-[^/]+\.js$/, /\/assets\/pay-sheet-[^/]+\.css$/, /\/locales\/zh-CN\/sugar-pay\.json$/].map((re) =>
      page.waitForResponse((r) => re.test(new URL(r.url()).pathname)),
    );
    await page.goto(`${suite.app.app}/sugar?sn=${SN}`);
    await page.locator(".pattern-card").first().waitFor();
    await Promise.all(prefetched); // once the first screen is shown and the page is idle
    await page.waitForFunction(() => document.querySelectorAll('link[rel="stylesheet"]').length > 0 && [...document.styleSheets].every((s) => s.cssRules.length > 0));
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await context.setOffline(true);
    const name = (await page.locator(".pattern-card__name").first().innerText()).trim();
    await page.locator(".pattern-card").first().click();
    await page.getByRole("dialog", { name }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name }).waitFor({ state: "detached" });

    // /sugar/order's chunk was never loaded: offline it fails, and §8's reload must not happen.
    await page.getByRole("link", { name: "我的订单" }).click();
    const retry = page.getByRole("button", { name: "网络不可用，点击重试" });
    await retry.waitFor();
    assert.equal(await retry.count(), 1, "one retry");
    await screenshot(page, "sugar-edges-nav-offline", { fullPage: false });
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, "not reloaded");

    await context.setOffline(false);
    await retry.click();
    await page.getByRole("heading", { name: "我的订单" }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, "loaded in place");
  });

  test("item 12: a bad serial says to scan the machine's code again, with one '设备不存在' toast", async () => {
    const { page } = await as(null);
    await page.goto(`${suite.app.app}/sugar?sn=NO-SUCH-PRINTER`);
    await page.getByText("这个二维码无效").waitFor();
    await page.getByText("请用微信重新扫描糖画机上贴的二维码。").waitFor();
    assert.equal(await page.getByText("加载失败").count(), 0);
    assert.equal(await page.getByRole("button", { name: "重试" }).count(), 0);
    await page.locator(".toast", { hasText: "设备不存在" }).first().waitFor();
    // Every call of the shell failed the same way (printer, home, list): the toasts collapse into one.
    await page.waitForLoadState("networkidle");
    assert.equal(await page.locator(".toast", { hasText: "设备不存在" }).count(), 1);
    await screenshot(page, "sugar-edges-nav-bad-sn", { fullPage: false });
  });
});
