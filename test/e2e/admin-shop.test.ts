/**
 * Issue 15, /admin/shop in Chromium against `sim start`. Journeys: (1) a pattern created with
 * pictures on the shop's admin is on its printer's /sugar list, and a customer prints it (paid
 * from the balance; the simulated printer prints it); (2) printers bought on device-sell-form and
 * paid by QR, which `sim pay` completes; (3) the company renamed in settings renames the admin's
 * title and menu at once. And every route renders a real page for the owners of company 1 and
 * company 2, with and without ids, company 2 meeting company 1's records as "not found".
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { adminSession } from "./helpers/admin.ts";
import { browserSkipReason, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled } from "./helpers/customer.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { chooseNoCoupon, openFromSearch, startPrint, waitingQuery } from "./helpers/sugar.ts";
import { browserSuite } from "./helpers/suite.ts";
import { waitUntil } from "../helpers/wait.ts";

const skip = browserSkipReason();
const OWNER = "13800000005"; // company 1: shops 1-3, SIM-0001 and SIM-0002 in shop 1
const OTHER_OWNER = "13800000007"; // company 2: shop 4, HK$
const CUSTOMER = "13800000001";
// A 1×1 PNG, as a phone would pick a picture.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");


describe("issue 15: /admin/shop in Chromium against sim start", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ printers: 2, speed: 10 }));
  const { send: api, as } = adminSession(suite);

  test("(1) a pattern created with pictures is on its printer's /sugar list, and a customer prints it", async () => {
    const name = "店庆玉兔糖画";
    const { page } = await as(OWNER, true);
    await page.goto(`${suite.app.app}/admin/shop/sugar-list?sn=SIM-0001`);
    await page.getByText("设备 SIM-0001 · 杭州万象城店").waitFor();
    await page.getByRole("link", { name: "新建图案" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/shop/sugar-form" && u.searchParams.get("shop_id") === "1");
    await page.getByRole("heading", { name: "新建图案" }).waitFor();

    // Nothing is sent while a rule is broken; each says so under its field.
    await page.getByRole("button", { name: "保存并发布" }).click();
    await page.getByText("请至少上传 1 张图片").waitFor();
    await page.getByLabel("名称").fill(name);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: "rabbit.png", mimeType: "image/png", buffer: PNG });
    await page.locator(".image-upload__img").first().waitFor();
    await file.setInputFiles({ name: "rabbit-2.png", mimeType: "image/png", buffer: PNG });
    await page.locator(".image-upload__img").nth(1).waitFor();
    await page.getByLabel(/^价格/).fill("6.6");
    const tags = page.getByPlaceholder("输入标签，回车添加");
    await tags.fill("店庆");
    await tags.press("Enter");
    await tags.fill("玉兔");
    await tags.press("Enter");
    await page.getByRole("button", { name: "保存并发布" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/shop/sugar-list");
    const row = page.locator("tr", { hasText: name });
    await row.waitFor();
    assert.match(await row.innerText(), /¥6\.60/);
    assert.match(await row.innerText(), /在售/);
    await screenshot(page, "admin-shop-sugar-list-1280");

    const created = (await api<{ list: { id: number; name: string; image_url: string }[] }>(OWNER, "GET", "/api/manage-goods/shop-list?shop_id=1&keyword=" + encodeURIComponent(name))).list[0];
    assert.ok(created, "saved");
    const info = await api<{ image_list: { image_url: string }[]; remark: string; status: number }>(OWNER, "GET", `/api/manage-goods/info?id=${created.id}`);
    assert.equal(info.image_list.length, 2, "both pictures");
    assert.equal(info.remark, "店庆 玉兔");

    // The customer, at the printer: on its list, picked, paid from the balance, printed.
    const customer = await as(CUSTOMER);
    const before = Number((await api<{ total_money: string }>(CUSTOMER, "GET", "/api/user/info")).total_money);
    await openFromSearch(customer.page, suite.app, "SIM-0001", name);
    const orderSn = await startPrint(customer.page);
    const sheet = customer.page.getByRole("dialog", { name: "支付订单" });
    await chooseNoCoupon(sheet);
    await sheet.getByRole("radio", { name: /余额支付/ }).check();
    await sheet.getByRole("button", { name: "确认支付 ¥6.60" }).click();
    const q = await waitingQuery(customer.page);
    assert.equal(q.order_sn, orderSn);
    const after = Number((await api<{ total_money: string }>(CUSTOMER, "GET", "/api/user/info")).total_money);
    assert.equal(Math.round((before - after) * 100), 660);
    // The simulated printer takes the job and finishes it (sim speed 10).
    let last: number | undefined;
    const printed = async () => {
      last = (await api<{ list: { status: number }[] }>(OWNER, "GET", `/api/manage-order/tanghua-list?sn=${orderSn}`)).list[0]?.status;
      return last === 99;
    };
    await waitUntil(() => `order ${orderSn} printed (now ${last})`, printed, 120_000);
  });

  test("(2) printers bought on device-sell-form are paid by QR, which sim pay completes", async () => {
    const { page } = await as(OWNER);
    await page.goto(`${suite.app.app}/admin/shop/device-sell-form?id=1`);
    await page.getByRole("heading", { name: "采购设备" }).waitFor();
    await page.locator(".shop-model", { hasText: "AI 糖画机器人 TH-S1" }).click();
    await page.getByRole("button", { name: "增加一台" }).click();
    assert.equal(await page.locator(".shop-total__money").innerText(), "¥13,600.00");
    await page.getByRole("button", { name: "提交订单并支付" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/shop/device-ship");
    const id = Number(new URL(page.url()).searchParams.get("id"));
    assert.ok(id > 0);
    // It opens paying; the balance (470.55) is short, so WeChat's QR is chosen.
    const sheet = page.getByRole("dialog", { name: "支付采购订单" });
    await sheet.waitFor();
    assert.equal(await sheet.getByRole("radio", { name: /账户余额/ }).isDisabled(), true);
    assert.equal(await sheet.getByRole("radio", { name: /微信扫码支付/ }).isChecked(), true);
    await sheet.getByRole("button", { name: "确认支付 ¥13,600.00" }).click();
    const qr = page.getByRole("dialog", { name: "扫码支付" });
    const code = qr.getByRole("img", { name: "微信支付二维码" });
    await code.waitFor();
    assert.match((await code.getAttribute("data-qr-value")) ?? "", /^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    await screenshot(page, "admin-shop-device-qr-375", { fullPage: false });
    const order = await api<{ sn: string; status: number }>(OWNER, "GET", `/api/manage-order/device-info?id=${id}`);
    assert.equal(order.status, 0);
    await suite.app.sim(["pay", order.sn]);
    await qr.waitFor({ state: "detached" });
    await page.locator(".status-badge", { hasText: "待平台确认" }).first().waitFor();
    assert.equal((await api<{ status: number; pay_type: number }>(OWNER, "GET", `/api/manage-order/device-info?id=${id}`)).status, 10);
    // A reload does not offer to pay again (pay=1 was for the first view).
    assert.equal(new URL(page.url()).searchParams.get("pay"), null);
    await page.goto(`${suite.app.app}/admin/shop/device-order?shop_id=1`);
    await page.locator(".shop-order-card", { hasText: order.sn }).locator(".status-badge", { hasText: "待平台确认" }).waitFor();
  });

  test("(3) the company renamed in settings renames the admin's title and menu at once", async () => {
    const { page } = await as(OWNER, true);
    await page.goto(`${suite.app.app}/admin/shop/settings`);
    await page.getByRole("heading", { name: "公司与运营人员" }).waitFor();
    assert.equal(await page.title(), "公司与运营人员 - 糖画科技");
    const field = page.getByLabel("公司名称");
    await field.fill("");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("请填写此项").waitFor(); // nothing sent
    await field.fill("糖画科技集团");
    try {
      await page.getByRole("button", { name: "保存" }).click();
      await page.waitForFunction(() => document.title === "公司与运营人员 - 糖画科技集团");
      await page.locator(".admin-nav__name", { hasText: "糖画科技集团" }).waitFor();
      // Every page after it, without a reload.
      await page.getByRole("link", { name: "店铺管理" }).first().click();
      await page.waitForFunction(() => document.title === "店铺管理 - 糖画科技集团");
    } finally {
      await api(OWNER, "POST", "/api/company/update", { name: "糖画科技" });
    }
  });

  test("every route renders a real page for both companies' owners, with and without ids; the other company's records are not found", async () => {
    const shops = { [OWNER]: 1, [OTHER_OWNER]: 4 } as const;
    const records = async (mobile: string) => {
      const goods = (await api<{ list: { id: number }[] }>(mobile, "GET", "/api/manage-goods/shop-list?limit=1")).list[0]?.id;
      const order = (await api<{ list: { id: number }[] }>(mobile, "GET", "/api/manage-order/device-list?limit=1")).list[0]?.id;
      return { goods, order };
    };
    const mine = { [OWNER]: await records(OWNER), [OTHER_OWNER]: await records(OTHER_OWNER) };
    for (const mobile of [OWNER, OTHER_OWNER] as const) {
      const shop = shops[mobile];
      const { goods, order } = mine[mobile];
      const sn = mobile === OWNER ? "SIM-0001" : "SIM-0005";
      const paths = [
        "/admin/shop",
        "/admin/shop/detail",
        `/admin/shop/detail?id=${shop}`,
        "/admin/shop/form",
        `/admin/shop/form?id=${shop}`,
        "/admin/shop/device-form",
        `/admin/shop/device-form?id=${shop}`,
        "/admin/shop/device-sell-form",
        `/admin/shop/device-sell-form?id=${shop}`,
        "/admin/shop/device-order",
        `/admin/shop/device-order?shop_id=${shop}`,
        "/admin/shop/device-ship",
        ...(order !== undefined ? [`/admin/shop/device-ship?id=${order}`] : []),
        "/admin/shop/sugar-list",
        `/admin/shop/sugar-list?sn=${sn}`,
        "/admin/shop/sugar-form",
        `/admin/shop/sugar-form?id=${goods}`,
        "/admin/shop/settings",
        "/admin/shop/photo-list",
        `/admin/shop/photo-list?shop_id=${shop}`,
        "/admin/shop/photo-template",
        `/admin/shop/photo-template?shop_id=${shop}`,
        `/admin/shop/photo-frame?shop_id=${shop}`,
        `/admin/shop/photo-watermark?shop_id=${shop}`,
        "/admin/shop/contact",
        `/admin/shop/contact?shop_id=${shop}`,
      ];
      const { page } = await as(mobile, mobile === OTHER_OWNER);
      for (const path of paths) {
        await page.goto(`${suite.app.app}${path}`);
        await page.locator("h1").first().waitFor();
        await pageSettled(page);
        const where = `${mobile} ${path}`;
        const title = (await page.locator("h1").first().innerText()).trim();
        assert.ok(title !== "" && !["此页面即将上线", "无访问权限", "页面不存在", "商家后台仅对店主开放"].includes(title), `${where}: ${title}`);
        assert.ok(!["/login", "/403", "/500"].includes(new URL(page.url()).pathname), `${where} went to ${new URL(page.url()).pathname}`);
        const text = await page.locator("main").innerText();
        assert.ok(!/此页面即将上线|没有找到|加载失败/.test(text), `${where} is not the page it should be: ${text.slice(0, 120)}`);
        await assertNoMissingKeys(page, where);
      }
    }

    // Company 2 opening company 1's records: a clear "not found", never a crash or a spinner.
    const theirs = mine[OWNER];
    const { page } = await as(OTHER_OWNER);
    for (const path of [
      "/admin/shop/detail?id=1",
      "/admin/shop/form?id=1",
      "/admin/shop/device-form?id=1",
      "/admin/shop/device-sell-form?id=1",
      `/admin/shop/device-ship?id=${theirs.order}`,
      "/admin/shop/sugar-list?sn=SIM-0001",
      `/admin/shop/sugar-form?id=${theirs.goods}`,
      "/admin/shop/photo-template?shop_id=1",
      "/admin/shop/photo-frame?shop_id=1",
      "/admin/shop/photo-watermark?shop_id=1",
      "/admin/shop/contact?shop_id=1",
    ]) {
      await page.goto(`${suite.app.app}${path}`);
      await page.locator(".state__title", { hasText: /没有找到/ }).waitFor();
      const text = await page.locator("main").innerText();
      assert.ok(!text.includes("杭州万象城店"), `${path} shows nothing of company 1`);
    }
    await screenshot(page, "admin-shop-not-found-375");
  });
});
