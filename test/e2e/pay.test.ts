/**
 * /pay in Chromium against the mock API serving the build: the developer test page (balance,
 * the QR sheet completed by the mock's stand-in for WeChat's scan, pay type 20), /pay/weixin
 * through a stand-in WeixinJSBridge inside WeChat and through the QR sheet outside it,
 * /pay/photo by balance, open-redirect payloads on returnUrl, both languages.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, screenshot, startApp } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { assertNoMissingKeys, EVIL_REDIRECTS, pageSettled, signedInContext, tokenFor, WECHAT_UA } from "./helpers/customer.ts";

const skip = browserSkipReason();

/**
 * A stand-in for WeChat's WeixinJSBridge (a plain script: test functions compiled by tsx carry
 * helpers the page does not have): records each invoke in window.__wxCalls, answers `errMsg`.
 */
async function fakeWeixinBridge(ctx: BrowserContext, errMsg: string): Promise<void> {
  await ctx.addInitScript({
    content: `window.__wxCalls = [];
window.WeixinJSBridge = { invoke: function (name, params, cb) { window.__wxCalls.push({ name: name, params: params }); setTimeout(function () { cb({ err_msg: ${JSON.stringify(errMsg)} }); }, 20); } };`,
  });
}

describe("/pay in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);

  async function pageAs(mobile: string, options: { userAgent?: string; lang?: "zh-CN" | "en" } = {}): Promise<Page> {
    const ctx = await signedInContext(suite.browser, suite.app, mobile, options);
    suite.keep(ctx);
    return ctx.newPage();
  }

  /** An unpaid order of the customer on SIM-0001 (WeChat pay on), made through the API. */
  async function makeOrder(mobile: string = SEED_USERS.customer.mobile): Promise<string> {
    const token = await tokenFor(suite.app, mobile);
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const list = (await (await fetch(`${suite.app.url}/api/sugar/list?sn=SIM-0001&limit=1`, { headers })).json()) as { data: { list: { goods_id: number }[] } };
    const goods = list.data.list[0];
    assert.ok(goods, "SIM-0001 offers a pattern");
    const res = await fetch(`${suite.app.url}/api/order/make`, {
      method: "POST",
      headers,
      body: JSON.stringify({ target_id: goods.goods_id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } }),
    });
    const body = (await res.json()) as { errorCode: number; data: { sn: string } };
    assert.equal(body.errorCode, 0);
    return body.data.sn;
  }

  /** WeChat's scan of the QR, stood in for by the mock (README "Paying an order without WeChat"). */
  async function wechatPays(orderSn: string): Promise<void> {
    const res = await fetch(`${suite.app.url}/__mock/pay`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ order_sn: orderSn }) });
    assert.equal(res.status, 200, await res.text());
  }

  test("/pay index is the coming-soon placeholder", async () => {
    const page = await pageAs(SEED_USERS.customer.mobile);
    await page.goto(`${suite.app.url}/pay`);
    await page.getByRole("heading", { name: "敬请期待" }).first().waitFor();
  });

  test("/pay/test: order, pay by balance, pay by QR (completed by the mock), type 20 does nothing", async () => {
    const page = await pageAs(SEED_USERS.printerManager.mobile);
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/pay/test`);
    const make = page.getByRole("button", { name: "下单（该设备的第一个图案）" });
    await make.click();
    await page.getByText(/^订单 \S+，金额 ¥\d+\.\d\d/).first().waitFor();
    await page.getByRole("button", { name: "20 未使用" }).click();
    await page.getByText("支付方式 20 未使用：不做任何事（§4）").waitFor();
    await page.getByRole("button", { name: "30 余额" }).click();
    await page.getByText("已支付（30 余额）").waitFor();
    await page.getByRole("status").filter({ hasText: "已支付" }).waitFor();
    await screenshot(page, "pay-test");

    await make.click();
    await page.getByRole("status").filter({ hasText: "未支付" }).waitFor();
    await page.getByRole("button", { name: "61 微信扫码" }).click();
    const sheet = page.getByRole("dialog", { name: "扫码支付" });
    const qr = sheet.getByRole("img", { name: "微信支付二维码" });
    await qr.waitFor();
    const payData = await qr.getAttribute("data-qr-value");
    assert.match(payData ?? "", /^weixin:\/\/wxpay\/bizpayurl\?/);
    const box = await qr.boundingBox();
    assert.equal(Math.round(box?.width ?? 0), 224, "§9: 224 px QR");
    await sheet.getByText(/\d+ 秒后二维码失效/).waitFor();
    await screenshot(page, "pay-qr-sheet");
    const orderSn = /订单 (\S+)，/.exec((await page.locator(".pay-card__title").first().innerText()) ?? "")?.[1];
    assert.ok(orderSn);
    await wechatPays(orderSn);
    await sheet.waitFor({ state: "detached" });
    await page.getByText("已支付（61 微信扫码）").waitFor();
    assert.deepEqual(problems, []);
  });

  test("/pay/weixin inside WeChat runs getBrandWCPayRequest and goes to returnUrl", async () => {
    const orderSn = await makeOrder();
    const ctx = await signedInContext(suite.browser, suite.app, SEED_USERS.customer.mobile, { userAgent: WECHAT_UA });
    suite.keep(ctx);
    // A stand-in WeixinJSBridge: records what it was asked and answers like WeChat after a payment.
    await fakeWeixinBridge(ctx, "get_brand_wcpay_request:ok");
    const page = await ctx.newPage();
    const returnUrl = `/sugar/waiting?sn=SIM-0001&order_sn=${orderSn}&pay_success=1`;
    await page.goto(`${suite.app.url}/pay/weixin?orderSn=${orderSn}&returnUrl=${encodeURIComponent(returnUrl)}`);
    await page.waitForURL((u) => u.pathname === "/sugar/waiting");
    assert.equal(new URL(page.url()).searchParams.get("order_sn"), orderSn);
    const calls = (await page.evaluate(() => (window as unknown as { __wxCalls: unknown[] }).__wxCalls)) as { name: string; params: Record<string, string> }[];
    assert.equal(calls.length, 1);
    assert.equal(calls[0]?.name, "getBrandWCPayRequest");
    assert.match(calls[0]?.params.package ?? "", /^prepay_id=/);
  });

  test("/pay/weixin inside WeChat: a cancelled payment offers to pay again", async () => {
    const orderSn = await makeOrder();
    const ctx = await signedInContext(suite.browser, suite.app, SEED_USERS.customer.mobile, { userAgent: WECHAT_UA });
    suite.keep(ctx);
    await fakeWeixinBridge(ctx, "get_brand_wcpay_request:cancel");
    const page = await ctx.newPage();
    await page.goto(`${suite.app.url}/pay/weixin?orderSn=${orderSn}&payType=10&returnUrl=/user`);
    await page.getByText("支付已取消").waitFor();
    await page.getByRole("button", { name: "重新支付" }).waitFor();
    await screenshot(page, "pay-weixin-cancelled");
  });

  test("/pay/weixin outside WeChat explains, and the QR sheet leads to returnUrl once paid", async () => {
    const orderSn = await makeOrder();
    const page = await pageAs(SEED_USERS.customer.mobile);
    await page.goto(`${suite.app.url}/pay/weixin?orderSn=${orderSn}&returnUrl=${encodeURIComponent("/user/coupon")}`);
    await page.getByRole("heading", { name: "请在微信中打开完成支付" }).waitFor();
    await screenshot(page, "pay-weixin-outside");
    await page.getByRole("button", { name: "扫码支付" }).click();
    await page.getByRole("dialog", { name: "扫码支付" }).getByRole("img", { name: "微信支付二维码" }).waitFor();
    await wechatPays(orderSn);
    await page.waitForURL((u) => u.pathname === "/user/coupon");
  });

  for (const evil of EVIL_REDIRECTS) {
    test(`returnUrl=${evil} never leaves the origin`, async () => {
      const orderSn = await makeOrder();
      const ctx = await signedInContext(suite.browser, suite.app, SEED_USERS.customer.mobile, { userAgent: WECHAT_UA });
      suite.keep(ctx);
      await fakeWeixinBridge(ctx, "get_brand_wcpay_request:ok");
      const page = await ctx.newPage();
      await page.goto(`${suite.app.url}/pay/weixin?orderSn=${orderSn}&returnUrl=${encodeURIComponent(evil)}`);
      await page.waitForURL((u) => u.pathname === "/");
      assert.equal(new URL(page.url()).origin, suite.app.url);
    });
  }

  test("/pay/photo pays an order by balance and goes to the waiting page", async () => {
    const orderSn = await makeOrder(SEED_USERS.printerManager.mobile);
    const page = await pageAs(SEED_USERS.printerManager.mobile);
    await page.goto(`${suite.app.url}/pay/photo?orderSn=${orderSn}`);
    await page.getByRole("radio", { name: /余额支付/ }).waitFor();
    assert.equal(await page.getByRole("radio", { name: "微信扫码支付" }).isChecked(), true, "§5: the first visible method is preselected");
    await page.getByRole("radio", { name: /余额支付/ }).check();
    await screenshot(page, "pay-photo");
    await page.getByRole("button", { name: /确认支付/ }).click();
    await page.waitForURL((u) => u.pathname === "/sugar/waiting");
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("order_sn"), orderSn);
    assert.equal(url.searchParams.get("pay_success"), "1");
    await page.goto(`${suite.app.url}/pay/photo?orderSn=${orderSn}`);
    await page.getByText("该订单已支付").waitFor();
  });

  test("every /pay page renders in both languages without missing keys", async () => {
    const orderSn = await makeOrder(SEED_USERS.printerManager.mobile);
    for (const lang of ["en", "zh-CN"] as const) {
      const page = await pageAs(SEED_USERS.printerManager.mobile, { lang });
      for (const path of ["/pay", `/pay/weixin?orderSn=${orderSn}`, "/pay/weixin", "/pay/weixin?orderSn=X1&payType=30", `/pay/photo?orderSn=${orderSn}`, "/pay/photo?orderSn=NOPE", "/pay/test"]) {
        await page.goto(`${suite.app.url}${path}`);
        await page.locator("h1").first().waitFor();
        await pageSettled(page);
        await assertNoMissingKeys(page, `${path} ${lang}`);
      }
      if (lang === "en") {
        await page.goto(`${suite.app.url}/pay/weixin?orderSn=${orderSn}`);
        await page.getByRole("heading", { name: "Open this page in WeChat to pay" }).waitFor();
        await screenshot(page, "pay-weixin-en");
      }
    }
  });
});
