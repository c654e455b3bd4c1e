/**
 * The web app shell in real Chromium against the real mock API serving the production build:
 * language, error pages, guards, the §8 toast and chunk-reload rules, under the real CSP.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import {
  browserSkipReason,
  consoleProblems,
  loginToken,
  phoneContext,
  screenshot,
  startApp,
} from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { waitUntil } from "../helpers/wait.ts";

const skip = browserSkipReason();

describe("web app shell in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);

  async function newPage(): Promise<Page> {
    const ctx = await phoneContext(suite.browser);
    suite.keep(ctx);
    return ctx.newPage();
  }

  const h1 = (page: Page) => page.locator("h1").first();

  /** The document title once usePageTitle's effect (it runs after the render that shows the page) has set it. */
  async function titleOnceSet(page: Page, re: RegExp): Promise<string> {
    await page.waitForFunction(([src, flags]) => new RegExp(src, flags).test(document.title), [re.source, re.flags] as const).catch(() => undefined);
    return page.title();
  }

  test("/ loads in zh-CN, under the CSP, without console errors", async () => {
    const page = await newPage();
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/`);
    await h1(page).waitFor();
    assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
    assert.match(await h1(page).innerText(), /扫码选图/);
    assert.match(await titleOnceSet(page, /首页 - /), /首页 - /);
    await screenshot(page, "home-zh-CN");
    assert.deepEqual(problems, []);
  });

  test("switching to English changes visible text and persists across reload", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/`);
    await h1(page).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { name: /Scan, pick/ }).waitFor();
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.evaluate(() => localStorage.getItem("i18nextLng")), "en");
    await page.reload();
    await page.getByRole("heading", { name: /Scan, pick/ }).waitFor();
    assert.match(await titleOnceSet(page, /^Home - /), /^Home - /);
    await screenshot(page, "home-en");
    await page.getByRole("button", { name: "简体中文" }).click();
    await page.getByRole("heading", { name: /扫码选图/ }).waitFor();
  });

  test("/no-such-page shows 404 page not found", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/no-such-page`);
    await page.getByRole("heading", { name: "页面不存在" }).waitFor();
    await screenshot(page, "404");
  });

  test("/admin/x as a non-admin shows 403 no access; the token leaves the address bar", async () => {
    const token = await loginToken(suite.app.url, SEED_USERS.customer.mobile);
    const page = await newPage();
    await page.goto(`${suite.app.url}/admin/x?token=${encodeURIComponent(token)}`);
    await page.getByRole("heading", { name: "无访问权限" }).waitFor();
    assert.equal(new URL(page.url()).search, "");
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === "accessToken");
    assert.equal(cookie?.value, token);
    assert.equal(cookie?.sameSite, "Lax");
    assert.ok((cookie?.expires ?? 0) * 1000 > Date.now() + 29 * 24 * 3600 * 1000, "cookie lives 30 days");
    await screenshot(page, "403");
  });

  test("/admin/x as an admin (level_type 3) is let in", async () => {
    const token = await loginToken(suite.app.url, SEED_USERS.admin.mobile);
    const page = await newPage();
    await page.goto(`${suite.app.url}/admin/x?token=${encodeURIComponent(token)}`);
    await h1(page).waitFor();
    assert.notEqual(await h1(page).innerText(), "无访问权限");
  });

  test("/admin without mobile or email → /login with the way back", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/admin/dashboard`);
    await page.waitForURL((u) => u.pathname === "/login");
    assert.equal(new URL(page.url()).searchParams.get("redirect"), "/admin/dashboard");
  });

  test("/500?error_page=/about shows the retry link back to /about", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/500?error_page=/about`);
    const retry = page.getByRole("link", { name: "返回重试" });
    await retry.waitFor();
    assert.equal(await retry.getAttribute("href"), "/about");
    assert.match(await page.locator("main").innerText(), /报错页面: \/about/);
    await screenshot(page, "500");
    await retry.click();
    await page.waitForURL((u) => u.pathname === "/about");
  });

  for (const evil of ["//evil.example", "/\\evil.example", "https:evil.example", "javascript:alert(1)"]) {
    test(`/500?error_page=${evil} does not link off-site`, async () => {
      const page = await newPage();
      await page.goto(`${suite.app.url}/500?error_page=${encodeURIComponent(evil)}`);
      const retry = page.getByRole("link", { name: "返回重试" });
      await retry.waitFor();
      assert.equal(await retry.getAttribute("href"), "/");
      await retry.click();
      // The click's navigation has happened (not merely started) before the address is read.
      await page.waitForURL((u) => u.pathname === "/");
      assert.equal(new URL(page.url()).origin, suite.app.url);
    });
  }

  test("a toast appears and goes (§8: a 503 shows its mapped text; §9: 4 s + 1 s removal)", async () => {
    const page = await newPage();
    await page.route("**/api/company/info", (route) => route.fulfill({ status: 503, body: "{}", contentType: "application/json" }));
    const toast = page.getByText("服务不可用，服务器暂时过载或维护");
    // Watched from before the navigation: the toast can show before goto's load event returns,
    // and is gone 5 s later, so a wait started after goto could miss it on a slow machine.
    const shown = toast.waitFor({ state: "visible" });
    await page.goto(`${suite.app.url}/`);
    await shown;
    await screenshot(page, "toast");
    await toast.waitFor({ state: "detached", timeout: 8000 });
  });

  test("a failed lazy chunk load reloads the page once (§8)", async () => {
    const page = await newPage();
    let failed = 0;
    await page.route("**/assets/routes-*.js", async (route) => {
      if (failed === 0) {
        failed += 1;
        return route.fulfill({ status: 404, body: "gone" });
      }
      return route.continue();
    });
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.goto(`${suite.app.url}/`);
    await page.getByRole("heading", { name: /扫码选图/ }).waitFor();
    // The reloaded page can render its heading before its own load event (images still coming).
    await page.waitForLoadState("load");
    await waitUntil(() => `a second load event (loads: ${loads})`, () => loads >= 2);
    assert.equal(failed, 1);
    assert.equal(loads, 2, "one reload after the failed chunk");
  });
});
