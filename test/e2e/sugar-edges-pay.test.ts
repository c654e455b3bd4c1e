/**
 * Issue 11 "paying at the edges" in Chromium against `sim start`: coins against coupons for
 * customer 13800000001 (item 4), no way to pay (item 5: no order made, guidance), an unpaid order
 * in /sugar/order and order-info (去支付, 取消订单, the countdown), a retried start-print that leaves
 * one unpaid order, an offline printer refused before any order (item 1), and an expired QR that
 * says so and offers a new code.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { waitUntil } from "../helpers/wait.ts";
import { apiGet, chooseNoCoupon, firstPage, openFromShell, pageAs, type ListedPattern, type UserPage } from "./helpers/sugar.ts";

const skip = browserSkipReason();
const SHOTS = "/tmp/shots-pay";

interface OrderRow {
  order_sn: string;
  goods_id: number | null;
  status: number;
  expire_time?: number;
}

describe("paying at the edges (/sugar, issue 11) in Chromium against sim start", { skip }, () => {
  // Five printers, so SIM-0005 (no WeChat pay, no coins at the machine) is online too.
  const suite = browserSuite(() => startSimApp({ speed: 10, printers: 5 }));

  async function as(mobile: string | null, options: { clock?: boolean } = {}): Promise<UserPage> {
    const u = await pageAs(suite.browser, suite.app, mobile, options);
    suite.keep(u.context);
    return u;
  }

  async function shot(page: Page, name: string): Promise<void> {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  async function pattern(sn: string, token: string, pick: (p: ListedPattern) => boolean, what: string): Promise<ListedPattern> {
    const p = (await firstPage(suite.app, sn, token)).find((x) => x.goods_type_id === 8 && pick(x));
    assert.ok(p, `${what} on ${sn}`);
    return p;
  }

  const orders = async (token: string) => (await apiGet<{ list: OrderRow[] }>(suite.app, "/api/tanghua/user-order?page=1&limit=50", token)).list;
  const unpaid = async (token: string, goodsId: number) => (await orders(token)).filter((o) => o.status === 0 && o.goods_id === goodsId);

  /** Counts order/make requests the page sends from now on. */
  function countMakes(page: Page): () => number {
    let n = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/order/make")) n += 1;
    });
    return () => n;
  }

  test("item 4: 3 coins and a pattern with no coin price lock no coupon; every disabled option says why; coins that pay say so on the button", async () => {
    const { page, token } = await as(SEED_USERS.customer.mobile);
    const info = await apiGet<{ coins: number }>(suite.app, "/api/tanghua/info?sn=SIM-0001", token);
    assert.equal(info.coins, 3, "the customer's own 3 coins count on SIM-0001");
    const noCoins = await pattern("SIM-0001", token, (p) => p.coins_price == null, "a pattern without a coin price");
    await openFromShell(page, suite.app, "SIM-0001", noCoins.name);
    const start = page.getByRole("button", { name: "开始打印", exact: true });
    await start.click();
    const sheet = page.getByRole("dialog", { name: "支付订单" });
    await sheet.waitFor();
    // §5 read as "the coins that can pay this order": none here, so the coupons stay usable.
    await sheet.getByRole("radio", { name: /免费券/, checked: true, disabled: false }).waitFor();
    assert.equal(await sheet.getByRole("radio", { name: /半价券/ }).isDisabled(), false, "half-price coupon usable");
    const coinsRow = sheet.locator(".pay-sheet__option", { hasText: "金币支付" });
    assert.match(await coinsRow.innerText(), /这个图案不能用金币支付/);
    assert.doesNotMatch(await sheet.innerText(), /金币不足/);
    await shot(page, "coupons-with-coins");
    await sheet.getByRole("button", { name: "确认支付 ¥0.00" }).waitFor();
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });

    // A pattern the 3 coins pay: the button says so before it happens.
    const coinsPay = (await firstPage(suite.app, "SIM-0001", token)).find((p) => p.coins_price != null && p.coins_price <= 3);
    if (coinsPay) {
      await openFromShell(page, suite.app, "SIM-0001", coinsPay.name);
      await page.getByRole("button", { name: `投币 ${coinsPay.coins_price} 枚开始打印` }).waitFor();
      await shot(page, "start-with-coins");
    } else {
      assert.fail("the seed lists a pattern of at most 3 coins on SIM-0001");
    }
  });

  test("item 5: no way to pay (new user, SIM-0005): no order is made; the picker says what to do", async () => {
    const { page, token } = await as("13900000555");
    const p = await pattern("SIM-0005", token, () => true, "a system pattern");
    await openFromShell(page, suite.app, "SIM-0005", p.name);
    const makes = countMakes(page);
    await page.getByRole("button", { name: "开始打印" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "这台机器暂时不能在线支付" });
    await alert.waitFor();
    assert.match(await alert.innerText(), p.coins_price != null ? new RegExp(`投币 ${p.coins_price} 枚`) : /请店员帮忙/);
    await shot(page, "no-way-to-pay");
    assert.equal(makes(), 0, "order/make never called");
    assert.deepEqual(await orders(token), [], "no order for the new user");
    assert.equal(await page.getByRole("dialog", { name: "支付订单" }).count(), 0);
  });

  test("item 5: an unpaid order shows 去支付 / 取消订单 with its countdown in /sugar/order and order-info; cancel closes it", async () => {
    const { page, token } = await as(SEED_USERS.superAdmin.mobile);
    const p = await pattern("SIM-0001", token, (x) => x.coins_price == null, "a pattern");
    await openFromShell(page, suite.app, "SIM-0001", p.name);
    await page.getByRole("button", { name: "开始打印" }).click();
    const sheet = page.getByRole("dialog", { name: "支付订单" });
    await sheet.waitFor();
    await page.keyboard.press("Escape");
    const [open] = await unpaid(token, p.goods_id);
    assert.ok(open, "the order left unpaid");

    await page.goto(`${suite.app.app}/sugar/order?sn=SIM-0001`);
    const card = page.locator(".order-card-wrap", { hasText: p.name }).first();
    await card.getByRole("timer").filter({ hasText: /待支付，剩余 \d\d:\d\d 自动关闭/ }).waitFor();
    assert.match(await page.title(), /^我的订单/, "§1 title");
    await shot(page, "order-list-unpaid");
    await card.getByRole("button", { name: "去支付" }).click();
    await page.getByRole("dialog", { name: "支付订单" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "支付订单" }).waitFor({ state: "detached" });

    await card.locator("a.order-card").click();
    await page.waitForURL((u) => u.pathname === "/sugar/order-info");
    await page.getByRole("timer").filter({ hasText: /自动关闭/ }).waitFor();
    assert.match(await page.title(), /^订单详情/, "§1 title");
    await shot(page, "order-info-unpaid");
    await page.getByRole("button", { name: "取消订单" }).click();
    const drawer = page.getByRole("alertdialog", { name: "取消这个订单？" });
    await drawer.getByRole("button", { name: "取消订单" }).click();
    await page.getByText("订单已取消").first().waitFor();
    await waitUntil("the order to be closed", async () => (await orders(token)).find((o) => o.order_sn === open.order_sn)?.status === 90);
    await page.locator(".order-badge", { hasText: "已关闭" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "去支付" }).count(), 0, "no pay on a closed order");
  });

  test("a double tap and a retry of start-print leave one unpaid order", async () => {
    const { page, token } = await as(SEED_USERS.admin.mobile);
    const p = await pattern("SIM-0002", token, (x) => x.coins_price == null, "a pattern");
    const before = (await unpaid(token, p.goods_id)).length;
    await openFromShell(page, suite.app, "SIM-0002", p.name);
    const start = page.getByRole("button", { name: "开始打印" });
    await page.getByRole("button", { name: "开始打印", disabled: false }).waitFor(); // the printer's info is in
    await start.dblclick();
    const sheet = page.getByRole("dialog", { name: "支付订单" });
    await sheet.waitFor();
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await start.click(); // the customer tries again
    await sheet.waitFor();
    assert.equal((await unpaid(token, p.goods_id)).length - before, 1, "one unpaid order for the pattern");
  });

  test("item 1: an offline printer refuses start-print with a clear message, and no order is made", async (t) => {
    const { page, token } = await as(SEED_USERS.privileged.mobile);
    const p = await pattern("SIM-0003", token, () => true, "a pattern");
    const before = (await orders(token)).length;
    // The picker opened while the printer was online; it goes offline while the customer looks.
    await openFromShell(page, suite.app, "SIM-0003", p.name);
    await suite.app.sim(["fault", "SIM-0003", "offline"]);
    t.after(() => suite.app.sim(["clear", "SIM-0003"]).then(() => undefined));
    await waitUntil(
      "tanghua/info to say SIM-0003 is offline",
      async () => (await apiGet<{ online?: number }>(suite.app, "/api/tanghua/info?sn=SIM-0003", token)).online === 0,
      15_000,
    );
    const makes = countMakes(page);
    await page.getByRole("button", { name: "开始打印" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "打印机暂时离线，没有为你下单" });
    await alert.waitFor();
    assert.match(await alert.innerText(), /请稍后再试，或请店员检查机器/);
    await shot(page, "offline-refused");
    assert.equal(makes(), 0, "order/make never called");
    assert.equal((await orders(token)).length, before, "no order made");
    // The fresh info is the page's now: the button says the printer is offline and waits.
    const waiting = page.getByRole("button", { name: "打印机离线，请稍候" });
    await waiting.waitFor();
    assert.equal(await waiting.isDisabled(), true);
    // Opened again while offline: disabled from the start, nothing to tap into an order.
    await openFromShell(page, suite.app, "SIM-0003", p.name);
    assert.equal(await page.getByRole("button", { name: "打印机离线，请稍候" }).isDisabled(), true);
    assert.equal(makes(), 0, "order/make never called");
  });

  test("the unbound printer's 设备离线 button reads as disabled and says why", async () => {
    const { page, token } = await as(SEED_USERS.admin.mobile);
    const p = await pattern("SIM-0006", token, () => true, "a pattern");
    await openFromShell(page, suite.app, "SIM-0006", p.name);
    const button = page.getByRole("button", { name: "设备离线" });
    await page.getByText("这台机器还没有开通打印，暂时不能下单").waitFor();
    assert.equal(await button.isDisabled(), true);
    assert.match((await button.getAttribute("class")) ?? "", /button--secondary/, "not the primary look");
    await shot(page, "unbound");
  });

  test("QR: expiry says so and offers a new code; outside WeChat it says how to pay on this phone", async () => {
    const { page, token } = await as(SEED_USERS.admin.mobile, { clock: true });
    const p = await pattern("SIM-0001", token, (x) => x.coins_price == null, "a pattern");
    await openFromShell(page, suite.app, "SIM-0001", p.name);
    await page.getByRole("button", { name: "开始打印" }).click();
    const sheet = page.getByRole("dialog", { name: "支付订单" });
    await chooseNoCoupon(sheet);
    await sheet.getByRole("button", { name: /确认支付/ }).click();
    const qr = page.getByRole("dialog", { name: "扫码支付" });
    const code = qr.getByRole("img", { name: "微信支付二维码" });
    await code.waitFor();
    await qr.getByText(/截图保存二维码.*相册/).waitFor();
    await shot(page, "qr-own-phone");
    await page.clock.runFor(61_000);
    await qr.getByText("二维码已过期").waitFor();
    assert.equal(await code.count(), 0, "the spent code is gone");
    await shot(page, "qr-expired");
    const asked = page.waitForRequest((r) => r.url().includes("/api/order/payment"));
    await qr.getByRole("button", { name: "获取新的二维码" }).click();
    await asked;
    await code.waitFor();
    await qr.getByText(/\d+ 秒后二维码失效/).waitFor();
  });
});
