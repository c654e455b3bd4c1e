/**
 * Issue 17, the platform admin (/admin/x) in Chromium against `sim start` (a fresh start: the
 * seeded world laid out around now). Journeys of the issue's "Done when": (1) a customer applies
 * for a refund → the index's count rises → audit and confirm → the customer's balance is back by
 * exactly the amount and the count falls; (2) a device purchase from /admin/shop is confirmed, shipped
 * with two serials, received, and the shop lists two new printers that `sim` runs; (3) a
 * withdrawal approved (balance and ledger agree) and another rejected (the money returns); (4) two
 * admins confirming the same refund and approving the same withdrawal at once: one wins, the other
 * is told another admin handled it and sees the record as it now is; money moves once; level 1
 * reads but is offered no decision and the server refuses one. And every
 * route renders a real page for the platform admin with and without ids, while a customer and a
 * shop owner see "无访问权限" in place.
 *
 * The shop's side of a purchase (buying, paying by QR, receiving) is /admin/shop (issue 15); its
 * side of a withdrawal (applying, signing) is here the API calls of issue 16's pages.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { adminSession } from "./helpers/admin.ts";
import { browserSkipReason, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled } from "./helpers/customer.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { browserSuite } from "./helpers/suite.ts";

const skip = browserSkipReason();
const SUPER = "13800000004"; // level 7
const OPERATOR = "13800000003"; // level 3, company 1's admin
const OWNER = "13800000005"; // owner of company 1 (shops 1-3), level 0
const READER = "13800000002"; // level 1: reads every queue, acts on none
const CUSTOMER = "13800000001";

interface Counts {
  waiting_tanghua_refund_count: number;
  waiting_device_confirm_count: number;
  waiting_device_ship_count: number;
  waiting_withdraw_count: number;
}
interface PrintOrder {
  id: number;
  order_sn: string;
  status: number;
  pay_type: number | null;
  pay_money: string | null;
  goods_type_id: number;
  refund: { status: number } | null;
}

describe("issue 17: the platform admin in Chromium against sim start", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ printers: 2 }));
  const { token, send: call, as } = adminSession(suite);
  const get = <T>(mobile: string, path: string) => call<T>(mobile, "GET", path);
  const post = <T>(mobile: string, path: string, body: unknown) => call<T>(mobile, "POST", path, body);
  const counts = () => get<Counts>(SUPER, "/api/manage/index");
  const balanceOf = async (mobile: string) => (await get<{ total_money: string }>(mobile, "/api/user/info")).total_money;

  const open = async (page: Page, path: string) => {
    await page.goto(`${suite.app.app}${path}`);
    await page.locator("h1").first().waitFor();
  };
  /** The index's card for a queue: its shown number. */
  const cardValue = async (page: Page, label: string) => {
    const value = page.locator(".stat-card", { hasText: label }).locator(".stat-card__value");
    await value.waitFor();
    await page.waitForFunction((l) => {
      const card = [...document.querySelectorAll(".stat-card")].find((c) => c.textContent?.includes(l));
      return card?.querySelector(".stat-card__value")?.textContent?.trim() !== "—";
    }, label);
    return Number((await value.innerText()).trim());
  };
  const dialog = (page: Page) => page.getByRole("alertdialog");
  const toastText = (page: Page) => page.locator(".toast__message").last();

  /** One of the customer's paid, printed sugar orders without a refund. */
  async function refundableOrder(): Promise<PrintOrder> {
    const mine = await get<{ list: PrintOrder[] }>(CUSTOMER, "/api/tanghua/user-order?limit=50");
    const order = mine.list.find((o) => o.status === 99 && o.refund === null && Number(o.pay_money) > 0 && o.goods_type_id !== 16);
    assert.ok(order, "the seeded customer has a printed sugar order to ask a refund for");
    return order;
  }

  /** The customer asks for a refund on their order's refund page (the /sugar side). */
  async function customerApplies(order: PrintOrder, reason: string): Promise<void> {
    const { page } = await as(CUSTOMER);
    await page.goto(`${suite.app.app}/sugar/order-refund?sn=SIM-0001&order_id=${order.id}`);
    await page.getByRole("heading", { name: "申请退款" }).waitFor();
    await page.getByLabel("退款原因").fill(reason);
    await page.getByRole("button", { name: "提交退款申请" }).click();
    await page.getByRole("heading", { name: "订单详情" }).waitFor();
    await page.getByText("退款审核中").first().waitFor();
  }

  test("(1) a customer's refund: the index count rises, audit then pay; the balance is back by exactly the amount and the count falls", async () => {
    const order = await refundableOrder();
    const before = await counts();
    const balanceBefore = await balanceOf(CUSTOMER);
    const { page } = await as(SUPER, true);
    await open(page, "/admin/x");
    const shownBefore = await cardValue(page, "糖画退款待审核");
    assert.equal(shownBefore, before.waiting_tanghua_refund_count);

    await customerApplies(order, "糖画断成两截了");
    assert.equal((await counts()).waiting_tanghua_refund_count, before.waiting_tanghua_refund_count + 1);
    await page.reload();
    await page.waitForFunction(
      (n) => [...document.querySelectorAll(".stat-card")].find((c) => c.textContent?.includes("糖画退款待审核"))?.querySelector(".stat-card__value")?.textContent?.trim() === String(n),
      shownBefore + 1,
    );
    await screenshot(page, "admin-x-index-1280");

    // The card opens the queue; the order is in it; its page passes then pays the refund.
    await page.locator(".stat-card", { hasText: "糖画退款待审核" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/x/sugar-refund");
    await page.getByText(order.order_sn).first().click();
    await page.waitForURL((u) => u.pathname === "/admin/x/sugar-refund" && u.searchParams.get("id") === String(order.id));
    await page.getByText("糖画断成两截了").first().waitFor();
    await page.getByRole("button", { name: "同意退款" }).click();
    await dialog(page).getByRole("button", { name: "同意退款" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.locator(".status-badge", { hasText: "退款待打款" }).first().waitFor();
    await page.getByRole("button", { name: "确认打款" }).click();
    const amount = Number(order.pay_money).toFixed(2);
    assert.equal(await dialog(page).getByLabel(/退款金额/).inputValue(), amount, "the whole amount by default");
    await screenshot(page, "admin-x-refund-pay-1280", { fullPage: false });
    await dialog(page).getByRole("button", { name: "确认退款" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.locator(".status-badge", { hasText: "已退款" }).first().waitFor();
    assert.equal(await page.getByRole("button", { name: "确认打款" }).count(), 0);

    assert.equal(await balanceOf(CUSTOMER), (Number(balanceBefore) + Number(amount)).toFixed(2), "back by exactly the amount");
    assert.equal((await counts()).waiting_tanghua_refund_count, before.waiting_tanghua_refund_count);
    await open(page, "/admin/x");
    await page.waitForFunction(
      (n) => [...document.querySelectorAll(".stat-card")].find((c) => c.textContent?.includes("糖画退款待审核"))?.querySelector(".stat-card__value")?.textContent?.trim() === String(n),
      shownBefore,
    );
    // The journal explains it: the pass and the payment, by whom.
    const journal = await get<{ list: { action: string; actor: { id: number } }[] }>(SUPER, `/api/platform/audit-list?target_type=refund&limit=10`);
    assert.deepEqual(journal.list.slice(0, 2).map((e) => e.action), ["refund.pay", "refund.pass"]);
  });

  test("(2) a device purchase from /admin/shop is confirmed, shipped with two serials, received: the shop lists two new printers that sim runs", async () => {
    const shopId = 1;
    const devicesBefore = await get<{ list: { sn: string }[]; total: number }>(OWNER, `/api/manage-device/list?shop_id=${shopId}&limit=100`);
    const before = await counts();

    // The shop owner buys two printers on /admin/shop and pays by WeChat's QR, which `sim pay` completes.
    const owner = await as(OWNER);
    await open(owner.page, `/admin/shop/device-sell-form?id=${shopId}`);
    await owner.page.locator(".shop-model").first().click();
    await owner.page.getByRole("button", { name: "增加一台" }).click();
    await owner.page.getByRole("button", { name: "提交订单并支付" }).click();
    await owner.page.waitForURL((u) => u.pathname === "/admin/shop/device-ship");
    const id = Number(new URL(owner.page.url()).searchParams.get("id"));
    const sheet = owner.page.getByRole("dialog", { name: "支付采购订单" });
    await sheet.getByRole("radio", { name: /微信扫码支付/ }).check();
    await sheet.getByRole("button", { name: /确认支付/ }).click();
    await owner.page.getByRole("dialog", { name: "扫码支付" }).getByRole("img", { name: "微信支付二维码" }).waitFor();
    const made = await get<{ sn: string; total_num: number }>(OWNER, `/api/manage-order/device-info?id=${id}`);
    assert.equal(made.total_num, 2);
    await suite.app.sim(["pay", made.sn]);
    await owner.page.locator(".status-badge", { hasText: "待平台确认" }).first().waitFor();
    assert.equal((await counts()).waiting_device_confirm_count, before.waiting_device_confirm_count + 1);

    // The platform confirms it from its queue (a phone).
    const { page } = await as(SUPER);
    await open(page, "/admin/x/device-order");
    await page.getByText(made.sn).first().click();
    await page.waitForURL((u) => u.searchParams.get("id") === String(id));
    await page.getByRole("button", { name: "确认订单" }).click();
    await dialog(page).getByRole("button", { name: "确认订单" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.locator(".status-badge", { hasText: "待发货" }).first().waitFor();
    assert.equal((await counts()).waiting_device_ship_count, before.waiting_device_ship_count + 1);

    // Shipped: one parcel with both serials; a serial typed twice is said under its field first.
    const serials = ["TH-E2E-0001", "TH-E2E-0002"];
    await open(page, `/admin/x/device-ship?id=${id}`);
    await page.getByLabel("快递公司").fill("顺丰速运");
    await page.getByLabel("运单号").fill("SF1234567890");
    await page.getByLabel("设备编号").fill(`${serials[0]}\n${serials[0]}`);
    await page.getByRole("button", { name: "录入发货" }).click();
    await page.getByText(`设备编号「${serials[0]}」重复了`).waitFor();
    await page.getByLabel("设备编号").fill(serials.join("\n"));
    await screenshot(page, "admin-x-device-ship-375");
    await page.getByRole("button", { name: "录入发货" }).click();
    await dialog(page).getByRole("button", { name: "确认发货" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.getByText("已全部发出，等待店铺确认收货。").waitFor();
    for (const sn of serials) await page.getByText(sn).first().waitFor();

    // Received by the shop on its purchase's page: two new printers, bound, running in the sim.
    await owner.page.reload();
    await owner.page.getByRole("button", { name: "确认收货" }).click();
    await dialog(owner.page).getByRole("button", { name: "确认收货" }).click();
    await dialog(owner.page).waitFor({ state: "detached" });
    await owner.page.getByText("2 台设备已加入店铺。").waitFor();
    await page.reload();
    await page.getByText("店铺已确认收货，2 台设备已归入该店铺。").waitFor();
    const devices = await get<{ list: { sn: string }[]; total: number }>(OWNER, `/api/manage-device/list?shop_id=${shopId}&limit=100`);
    assert.equal(devices.total, devicesBefore.total + 2);
    for (const sn of serials) {
      assert.ok(devices.list.some((d) => d.sn === sn), `${sn} is the shop's`);
      await suite.app.sim(["printer", "add", sn]);
      const info = await call<{ is_bind: number }>(CUSTOMER, "GET", `/api/tanghua/info?sn=${sn}`);
      assert.equal(info.is_bind, 1, `${sn}: customers can scan it`);
    }
    await waitUntil(async () => {
      const now = await get<{ list: { sn: string; online: number }[] }>(OWNER, `/api/manage-device/list?shop_id=${shopId}&limit=100`);
      return serials.every((sn) => now.list.find((d) => d.sn === sn)?.online === 1);
    }, "both new printers online in the sim");
    // The shop's page lists them, online.
    await open(owner.page, `/admin/shop/detail?id=${shopId}`);
    for (const sn of serials) await owner.page.locator(".shop-device", { hasText: sn }).locator(".status-badge", { hasText: "在线" }).waitFor();
    await screenshot(owner.page, "admin-x-shop-new-printers-375");
  });

  /** A signed withdrawal of `amount` by the owner, waiting for the platform's review. */
  async function signedWithdrawal(amount: string): Promise<{ id: number; sn: string }> {
    const accounts = await get<{ list: { id: number }[] }>(OWNER, "/api/tixian/account-list");
    const w = await post<{ id: number; sn: string }>(OWNER, "/api/tixian/apply", { account_id: accounts.list[0]!.id, amount });
    const link = await post<{ url: string }>(OWNER, "/api/esign/get-url", { type: "withdraw", withdraw_id: w.id });
    const res = await fetch(new URL(link.url, suite.app.app), {
      method: "POST",
      headers: { cookie: `accessToken=${encodeURIComponent(await token(OWNER))}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision: "sign", agree: "1", signer_name: "陈建国" }).toString(),
      redirect: "manual",
    });
    assert.ok(res.status === 302 || res.status === 303 || res.status === 200, `signing: ${res.status}`);
    return w;
  }
  const withdrawable = async () => Number((await get<{ balance: string }>(OWNER, "/api/manage/index")).balance);

  test("(3) a withdrawal approved (balance and ledger agree) and another rejected (the money returns)", async () => {
    const start = await withdrawable();
    const queued = (await counts()).waiting_withdraw_count;
    const a = await signedWithdrawal("100.00");
    const b = await signedWithdrawal("50.00");
    assert.equal(await withdrawable(), Number((start - 150).toFixed(2)), "held aside at apply");
    assert.equal((await counts()).waiting_withdraw_count, queued + 2);

    const { page } = await as(OPERATOR, true);
    await open(page, "/admin/x/withdraw");
    await page.getByText(a.sn).first().click();
    await page.waitForURL((u) => u.searchParams.get("id") === String(a.id));
    await page.getByRole("button", { name: "通过并打款" }).click();
    await dialog(page).getByRole("button", { name: "通过并打款" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.locator(".status-badge", { hasText: "已打款" }).first().waitFor();
    assert.equal(await withdrawable(), Number((start - 150).toFixed(2)), "approving moves no more money");

    await open(page, `/admin/x/withdraw?id=${b.id}`);
    await page.getByRole("button", { name: "驳回" }).click();
    await dialog(page).getByRole("button", { name: "驳回" }).click();
    await dialog(page).getByText("请填写原因，对方会看到").waitFor();
    await dialog(page).getByLabel("原因").fill("开户名与实名不一致");
    await screenshot(page, "admin-x-withdraw-reject-1280", { fullPage: false });
    await dialog(page).getByRole("button", { name: "驳回" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.locator(".status-badge", { hasText: "已驳回" }).first().waitFor();
    await page.getByText("开户名与实名不一致").first().waitFor();

    // The balance and the ledger agree: 100.00 out, the rejected 50.00 back under its number.
    assert.equal(await withdrawable(), Number((start - 100).toFixed(2)));
    const income = await get<{ list: { amount: string; order_sn: string }[] }>(OWNER, "/api/manage/income-list?type=4");
    assert.equal(income.list.filter((r) => r.order_sn === b.sn).reduce((n, r) => n + Number(r.amount), 0), 50);
    const mine = await get<{ list: { id: number; status: number; remark: string }[] }>(OWNER, "/api/tixian/list?limit=100");
    assert.equal(mine.list.find((w) => w.id === a.id)?.status, 20);
    assert.deepEqual(
      (({ status, remark }) => ({ status, remark }))(mine.list.find((w) => w.id === b.id)!),
      { status: 30, remark: "开户名与实名不一致" },
    );
    assert.equal((await counts()).waiting_withdraw_count, queued);
  });

  test("(4) two admins at once on the same refund and the same withdrawal: one wins, the other is told so; money moves once", async () => {
    const desk = await as(SUPER, true);
    const phone = await as(OPERATOR);
    const both = [desk.page, phone.page];

    // A refund passed already, open on both admins' screens.
    const order = await refundableOrder();
    await customerApplies(order, "打印出来缺了一块");
    const refunds = await get<{ list: { id: number; order_id: number }[] }>(SUPER, `/api/manage-order/refund-list?order_type=tanghua&status=10&limit=100`);
    const refund = refunds.list.find((r) => r.order_id === order.id)!;
    await post(SUPER, "/api/manage-order/audit", { id: refund.id, pass: true });
    const balanceBefore = await balanceOf(CUSTOMER);
    for (const p of both) {
      await open(p, `/admin/x/sugar-refund?id=${order.id}`);
      await p.getByRole("button", { name: "确认打款" }).click();
      await dialog(p).getByRole("button", { name: "确认退款" }).waitFor();
    }
    await Promise.all(both.map((p) => dialog(p).getByRole("button", { name: "确认退款" }).click()));
    for (const p of both) {
      await dialog(p).waitFor({ state: "detached" });
      await p.locator(".status-badge", { hasText: "已退款" }).first().waitFor();
      assert.equal(await p.getByRole("button", { name: "确认打款" }).count(), 0, "the page shows the refund as it now is");
    }
    const refundToasts = await Promise.all(both.map((p) => toastText(p).innerText()));
    assert.equal(refundToasts.filter((t) => t === "退款已完成").length, 1, refundToasts.join(" | "));
    assert.equal(refundToasts.filter((t) => /已经打款（可能已被其他管理员处理）/.test(t)).length, 1, refundToasts.join(" | "));
    await screenshot(phone.page, "admin-x-refund-lost-race-375", { fullPage: false });
    assert.equal(await balanceOf(CUSTOMER), (Number(balanceBefore) + Number(order.pay_money)).toFixed(2), "paid once");

    // A withdrawal both approve at once.
    const start = await withdrawable();
    const w = await signedWithdrawal("20.00");
    for (const p of both) {
      await open(p, `/admin/x/withdraw?id=${w.id}`);
      await p.getByRole("button", { name: "通过并打款" }).click();
      await dialog(p).getByRole("button", { name: "通过并打款" }).waitFor();
    }
    await Promise.all(both.map((p) => dialog(p).getByRole("button", { name: "通过并打款" }).click()));
    for (const p of both) {
      await dialog(p).waitFor({ state: "detached" });
      await p.locator(".status-badge", { hasText: "已打款" }).first().waitFor();
    }
    const withdrawToasts = await Promise.all(both.map((p) => toastText(p).innerText()));
    assert.equal(withdrawToasts.filter((t) => t === "已通过，状态为已打款").length, 1, withdrawToasts.join(" | "));
    assert.equal(withdrawToasts.filter((t) => /可能已被其他管理员处理/.test(t)).length, 1, withdrawToasts.join(" | "));
    assert.equal(await withdrawable(), Number((start - 20).toFixed(2)), "held once, paid once");
    const journal = await get<{ list: unknown[] }>(SUPER, `/api/platform/audit-list?target_type=withdrawal&target_id=${w.id}`);
    assert.equal(journal.list.length, 1, "one review in the journal");
  });

  test("level 1 reads a waiting withdrawal but is offered no decision, and the server refuses one: nothing changes", async () => {
    const w = await signedWithdrawal("10.00");
    const { page } = await as(READER, true);
    await open(page, `/admin/x/withdraw?id=${w.id}`);
    await page.locator(".status-badge", { hasText: "待审核" }).first().waitFor();
    await page.getByText("您是只读管理员，可以查看，但不能处理。").first().waitFor();
    assert.equal(await page.getByRole("button", { name: "通过并打款" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "驳回" }).count(), 0);
    const res = await fetch(`${suite.app.app}/api/platform/withdraw-review`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await token(READER)}`, "Content-Type": "application/json" },
      body: JSON.stringify({ id: w.id, pass: true }),
    });
    assert.equal(res.status, 403);
    const still = await get<{ list: { id: number; status: number }[] }>(SUPER, "/api/platform/withdraw-list?status=10&limit=100");
    assert.ok(still.list.some((x) => x.id === w.id), "still waiting for review");
  });

  test("every /admin/x route renders a real page for the platform admin, with and without ids; a customer and a shop owner see 无访问权限", async () => {
    const first = async (path: string, key: "id" | "order_id" = "id") => (await get<{ list: Record<string, number>[] }>(SUPER, path)).list[0]?.[key];
    const device = await first("/api/manage-order/device-list?limit=1");
    const material = await first("/api/manage-order/material-list?limit=1");
    const shop = await first("/api/manage-shop/list?limit=1");
    const activity = await first("/api/manage-activity/list?limit=1");
    const withdrawal = await first("/api/platform/withdraw-list?limit=1");
    const sugar = await first("/api/manage-order/refund-list?order_type=tanghua&goods_group=sugar&limit=1", "order_id");
    const photo = await first("/api/manage-order/refund-list?order_type=tanghua&goods_group=photo&limit=1", "order_id");
    const deviceRefund = await first("/api/manage-order/refund-list?order_type=device&limit=1", "order_id");
    for (const id of [device, material, shop, activity, withdrawal, sugar, photo, deviceRefund]) assert.ok(id, "the seeded world has a record of each");
    const paths = [
      "/admin/x",
      "/admin/x/settings",
      "/admin/x/device-order",
      `/admin/x/device-order?id=${device}`,
      "/admin/x/device-refund",
      `/admin/x/device-refund?id=${deviceRefund}`,
      "/admin/x/device-ship",
      `/admin/x/device-ship?id=${device}`,
      "/admin/x/shop",
      `/admin/x/shop?id=${shop}`,
      "/admin/x/shop-activity",
      "/admin/x/shop-activity-detail",
      `/admin/x/shop-activity-detail?id=${activity}`,
      "/admin/x/material-order",
      `/admin/x/material-order?id=${material}`,
      "/admin/x/material-order?view=refund",
      "/admin/x/material-ship",
      `/admin/x/material-ship?id=${material}`,
      "/admin/x/user-list",
      "/admin/x/admin-user-list",
      "/admin/x/photo-refund",
      `/admin/x/photo-refund?id=${photo}`,
      "/admin/x/sugar-refund",
      `/admin/x/sugar-refund?id=${sugar}`,
      "/admin/x/photo-frame",
      "/admin/x/withdraw",
      `/admin/x/withdraw?id=${withdrawal}`,
      "/admin/x/audit",
    ];
    for (const desk of [false, true]) {
      const { page } = await as(SUPER, desk);
      for (const path of paths) {
        await open(page, path);
        await pageSettled(page);
        const title = (await page.locator("h1").first().innerText()).trim();
        const where = `${desk ? 1280 : 375} ${path}`;
        assert.ok(title !== "" && !["此页面即将上线", "无访问权限", "页面不存在", "商家后台仅对店主开放"].includes(title), `${where}: ${title}`);
        assert.ok(!["/login", "/403", "/500"].includes(new URL(page.url()).pathname), `${where} went to ${page.url()}`);
        const body = await page.locator("body").innerText();
        assert.ok(!body.includes("此页面即将上线"), `${where} is a placeholder`);
        if (!desk) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= 375, `${where} is ${width} px wide`);
        }
        await assertNoMissingKeys(page, where);
      }
    }
    for (const mobile of [CUSTOMER, OWNER]) {
      const { page } = await as(mobile);
      for (const path of ["/admin/x", "/admin/x/sugar-refund?id=1", "/admin/x/withdraw"]) {
        await open(page, path);
        await page.getByRole("heading", { name: "无访问权限" }).waitFor();
        assert.equal(new URL(page.url()).pathname, path.split("?")[0], `${mobile} stays on ${path}`);
      }
    }
  });
});

/** Polls `check` (a bound on a hang, not a timing claim). */
async function waitUntil(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
