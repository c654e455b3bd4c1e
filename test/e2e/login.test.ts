/**
 * /login and /sugar-login in Chromium against the mock API serving the build: mobile + code
 * (the code read from the mock's dev endpoint) lands on the redirect; the rate-limit message;
 * email login; the WeChat flow through the mock's WeChat pages with a MicroMessenger user agent;
 * open-redirect payloads never leave the origin; both languages without missing keys.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, phoneContext, screenshot, startApp } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { assertNoMissingKeys, codeFor, EVIL_REDIRECTS, setLanguage, WECHAT_UA } from "./helpers/customer.ts";

const skip = browserSkipReason();

describe("login pages in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);

  async function newPage(options: { userAgent?: string; lang?: "zh-CN" | "en" } = {}): Promise<Page> {
    const ctx = await phoneContext(suite.browser, options.userAgent ? { userAgent: options.userAgent } : {});
    if (options.lang) await setLanguage(ctx, options.lang);
    suite.keep(ctx);
    return ctx.newPage();
  }

  /** Fills the mobile, asks for a code, reads it from the mock and submits. */
  async function loginByCode(page: Page, mobile: string): Promise<void> {
    await page.locator("input[name=mobile]").fill(mobile);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByText(/秒后重发/).waitFor();
    const code = await codeFor(suite.app.url, mobile);
    await page.getByLabel("验证码").fill(code);
    await page.getByRole("button", { name: "登录", exact: true }).click();
  }

  test("mobile + code logs in, stores the 30-day token and lands on the redirect", async () => {
    const page = await newPage();
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/login?redirect=${encodeURIComponent("/user/coupon?status=0")}`);
    await page.getByRole("heading", { name: "欢迎来到糖画机器人" }).waitFor();
    await screenshot(page, "login-zh-CN");
    await loginByCode(page, SEED_USERS.customer.mobile);
    await page.waitForURL((u) => u.pathname === "/user/coupon");
    assert.equal(new URL(page.url()).search, "?status=0");
    const cookie = (await page.context().cookies()).find((c) => c.name === "accessToken");
    assert.ok(cookie?.value, "token cookie set");
    assert.ok(cookie.expires * 1000 > Date.now() + 29 * 24 * 3600 * 1000, "cookie lives 30 days");
    assert.deepEqual(problems, []);
  });

  test("bad input gets field errors; a wrong code is refused under the code field", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/login`);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByText("请输入手机号", { exact: true }).waitFor();
    await page.locator("input[name=mobile]").fill("1234");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByText("请输入正确的 11 位手机号").waitFor();
    await page.getByText("请输入验证码").waitFor();
    assert.equal(await page.locator("input[name=mobile]").getAttribute("aria-invalid"), "true");
    await screenshot(page, "login-errors");
    await page.locator("input[name=mobile]").fill(SEED_USERS.printerManager.mobile);
    await page.getByLabel("验证码").fill("000000");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByText(/验证码错误|验证码无效|已过期/).waitFor();
    assert.equal(new URL(page.url()).pathname, "/login");
  });

  test("asking again too soon shows the rate-limit message and the countdown", async () => {
    const mobile = SEED_USERS.privileged.mobile;
    // The first code is sent outside the page (another tab); the page's ask is then too soon.
    const res = await fetch(`${suite.app.url}/api/default/send-code`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mobile }) });
    assert.equal(((await res.json()) as { errorCode: number }).errorCode, 0);
    const page = await newPage();
    await page.goto(`${suite.app.url}/login`);
    await page.locator("input[name=mobile]").fill(mobile);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByText(/过于频繁/).waitFor();
    await page.getByRole("button", { name: /秒后重发/ }).waitFor();
    assert.equal(await page.getByRole("button", { name: /秒后重发/ }).isDisabled(), true);
    await screenshot(page, "login-rate-limit");
  });

  test("email login for a user who has an email", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/login?redirect=/about`);
    await page.getByRole("tab", { name: "邮箱登录" }).click();
    const email = SEED_USERS.admin.email;
    await page.getByLabel("邮箱").fill(email);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByText(/秒后重发/).waitFor();
    const body = (await (await fetch(`${suite.app.url}/__mock/codes?email=${encodeURIComponent(email)}`)).json()) as { data: { code: string } };
    await page.getByLabel("验证码").fill(body.data.code);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/about");
  });

  test("WeChat: /user → /sugar-login → the mock's WeChat page → back, logged in, on /user", async () => {
    const page = await newPage({ userAgent: WECHAT_UA });
    await page.goto(`${suite.app.url}/user`);
    await page.waitForURL((u) => u.pathname === "/mock-wechat/openid");
    const wx = new URL(page.url());
    assert.match(wx.searchParams.get("state") ?? "", /^[0-9a-f]{24}$/);
    const back = new URL(wx.searchParams.get("returnUrl") ?? "");
    assert.equal(back.origin, suite.app.url);
    assert.equal(back.pathname, "/sugar-login");
    assert.equal(back.searchParams.get("redirect"), "/user");
    await screenshot(page, "login-wechat-mock");
    await page.getByLabel(/用户 #6/).check();
    await page.getByRole("button", { name: "允许" }).click();
    await page.waitForURL((u) => u.pathname === "/user");
    const cookie = (await page.context().cookies()).find((c) => c.name === "accessToken");
    assert.ok(cookie?.value);
    assert.equal(await page.evaluate(() => localStorage.getItem("wx_openid")), SEED_USERS.wechatOnly.wx_openid);
  });

  test("WeChat: refusing the authorisation offers to try again or use the mobile", async () => {
    const page = await newPage({ userAgent: WECHAT_UA });
    await page.goto(`${suite.app.url}/sugar-login?redirect=/user`);
    await page.waitForURL((u) => u.pathname === "/mock-wechat/openid");
    await page.getByRole("button", { name: "拒绝" }).click();
    await page.getByText("你取消了微信授权").waitFor();
    await screenshot(page, "login-wechat-denied");
    await page.getByRole("button", { name: "使用手机号登录" }).click();
    await loginByCode(page, SEED_USERS.printerManager.mobile);
    await page.waitForURL((u) => u.pathname === "/user");
  });

  test("WeChat: a code without this tab's state is refused (login CSRF)", async () => {
    const page = await newPage({ userAgent: WECHAT_UA });
    await page.goto(`${suite.app.url}/sugar-login?code=forged&state=abc`);
    await page.getByText("授权已失效，请重新授权").waitFor();
    assert.equal((await page.context().cookies()).find((c) => c.name === "accessToken"), undefined);
  });

  test("/sugar-login outside WeChat is mobile + code, and lands on the redirect", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/sugar-login?redirect=${encodeURIComponent("/pay")}`);
    await page.getByText("在微信中打开可使用微信一键登录").waitFor();
    assert.equal(await page.getByRole("tab").count(), 0);
    await screenshot(page, "sugar-login-zh-CN");
    await loginByCode(page, "13900000100"); // a new number: signed up by its first login
    await page.waitForURL((u) => u.pathname === "/pay");
  });

  for (const [i, evil] of EVIL_REDIRECTS.entries()) {
    test(`redirect=${evil} after login stays on the origin`, async () => {
      const page = await newPage();
      await page.goto(`${suite.app.url}/login?redirect=${encodeURIComponent(evil)}`);
      // One number per case: a number may ask for a code once a minute.
      await loginByCode(page, `1390000011${i}`);
      await page.waitForURL((u) => u.pathname === "/");
      assert.equal(new URL(page.url()).origin, suite.app.url);
    });
  }

  test("English: both login pages render without missing keys", async () => {
    const page = await newPage({ lang: "en" });
    await page.goto(`${suite.app.url}/login`);
    await page.getByRole("heading", { name: "Welcome to Tanghua" }).waitFor();
    await assertNoMissingKeys(page, "/login en");
    await screenshot(page, "login-en");
    await page.goto(`${suite.app.url}/sugar-login`);
    await page.getByText("Open this page in WeChat to log in with WeChat").waitFor();
    await assertNoMissingKeys(page, "/sugar-login en");
    await page.goto(`${suite.app.url}/login`);
    await page.getByRole("tab", { name: "Email" }).click();
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText("Enter your email").waitFor();
    await assertNoMissingKeys(page, "/login en errors");
    await screenshot(page, "login-en-errors");
  });

  test("Chinese: no missing keys on either page", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/login`);
    await page.getByRole("heading", { name: "欢迎来到糖画机器人" }).waitFor();
    await assertNoMissingKeys(page, "/login zh-CN");
    await page.goto(`${suite.app.url}/sugar-login`);
    await page.getByText("在微信中打开可使用微信一键登录").waitFor();
    await assertNoMissingKeys(page, "/sugar-login zh-CN");
  });
});
