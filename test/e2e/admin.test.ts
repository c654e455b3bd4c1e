/**
 * Issue 14, the merchant admin in Chromium against `sim start` (a fresh start: the seeded world
 * laid out around now). Journeys: (1) a fresh start shows non-zero "today" and "this month" on
 * the dashboard; (5) an export of a date range downloads a CSV with exactly the orders of the
 * list; (6) a refund applied by the shop raises the platform's pending count. And every route of
 * this part renders a real page for the shop owner and the company admin, with and without ids,
 * while a customer sees who the admin is for instead of /403.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { adminSession } from "./helpers/admin.ts";
import { browserSkipReason, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled } from "./helpers/customer.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { browserSuite } from "./helpers/suite.ts";

const skip = browserSkipReason();
const OWNER = "13800000005";
const COMPANY_ADMIN = "13800000003";
const CUSTOMER = "13800000001";

interface Order {
  id: number;
  sn: string;
  money: string;
  status: number;
  refund_status: number;
  goods_type_id: number;
}

describe("issue 14: the merchant admin in Chromium against sim start", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ printers: 2 }));
  const { token, api, as } = adminSession(suite);

  const h1 = (page: Page) => page.locator("h1").first();

  test("(1) a fresh start shows non-zero today and this month on the dashboard, as the API has them", async () => {
    const { page } = await as(OWNER);
    await page.goto(`${suite.app.app}/admin/dashboard`);
    const lead = page.locator(".stat-card--lead .stat-card__value");
    await lead.waitFor();
    const dash = await api<{ today_income: string; month_income: string }>(OWNER, "/api/manage/index");
    assert.ok(Number(dash.today_income) > 0 && Number(dash.month_income) > 0, `the seeded world lives in the present: ${JSON.stringify(dash)}`);
    assert.equal((await lead.innerText()).trim(), `¥${Number(dash.today_income).toFixed(2)}`);
    const month = page.locator(".stat-card", { hasText: "本月收入" }).locator(".stat-card__value");
    assert.notEqual((await month.innerText()).trim(), "¥0.00");
    await page.locator(".heat-map").waitFor();
    await page.locator(".bar-chart").waitFor();
    await pageSettled(page);
    await assertNoMissingKeys(page, "/admin/dashboard");
    await screenshot(page, "admin-dashboard-375");
  });

  test("(5) an export of a date range downloads a CSV with exactly the orders of the list", async () => {
    const { page } = await as(OWNER, true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    // Completed sugar orders of the last 30 days: the list, page by page, as the user sees it.
    await page.goto(`${suite.app.app}/admin/order?start_date=${start}&end_date=${today}&status=99`);
    await page.locator("table.data-table tbody tr").first().waitFor();
    const listed: string[] = [];
    for (;;) {
      await pageSettled(page);
      listed.push(...(await page.locator(".order-goods__sn").allInnerTexts()));
      const next = page.getByRole("button", { name: "下一页" });
      if (await next.isDisabled()) break;
      const first = await page.locator(".order-goods__sn").first().innerText();
      await next.click();
      await page.waitForFunction((sn) => document.querySelector(".order-goods__sn")?.textContent !== sn, first);
    }
    const total = Number((await page.locator(".pager__total").innerText()).replace(/\D/g, ""));
    assert.ok(listed.length > 0);
    assert.equal(listed.length, total, "every page of the list read");

    await page.getByRole("button", { name: "导出" }).click();
    const dialog = page.getByRole("dialog");
    assert.equal(await dialog.locator('input[type="date"]').first().inputValue(), start, "the list's range is the export's");
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "导出并下载" }).click()]);
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").trim().split(/\r\n/);
    const exported = csv.slice(1).map((line) => line.split(",")[0] ?? "");
    assert.deepEqual([...exported].sort(), [...listed].sort(), "the CSV holds exactly the list's orders");
    await page.getByText(/已导出 \d+ 条记录/).waitFor();
    // The file is its owner's: another merchant's cookie gets nothing.
    const url = new URL(download.url());
    const theirs = await fetch(`${suite.app.app}${url.pathname}`, { headers: { cookie: `accessToken=${await token("13800000007")}` } });
    assert.equal(theirs.status, 404);
  });

  test("(6) a refund applied by the shop raises the platform's pending count", async () => {
    type Pending = { waiting_tanghua_refund_count: number };
    const before = await api<Pending>(COMPANY_ADMIN, "/api/manage/index");
    const orders = await api<{ list: Order[] }>(OWNER, "/api/manage-order/tanghua-list?goods_group=sugar&status=99&refund_status=0&sort=-money&limit=5");
    const order = orders.list.find((o) => Number(o.money) > 0);
    assert.ok(order, "a refundable order");

    // The platform's queue as the company admin's dashboard shows it.
    const admin = await as(COMPANY_ADMIN);
    await admin.page.goto(`${suite.app.app}/admin/dashboard`);
    const queue = admin.page.locator(".stat-card", { hasText: "平台待处理" }).locator(".stat-card__value");
    await queue.waitFor();
    const shownBefore = Number(await queue.innerText());

    const { page } = await as(OWNER);
    await page.goto(`${suite.app.app}/admin/order/detail?id=${order.id}`);
    await page.getByRole("link", { name: "为顾客申请退款" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/order/refund");
    await page.getByRole("button", { name: "提交退款申请" }).click();
    await page.getByText("请填写退款原因").waitFor(); // the field says what is missing; nothing was sent
    await page.getByLabel("退款原因").fill("设备加热异常，糖画没有成形");
    // A picture, as a phone would pick it (a 1×1 PNG).
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");
    await page.locator('input[type="file"]').setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: png });
    await page.locator(".image-upload__img").waitFor();
    await page.getByRole("button", { name: "提交退款申请" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "确认提交" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/order/detail");
    await page.locator(".status-badge", { hasText: "退款审核中" }).first().waitFor();
    await screenshot(page, "admin-order-refunded-detail-375");

    const after = await api<Pending>(COMPANY_ADMIN, "/api/manage/index");
    assert.equal(after.waiting_tanghua_refund_count, before.waiting_tanghua_refund_count + 1);
    await admin.page.reload();
    await admin.page.waitForFunction((n) => {
      const el = [...document.querySelectorAll(".stat-card")].find((c) => c.textContent?.includes("平台待处理"))?.querySelector(".stat-card__value");
      return el !== undefined && el !== null && Number(el.textContent) === n;
    }, shownBefore + 1);
    const info = await api<{ refund: { images?: string[] } | null }>(OWNER, `/api/manage-order/tanghua-info?id=${order.id}`);
    assert.equal(info.refund?.images?.length, 1, "the picture went with the application");
  });

  test("every route of this part renders a real page for the owner and the company admin, with and without ids", async () => {
    const some = async (mobile: string, group: string) =>
      (await api<{ list: Order[] }>(mobile, `/api/manage-order/tanghua-list?goods_group=${group}&status=99&refund_status=0&limit=1`)).list[0]?.id;
    for (const mobile of [OWNER, COMPANY_ADMIN]) {
      const sugar = await some(mobile, "sugar");
      const photo = await some(mobile, "photo");
      const device = (await api<{ list: { id: number }[] }>(mobile, "/api/manage-device/list?limit=1")).list[0]?.id;
      const paths = [
        "/admin",
        "/admin/dashboard",
        "/admin/dashboard/material-rank",
        "/admin/dashboard/material-rank?period=all&page=2",
        "/admin/order",
        "/admin/order/detail",
        `/admin/order/detail?id=${sugar}`,
        "/admin/order/refund",
        `/admin/order/refund?id=${sugar}`,
        "/admin/photo-order",
        "/admin/photo-order/detail",
        `/admin/photo-order/detail?id=${photo}`,
        "/admin/photo-order/refund",
        `/admin/photo-order/refund?id=${photo}`,
        "/admin/dashboard/device-error",
        "/admin/device",
        "/admin/device?state=offline&keyword=SIM",
        "/admin/device/detail",
        `/admin/device/detail?id=${device}`,
        "/admin/device/form",
        `/admin/device/form?id=${device}`,
        "/admin/device/bind",
        "/admin/photo-device",
        "/admin/photo-device/form",
        `/admin/photo-device/form?id=${device}`,
        "/admin/photo-device/manage",
        `/admin/photo-device/manage?id=${device}`,
        "/admin/photo-device/detail",
        `/admin/photo-device/detail?id=${device}`,
      ];
      const { page } = await as(mobile, mobile === COMPANY_ADMIN);
      for (const path of paths) {
        await page.goto(`${suite.app.app}${path}`);
        await h1(page).waitFor();
        await pageSettled(page);
        const title = (await h1(page).innerText()).trim();
        const where = `${mobile} ${path}`;
        assert.ok(title !== "" && !["此页面即将上线", "无访问权限", "页面不存在", "商家后台仅对店主开放"].includes(title), `${where}: ${title}`);
        const url = new URL(page.url());
        assert.ok(!["/login", "/403", "/500"].includes(url.pathname), `${where} went to ${url.pathname}`);
        assert.ok(!(await page.locator("body").innerText()).includes("此页面即将上线"), `${where} is a placeholder`);
        await assertNoMissingKeys(page, where);
      }
    }
  });

  test("a customer with a phone who opens /admin is told it is for shop owners and shown /join, not /403", async () => {
    const { page } = await as(CUSTOMER);
    await page.goto(`${suite.app.app}/admin/dashboard`);
    await page.getByRole("heading", { name: "商家后台仅对店主开放" }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/admin/dashboard");
    await page.getByRole("link", { name: "了解商家合作" }).click();
    await page.waitForURL((u) => u.pathname === "/join");
  });
});
