/**
 * Issue 11 at the waiting page and the shell, in Chromium against `sim start` in a child process:
 * one test per journey.
 *   - an offline printer's state on the shell and in the pattern sheet;
 *   - a paid order on an offline printer: "机器暂时无法打印" with the refund (pre-filled) and the
 *     shop's phone, and no success banner;
 *   - a print that fails mid-way: no success banner, the refund first, the order second;
 *   - pay_success=1 on an unpaid order: no success until the order reads paid;
 *   - the phone offline ("网络不可用") and the printer offline ("打印机离线") say different things;
 *   - a finished print keeps its final figures once the printer goes idle;
 *   - an order behind another one shows its place in the queue and a time estimate, then prints.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, loginToken, phoneContext, screenshot } from "./helpers/browser.ts";
import { WECHAT_UA } from "./helpers/customer.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { api, paidCoinOrder, signIn } from "./helpers/sugar-order.ts";
import { browserSuite } from "./helpers/suite.ts";

const skip = browserSkipReason();

interface Listed {
  goods_id: number;
  name: string;
  coins_price?: number | null;
}

describe("/sugar at its edges: the printer's state and the waiting page (issue 11)", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ speed: 10, printers: 5 }));
  const tokens = new Map<string, Promise<string>>();
  // One login per mobile and sim: the mock sends a code to one mobile once a minute.
  const tokenOf = (mobile: string) => {
    let t = tokens.get(mobile);
    if (t === undefined) {
      t = loginToken(suite.app.app, mobile);
      tokens.set(mobile, t);
    }
    return t;
  };
  const snOf = (i: number) => suite.app.printers[i]?.sn ?? "";

  async function pageAs(token: string): Promise<Page> {
    const ctx = suite.keep(await phoneContext(suite.browser, { userAgent: WECHAT_UA }));
    await signIn(ctx, suite.app.app, token);
    return ctx.newPage();
  }

  /** The cheapest pattern with a coin price, so a job is short at any speed. */
  async function coinPattern(sn: string, token: string): Promise<Listed> {
    const page = await api<{ list: Listed[] }>(suite.app.app, "GET", `/api/sugar/list?sn=${sn}&limit=50`, token);
    const withCoins = page.list.filter((p) => typeof p.coins_price === "number" && p.coins_price > 0 && p.coins_price <= 50);
    withCoins.sort((a, b) => (a.coins_price ?? 0) - (b.coins_price ?? 0));
    const found = withCoins[0];
    assert.ok(found, `a pattern with a coin price on ${sn}`);
    return found;
  }

  async function makeOrder(sn: string, token: string): Promise<string> {
    const pattern = await coinPattern(sn, token);
    const made = await api<{ sn: string }>(suite.app.app, "POST", "/api/order/make", token, {
      target_id: pattern.goods_id,
      target_type: "goods",
      print_param: { sn, type: "sugar" },
    });
    return made.sn;
  }

  const waitingUrl = (sn: string, orderSn?: string, paySuccess = true) =>
    `${suite.app.app}/sugar/waiting?sn=${sn}${orderSn ? `&order_sn=${orderSn}` : ""}${paySuccess ? "&pay_success=1" : ""}`;
  const title = (page: Page) => page.locator(".printer-status-phase__title");
  const successBanner = (page: Page) => page.locator(".waiting__notice--ok");

  test("an offline printer: the shell and the pattern sheet say it cannot print now", async () => {
    const sn = snOf(0);
    const token = await tokenOf(SEED_USERS.customer.mobile);
    await suite.app.sim(["fault", sn, "offline"]);
    try {
      const page = await pageAs(token);
      // §4/§9: offline once 5 s passed without a heartbeat.
      await new Promise((r) => setTimeout(r, 5_500));
      await page.goto(`${suite.app.app}/sugar?sn=${sn}`);
      const chip = page.locator('[data-printer-state="offline"]').first();
      await chip.waitFor({ timeout: 10_000 });
      assert.match(await chip.innerText(), /打印机离线/);
      const pattern = await coinPattern(sn, token);
      await page.locator(".pattern-card", { hasText: pattern.name }).first().click();
      const sheet = page.getByRole("dialog", { name: pattern.name });
      await sheet.waitFor();
      await sheet.locator('[data-printer-state="offline"]').waitFor();
      await screenshot(page, "sugar-edges-shell-offline", { fullPage: false });
    } finally {
      await suite.app.sim(["clear", sn]);
    }
  });

  test("a paid order on an offline printer: 机器暂时无法打印, refund (pre-filled) and call the shop, no success banner", async () => {
    const sn = snOf(0);
    const token = await tokenOf(SEED_USERS.customer.mobile);
    await suite.app.sim(["coin", sn, "50"]);
    await suite.app.sim(["fault", sn, "offline"]);
    try {
      const orderSn = await makeOrder(sn, token);
      await api(suite.app.app, "POST", "/api/order/payment", token, { sn: orderSn, pay_type: 70 });
      const page = await pageAs(token);
      await page.goto(waitingUrl(sn, orderSn));
      // Our connection is up, the printer silent for 5 s: its state, then the trouble.
      await page.locator('.waiting__status[data-link="printer-offline"]').waitFor({ timeout: 15_000 });
      await title(page).filter({ hasText: "机器暂时无法打印" }).waitFor({ timeout: 5_000 });
      assert.equal(await page.getByText("网络不可用").count(), 0, "the phone's network is fine");
      assert.equal(await successBanner(page).count(), 0, "no success banner while it cannot print");
      const actions = page.locator(".waiting__actions");
      const first = actions.locator("a").first();
      assert.equal(await first.innerText(), "申请退款", "the refund comes first");
      const call = actions.locator('a[href^="tel:"]');
      assert.match(await call.innerText(), /联系店家/);
      assert.match((await call.getAttribute("href")) ?? "", /^tel:\+?\d{5,}/);
      assert.match(await page.title(), /^等待打印 - /, "§1: the page's title, then the company's or the product's");
      await screenshot(page, "sugar-edges-waiting-stuck");
      await first.click();
      await page.waitForURL((u) => u.pathname === "/sugar/order-refund" && u.searchParams.get("order_id") !== null);
      await page.getByRole("textbox").first().waitFor();
      assert.equal(await page.getByRole("textbox").first().inputValue(), "机器暂时无法打印");
    } finally {
      await suite.app.sim(["clear", sn]);
    }
  });

  test("a print that fails mid-way: no success banner, the refund first, the order second", async () => {
    const sn = snOf(1);
    const token = await tokenOf(SEED_USERS.privileged.mobile);
    const page = await pageAs(token);
    const orderSn = await paidCoinOrder(suite.app, token, sn);
    await page.goto(waitingUrl(sn, orderSn));
    await title(page).filter({ hasText: /正在加热|正在打印/ }).waitFor({ timeout: 20_000 });
    await suite.app.sim(["fault", sn, "thermal-runaway"]);
    try {
      await title(page).filter({ hasText: "打印失败" }).waitFor({ timeout: 30_000 });
      assert.equal(await successBanner(page).count(), 0, "no 支付成功 over a failed print");
      const links = page.locator('.waiting__actions[data-actions="failed"] a');
      // The order reads failed a moment after the printer said so (the backend hears the same message).
      await links.filter({ hasText: "申请退款" }).waitFor({ timeout: 10_000 });
      assert.deepEqual(await links.allInnerTexts(), ["申请退款", "查看订单"]);
      assert.match((await links.first().getAttribute("href")) ?? "", /\/sugar\/order-refund\?.*order_id=\d+.*reason=/);
      assert.equal(await page.getByRole("link", { name: "再印一个" }).count(), 0, "nothing asks for more money");
      assert.equal(await page.locator(".top-bar__title").innerText(), "打印失败", "the page is named after what happened");
      await screenshot(page, "sugar-edges-waiting-failed");
    } finally {
      await suite.app.sim(["clear", sn]);
    }
  });

  test("pay_success=1 on an unpaid order shows no success until the order reads paid", async () => {
    const sn = snOf(2);
    const token = await tokenOf(SEED_USERS.printerManager.mobile);
    await suite.app.sim(["coin", sn, "50"]);
    const orderSn = await makeOrder(sn, token);
    const page = await pageAs(token);
    await page.goto(waitingUrl(sn, orderSn));
    await title(page).filter({ hasText: "等待支付" }).waitFor({ timeout: 10_000 });
    await page.getByText("正在确认支付结果").waitFor();
    assert.equal(await successBanner(page).count(), 0, "the URL alone is no proof of payment");
    await api(suite.app.app, "POST", "/api/order/payment", token, { sn: orderSn, pay_type: 70 });
    // The unpaid order is asked for again every 2 s; the banner follows the order.
    await successBanner(page).waitFor({ timeout: 10_000 });
    assert.match(await successBanner(page).innerText(), /支付成功/);
  });

  test("the phone offline says 网络不可用, the printer offline says 打印机离线", async () => {
    const sn = snOf(3);
    const token = await tokenOf(SEED_USERS.admin.mobile);
    const page = await pageAs(token);
    await page.goto(waitingUrl(sn, undefined, false));
    const status = page.locator(".waiting__status");
    await status.locator('[data-online="1"]').waitFor({ timeout: 15_000 });

    await page.context().setOffline(true);
    await page.getByText("网络不可用").first().waitFor({ timeout: 5_000 });
    // Past §9's 5 s without heartbeats: still the phone, never the printer.
    await new Promise((r) => setTimeout(r, 6_000));
    assert.equal(await page.getByText("打印机离线").count(), 0, "the printer is not blamed for the phone");
    assert.equal(await status.getAttribute("data-link"), "no-network");
    await screenshot(page, "sugar-edges-waiting-phone-offline");
    await page.context().setOffline(false);
    await status.locator('[data-online="1"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByText("网络不可用").count(), 0);

    await suite.app.sim(["fault", sn, "offline"]);
    try {
      await page.getByText("打印机离线").first().waitFor({ timeout: 10_000 });
      assert.equal(await page.getByText("网络不可用").count(), 0, "the phone is not blamed for the printer");
      assert.equal(await status.getAttribute("data-link"), "printer-offline");
      await screenshot(page, "sugar-edges-waiting-printer-offline");
    } finally {
      await suite.app.sim(["clear", sn]);
    }
  });

  test("a finished print keeps its final figures when the printer goes idle; coins used are shown", async () => {
    const sn = snOf(4);
    const token = await tokenOf(SEED_USERS.superAdmin.mobile);
    const page = await pageAs(token);
    const orderSn = await paidCoinOrder(suite.app, token, sn);
    await page.goto(waitingUrl(sn, orderSn));
    await page.locator(".waiting__coins", { hasText: /已用 \d+ 枚金币支付/ }).waitFor({ timeout: 10_000 });
    await title(page).filter({ hasText: "打印完成" }).waitFor({ timeout: 90_000 });
    const stat = (label: string) => page.locator(".waiting__stats div", { hasText: label }).locator("dd");
    // The done display lasts 10 s of the printer's clock (1 s at speed 10); then it is idle and its
    // heartbeats read 0 again. Wait for that, and for a few heartbeats after it.
    const idle = async () => {
      const status = JSON.parse(await suite.app.sim(["status", "--json"])) as { printers: { sn: string; state: string }[] };
      return status.printers.find((p) => p.sn === sn)?.state === "idle";
    };
    for (let i = 0; i < 30 && !(await idle()); i += 1) await new Promise((r) => setTimeout(r, 500));
    assert.ok(await idle(), "the printer went idle after its done display");
    const printTime = await stat("打印用时").innerText();
    assert.match(printTime, /^\d+:\d\d$/);
    assert.notEqual(printTime, "0:00", "the idle printer's 0 is not the job's time");
    await new Promise((r) => setTimeout(r, 2_000));
    assert.equal(await stat("打印用时").innerText(), printTime, "the print time stays");
    assert.equal(await stat("进度").innerText(), "100%");
    assert.equal(await page.getByRole("progressbar").getAttribute("aria-valuenow"), "100");
    assert.match(await title(page).innerText(), /打印完成/);
    assert.equal(await page.getByText("已读取").count(), 0, "no bytes jargon");
    await screenshot(page, "sugar-edges-waiting-done");
  });

  test("an order behind another one: its place in the queue and a time estimate, then its print", async () => {
    const sn = snOf(3); // idle again after the offline test (the sim has 5 bound printers)
    const first = await tokenOf(SEED_USERS.customer.mobile);
    const second = await tokenOf(SEED_USERS.privileged.mobile);
    const page = await pageAs(second);
    await paidCoinOrder(suite.app, first, sn);
    const orderSn = await paidCoinOrder(suite.app, second, sn);
    await page.goto(waitingUrl(sn, orderSn));
    // At least the first order is ahead (the seeded world may have queued more on this printer).
    await title(page).filter({ hasText: /排队中，前面还有 [1-9]\d* 单/ }).waitFor({ timeout: 10_000 });
    assert.match(await page.locator(".printer-status-phase__hint").innerText(), /预计约 \d+ 分钟后开始制作/);
    assert.equal(await page.locator(".waiting__stats div", { hasText: "打印用时" }).locator("dd").innerText(), "--", "the other job's time is not ours");
    assert.equal(await page.locator("[data-trouble]").count(), 0, "waiting behind another job is not trouble");
    await screenshot(page, "sugar-edges-waiting-queued");
    await title(page).filter({ hasText: /正在加热|正在打印|打印完成/ }).waitFor({ timeout: 60_000 });
  });
});
