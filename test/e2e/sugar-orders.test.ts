/**
 * The order pages in Chromium against the real mock API (issue 5): the order list → order info →
 * a refund request (reason, a screenshot upload, field errors) that submits and shows its state;
 * and the activity, ranking, /sugar/user and protect pages with the seeded data. Screenshots at 375 px.
 */
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, loginToken, phoneContext, screenshot, startApp } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { api, signIn } from "./helpers/sugar-order.ts";

const skip = browserSkipReason();
const SN = "SIM-0001";
const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

describe("/sugar order pages in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);
  let token: string;

  before(async () => {
    token = await loginToken(suite.app.url, SEED_USERS.customer.mobile);
  });

  async function signedInPage(): Promise<Page> {
    const ctx = await phoneContext(suite.browser);
    suite.keep(ctx);
    await signIn(ctx, suite.app.url, token);
    return ctx.newPage();
  }

  /** A print order paid with balance; with no printer attached it stays paid (refundable). */
  async function paidOrder(): Promise<{ orderSn: string; name: string }> {
    const list = await api<{ list: { goods_id: number; name: string; price: string | number }[] }>(suite.app.url, "GET", `/api/sugar/list?sn=${SN}&limit=50`, token);
    const cheap = [...list.list].sort((a, b) => Number(a.price) - Number(b.price))[0];
    assert.ok(cheap && Number(cheap.price) <= 25.8, "a pattern the seeded balance pays for");
    const made = await api<{ sn: string }>(suite.app.url, "POST", "/api/order/make", token, { target_id: cheap.goods_id, target_type: "goods", print_param: { sn: SN, type: "sugar" } });
    await api(suite.app.url, "POST", "/api/order/payment", token, { sn: made.sn, pay_type: 30 });
    return { orderSn: made.sn, name: cheap.name };
  }

  test("order list → order info → refund request with a picture → its state shows", async () => {
    const { orderSn, name } = await paidOrder();
    const page = await signedInPage();
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/sugar/order?sn=${SN}`);
    await page.getByRole("heading", { name: "我的订单" }).waitFor();
    const card = page.locator(".order-card").filter({ hasText: name }).first();
    await card.waitFor();
    assert.match(await card.innerText(), /已支付，待打印/);
    await screenshot(page, "sugar-order-list");

    await card.click();
    await page.getByRole("heading", { name: "订单详情" }).waitFor();
    await page.getByText(orderSn).waitFor();
    assert.match(await page.locator(".order-facts").innerText(), /余额/);
    await page.getByRole("link", { name: "查看打印进度" }).waitFor();
    await screenshot(page, "sugar-order-info");

    await page.getByRole("link", { name: "申请退款" }).click();
    await page.getByRole("heading", { name: "申请退款" }).waitFor();
    // Field-level errors: no reason; a picture over 5 MB; a file that is not png/jpeg.
    await page.getByRole("button", { name: "提交退款申请" }).click();
    await page.getByText("请填写退款原因").waitFor();
    const input = page.locator('input[type="file"]');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x5a);
    PNG_1PX.copy(big, 0, 0, 8);
    await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
    await page.getByText("图片不能超过 5 MB").waitFor();
    await input.setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByText("只能上传 png、jpg、jpeg 图片").waitFor();
    await input.setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: PNG_1PX });
    await page.getByRole("button", { name: "删除图片 1" }).waitFor();
    await page.getByLabel("退款原因").fill("糖画断成两截了");
    await screenshot(page, "sugar-order-refund");
    await page.getByRole("button", { name: "提交退款申请" }).click();

    await page.getByRole("heading", { name: "订单详情" }).waitFor();
    await page.getByText("退款审核中").first().waitFor();
    assert.match(await page.locator("main, body").first().innerText(), /糖画断成两截了/);
    assert.equal(await page.getByRole("link", { name: "申请退款" }).count(), 0, "no second request while one is open");
    await screenshot(page, "sugar-order-refund-state");

    // The refund is on the server, with the uploaded picture.
    const found = await api<{ list: { order_sn: string; refund?: { status: number; images?: string[] } | null }[] }>(suite.app.url, "GET", `/api/tanghua/user-order?order_sn=${orderSn}`, token);
    assert.equal(found.list[0]?.refund?.status, 10);
    assert.match(found.list[0]?.refund?.images?.[0] ?? "", /^\/mock\/uploads\/[0-9a-f]+\.png$/);
    assert.deepEqual(problems.filter((p) => !/status of 413|status of 415/.test(p)), []);
  });

  test("the list when signed out asks to log in; an empty filter says so", async () => {
    const ctx = await phoneContext(suite.browser);
    suite.keep(ctx);
    const page = await ctx.newPage();
    await page.goto(`${suite.app.url}/sugar/order?sn=${SN}`);
    await page.getByText("登录后查看你的订单").waitFor();
    const link = page.getByRole("link", { name: "去登录" });
    assert.match((await link.getAttribute("href")) ?? "", /^\/sugar-login\?redirect=%2Fsugar%2Forder/);

    // A user with no print orders sees the empty state with the way to the patterns.
    const other = await loginToken(suite.app.url, SEED_USERS.privileged.mobile);
    const mine = await api<{ total: number }>(suite.app.url, "GET", "/api/tanghua/user-order", other);
    const ctx2 = await phoneContext(suite.browser);
    suite.keep(ctx2);
    await signIn(ctx2, suite.app.url, other);
    const signed = await ctx2.newPage();
    await signed.goto(`${suite.app.url}/sugar/order?sn=${SN}`);
    await signed.getByRole("tab", { name: "退款" }).click();
    // The refunds tab lists refunded orders only (or says there are none).
    await signed.locator(".order-card, .state--empty").first().waitFor();
    for (const text of await signed.locator(".order-card").allInnerTexts()) assert.match(text, /已退款/);
    if (mine.total === 0) {
      await signed.getByRole("tab", { name: "全部" }).click();
      await signed.getByText("还没有订单").waitFor();
      await signed.getByRole("link", { name: "去选图案" }).waitFor();
    }
  });

  test("activity, ranking, /sugar/user and protect show the seeded data", async () => {
    const manager = await loginToken(suite.app.url, SEED_USERS.printerManager.mobile);
    const ctx = await phoneContext(suite.browser);
    suite.keep(ctx);
    await signIn(ctx, suite.app.url, manager);
    const page = await ctx.newPage();
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/sugar/order-activity?sn=${SN}`);
    await page.getByRole("heading", { name: "返现活动" }).waitFor();
    // The printer's seeded tasks (issue 15), each with how to take part.
    await page.locator("article.task", { hasText: "大众点评好评返现" }).waitFor();
    await screenshot(page, "sugar-order-activity");

    await page.goto(`${suite.app.url}/sugar/ranking?sn=${SN}`);
    await page.getByRole("heading", { name: "排行榜" }).waitFor();
    await page.getByRole("tab", { name: "全部机器" }).click();
    await page.getByRole("tab", { name: "总榜" }).click();
    await page.locator(".ranking-row").first().waitFor();
    assert.match(await page.locator(".ranking-row").first().innerText(), /已售/);
    await page.getByRole("tab", { name: "人气作者" }).click();
    await page.locator(".ranking-row").first().waitFor();
    await screenshot(page, "sugar-ranking");

    await page.goto(`${suite.app.url}/sugar/user?sn=${SN}`);
    await page.getByText(SEED_USERS.printerManager.nickname).waitFor();
    assert.match(await page.locator(".order-user__stats").innerText(), new RegExp(`${SEED_USERS.printerManager.total_money.replace(".", "\\.")}[\\s\\S]*${SEED_USERS.printerManager.coins}`));
    await screenshot(page, "sugar-user");
    await page.getByRole("link", { name: "消费保障" }).click();
    await page.getByRole("heading", { name: "消费保障" }).waitFor();
    await page.getByRole("heading", { name: "打印失败可退款" }).waitFor();
    await screenshot(page, "sugar-protect");
    assert.deepEqual(problems, []);
  });
});
