/**
 * Issue 16, the materials store and the merchant's money in Chromium against `sim start` (a fresh
 * start: the seeded world laid out around now). Journeys of the "Done when": add to cart →
 * badge +1 → checkout by balance → a paid order and the balance down by exactly the total; the
 * same by QR completed by `sim pay`; a withdrawal from the form to signed (through the mock's
 * signing page) to waiting for review, with the balance held; a bank card refused with field
 * messages for a bad bank code and a non-Chinese personal name. After each money journey the
 * balance on /admin/user, the dashboard and the income records agree (one ledger). And every
 * route of /admin/store and /admin/user renders a real page for the owner and the company admin,
 * with and without ids, the store's header and tab bar only on its index, cart and orders.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { adminSession, type Envelope } from "./helpers/admin.ts";
import { browserSkipReason, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled } from "./helpers/customer.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { browserSuite } from "./helpers/suite.ts";

const skip = browserSkipReason();
const OWNER = "13800000005";
const COMPANY_ADMIN = "13800000003";

interface Balance {
  balance: string;
  frozen_amount?: string;
}
interface Goods {
  id: number;
  name: string;
  stock: number;
  status: number;
}
interface Purchase {
  id: number;
  sn: string;
  money: string;
  status: number;
  pay_type?: number | null;
}

/** "¥1,234.56" → 123456 (fen). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);

describe("issue 16: the materials store and the merchant's money in Chromium against sim start", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ printers: 2 }));
  const { token, api, as } = adminSession(suite);

  const balanceCents = async (mobile = OWNER) => cents((await api<Balance>(mobile, "/api/manage/index")).balance);

  /**
   * One ledger: the balance /admin/user shows, the dashboard's withdrawable balance and the
   * newest income record's balance after it are the API's balance.
   */
  async function assertLedgerAgrees(page: Page, expected: number): Promise<void> {
    assert.equal(await balanceCents(), expected, "manage/index");
    await page.goto(`${suite.app.app}/admin/user`);
    const shown = page.getByTestId("balance");
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="balance"]')?.textContent ?? ""));
    assert.equal(cents(await shown.innerText()), expected, "/admin/user");

    await page.goto(`${suite.app.app}/admin/dashboard`);
    const card = page.locator(".stat-card", { hasText: "可提现余额" }).locator(".stat-card__value");
    await card.waitFor();
    await pageSettled(page);
    const exact = (await card.getAttribute("title")) ?? (await card.innerText());
    assert.equal(cents(exact), expected, "the dashboard");

    const records = await api<{ list: { balance: string }[] }>(OWNER, "/api/manage/income-list?page=1&limit=1");
    assert.equal(cents(records.list[0]!.balance), expected, "the newest income record's balance after it");
    await page.goto(`${suite.app.app}/admin/user/income`);
    await page.locator(".ledger-totals").waitFor();
    await pageSettled(page);
    const totals = page.locator(".ledger-totals__value--brand");
    assert.equal(cents(await totals.innerText()), expected, "/admin/user/income's current balance");
  }

  /**
   * From an item's page to an unpaid order: add it (the header's badge +1), tick only it in the
   * cart, check out. Answers the order (its id read from the page it lands on).
   */
  async function orderOneItem(page: Page, label: string): Promise<Purchase> {
    const [goods, cart] = await Promise.all([
      api<{ list: Goods[] }>(OWNER, "/api/manage-goods/list?type=material&limit=50"),
      api<{ list: { goods_id: number }[]; count: number }>(OWNER, "/api/manage-cart/list?type=material"),
    ]);
    const item = goods.list.find((g) => g.status === 1 && g.stock > 5 && !cart.list.some((l) => l.goods_id === g.id));
    assert.ok(item, "an item on the shelf not in the cart yet");

    await page.goto(`${suite.app.app}/admin/store/goods-info?type=material&id=${item.id}`);
    const cartButton = page.locator(".store-cart-button");
    await cartButton.waitFor();
    await pageSettled(page);
    const badge = async () => Number((await cartButton.locator(".store-cart-button__badge").innerText().catch(() => "0")).trim() || "0");
    assert.equal(await badge(), cart.count);
    const specs = page.getByRole("radiogroup", { name: "规格" }).getByRole("radio");
    if ((await specs.count()) > 0) await specs.first().click();
    await page.getByRole("button", { name: "加入购物车" }).click();
    await page.getByText("已加入购物车").waitFor();
    await page.waitForFunction(
      (n) => Number(document.querySelector(".store-cart-button__badge")?.textContent ?? "0") === n,
      cart.count + 1,
    );
    await screenshot(page, `admin-store-added-${label}-375`);

    await cartButton.click();
    await page.waitForURL((u) => u.pathname === "/admin/store/cart");
    // The tab bar's badge is the same count.
    await page.locator(".tab-bar__badge", { hasText: String(cart.count + 1) }).waitFor();
    await page.locator(".cart-lines").waitFor();
    await page.getByText("全选").click(); // none chosen
    await page.getByRole("checkbox", { name: `选择 ${item.name}` }).check();
    await page.getByRole("button", { name: "去结算（1）" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/store/checkout");
    await page.getByRole("button", { name: "提交订单" }).waitFor();
    await pageSettled(page);
    for (const [field, value] of [
      ["contact_name", "陈建国"],
      ["contact_phone", "13800000005"],
      ["contact_address", "杭州市上城区万象城 B1 糖画店"],
    ] as const) {
      const input = page.locator(`[name="${field}"]`);
      if ((await input.inputValue()) === "") await input.fill(value);
    }
    await page.getByRole("button", { name: "提交订单" }).dblclick(); // a double tap makes one order
    await page.waitForURL((u) => u.pathname === "/admin/store/order-info");
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const order = await api<Purchase>(OWNER, `/api/manage-order/material-info?id=${id}`);
    assert.equal(order.status, 0, "unpaid");
    const unpaid = await api<{ list: Purchase[] }>(OWNER, "/api/manage-order/material-list?type=material&status=0");
    assert.equal(unpaid.list.filter((o) => o.id >= id).length, 1, "one order made");
    return order;
  }

  test("add to cart → badge +1 → checkout by balance → a paid order, the balance down by exactly the total", async () => {
    const { page } = await as(OWNER);
    const before = await balanceCents();
    const order = await orderOneItem(page, "balance");
    // The pay sheet opens at once; the balance is a way to pay when it covers the order.
    const sheet = page.getByRole("dialog", { name: "支付采购订单" });
    await sheet.waitFor();
    await sheet.getByRole("radio", { name: /账户余额/ }).check();
    await screenshot(page, "admin-store-pay-sheet-375", { fullPage: false });
    const pay = sheet.getByRole("button", { name: /确认支付/ });
    // A double tap pays once.
    await pay.dblclick();
    await page.getByText("支付成功").first().waitFor();
    await page.locator(".status-badge", { hasText: "待发货" }).first().waitFor();
    await screenshot(page, "admin-store-paid-by-balance-375");

    const paid = await api<Purchase>(OWNER, `/api/manage-order/material-info?id=${order.id}`);
    assert.equal(paid.status, 20, "paid, to ship");
    const after = before - cents(order.money);
    await assertLedgerAgrees(page, after);
    const records = await api<{ list: { type: number; amount: string; order_sn?: string | null }[] }>(OWNER, "/api/manage/income-list?page=1&limit=5");
    const debits = records.list.filter((r) => r.order_sn === order.sn);
    assert.equal(debits.length, 1, "one ledger entry for the purchase");
    assert.equal(cents(debits[0]!.amount), -cents(order.money));
  });

  test("the same by WeChat's QR outside WeChat, completed by sim pay: paid, the balance untouched", async () => {
    const { page } = await as(OWNER);
    const before = await balanceCents();
    const order = await orderOneItem(page, "qr");
    const sheet = page.getByRole("dialog", { name: "支付采购订单" });
    await sheet.waitFor();
    await sheet.getByRole("radio", { name: /微信扫码支付/ }).check();
    await sheet.getByRole("button", { name: /确认支付/ }).click();
    await page.locator(".qr-pay-sheet svg, .qr-pay-sheet img, .qr-pay-sheet canvas").first().waitFor();
    await screenshot(page, "admin-store-pay-qr-375", { fullPage: false });
    await suite.app.sim(["pay", order.sn]);
    await page.locator(".status-badge", { hasText: "待发货" }).first().waitFor({ timeout: 15_000 });

    const paid = await api<Purchase>(OWNER, `/api/manage-order/material-info?id=${order.id}`);
    assert.equal(paid.status, 20);
    await assertLedgerAgrees(page, before);
  });

  test("a withdrawal from the form to signed through the signing page to waiting for review, the balance held", async () => {
    const { page } = await as(OWNER);
    const start = await api<Balance>(OWNER, "/api/manage/index");
    await page.goto(`${suite.app.app}/admin/user/withdraw-form`);
    const amount = page.getByLabel(/金额（¥）/);
    await amount.waitFor();
    await pageSettled(page);
    // Over the balance: said on the field, nothing sent.
    await amount.fill(String(Number(start.balance) + 1));
    await page.getByRole("button", { name: "下一步" }).click();
    await page.getByText(/超出可提现余额/).waitFor();
    await amount.fill("12.34");
    // The fee (0.6 %, rounded up to the fen) before confirming.
    assert.equal(cents(await page.getByTestId("fee").innerText()), 8);
    assert.equal(cents(await page.getByTestId("arrives").innerText()), 1226);
    await page.getByRole("button", { name: "下一步" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "确认提现" }).dblclick(); // a double tap asks once
    await page.waitForURL((u) => u.pathname === "/admin/user/withdraw-sign");
    const id = Number(new URL(page.url()).searchParams.get("id"));
    await page.locator(".status-badge", { hasText: "待签署" }).first().waitFor();
    const held = await api<Balance>(OWNER, "/api/manage/index");
    assert.equal(cents(held.balance), cents(start.balance) - 1234, "the amount leaves the balance");
    assert.equal(cents(held.frozen_amount ?? "0"), cents(start.frozen_amount ?? "0") + 1234, "and is held aside");
    const mine = await api<{ list: { id: number; amount: string }[] }>(OWNER, "/api/tixian/list");
    assert.equal(mine.list.filter((w) => w.amount === "12.34").length, 1, "one withdrawal");

    // The signing provider's stand-in page, and back.
    await page.getByRole("button", { name: "去签署" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/mock-esign/"));
    await page.getByRole("checkbox").check();
    const prompt = await page.getByText(/请输入签署人姓名/).innerText();
    const signer = /「(.+)」/.exec(prompt)?.[1];
    assert.ok(signer, prompt);
    await page.getByLabel("签署人姓名").fill(signer);
    await screenshot(page, "admin-user-esign-page-375");
    await page.getByRole("button", { name: "确认签署" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/user/withdraw-sign");
    await page.getByText("协议已签署，提现已提交平台审核。").waitFor();
    await page.locator(".status-badge", { hasText: "审核中" }).first().waitFor();
    await page.getByRole("link", { name: /下载已签署协议/ }).or(page.getByRole("button", { name: /下载已签署协议/ })).waitFor();
    await screenshot(page, "admin-user-withdraw-signed-375");
    const w = await api<{ status: number }>(OWNER, `/api/tixian/esign-data?id=${id}`).catch(() => null);
    assert.ok(w !== null);
    const list = await api<{ list: { id: number; status: number }[] }>(OWNER, "/api/tixian/list?status=10");
    assert.ok(list.list.some((x) => x.id === id), "waiting for review");

    const after = await api<Balance>(OWNER, "/api/manage/index");
    assert.equal(cents(after.frozen_amount ?? "0"), cents(held.frozen_amount ?? "0"), "still held while it waits");
    await assertLedgerAgrees(page, cents(start.balance) - 1234);
  });

  test("a bank card is refused with field messages for a bad bank code and a non-Chinese personal name", async () => {
    const { page } = await as(OWNER);
    const before = await api<{ list: unknown[] }>(OWNER, "/api/tixian/account-list");
    await page.goto(`${suite.app.app}/admin/user/bank-card-form`);
    await page.getByRole("radio", { name: /个人账户/ }).click();
    await page.getByLabel("持卡人姓名").fill("Chen Jianguo");
    await page.getByLabel("开户银行").fill("招商银行杭州分行");
    await page.getByLabel("银行卡号").fill("6225880112345678");
    await page.getByLabel("联行号").fill("30833101");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("个人账户请填写持卡人的中文姓名（2–20 个汉字）").waitFor();
    await page.getByText("联行号为 12 位数字").waitFor();
    assert.equal(await page.getByLabel("持卡人姓名").getAttribute("aria-invalid"), "true");
    assert.equal(await page.getByLabel("联行号").getAttribute("aria-invalid"), "true");
    await screenshot(page, "admin-user-card-refused-375");
    // The server refuses the same, field by field, and keeps nothing.
    const res = await fetch(`${suite.app.app}/api/tixian/account-save`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await token(OWNER)}`, "Content-Type": "application/json" },
      body: JSON.stringify({ type: 1, bank_name: "招商银行杭州分行", bank_account: "6225880112345678", bank_code: "30833101", account_name: "Chen Jianguo" }),
    });
    const body = (await res.json()) as Envelope<{ fields?: Record<string, string> }>;
    assert.notEqual(body.errorCode, 0);
    assert.ok(body.data.fields?.bank_code && body.data.fields.account_name, JSON.stringify(body.data));
    assert.equal((await api<{ list: unknown[] }>(OWNER, "/api/tixian/account-list")).list.length, before.list.length, "nothing saved");

    // Corrected, it saves; nothing typed was lost.
    assert.equal(await page.getByLabel("银行卡号").inputValue(), "6225880112345678");
    await page.getByLabel("持卡人姓名").fill("陈建国");
    await page.getByLabel("联行号").fill("308331012345");
    await page.getByRole("button", { name: "保存" }).dblclick(); // a double tap saves one card
    await page.waitForURL((u) => u.pathname === "/admin/user/bank-card-detail");
    await page.getByText("5678").first().waitFor();
    assert.equal((await api<{ list: unknown[] }>(OWNER, "/api/tixian/account-list")).list.length, before.list.length + 1);
  });

  test("the invite poster carries the invite link's QR code and saves as a PNG", async () => {
    const { page } = await as(OWNER);
    const invite = await api<{ invite_code: string; invite_url: string }>(OWNER, "/api/manage/invite-info");
    await page.goto(`${suite.app.app}/admin/user/invite-share`);
    const poster = page.locator("img.poster__img");
    await poster.waitFor();
    assert.equal(await poster.getAttribute("data-invite-url"), invite.invite_url);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "保存海报" }).click()]);
    assert.equal(download.suggestedFilename(), `invite-${invite.invite_code}.png`);
    const png = await readFile(await download.path());
    assert.equal(png.subarray(1, 4).toString("latin1"), "PNG");
    assert.ok(png.length > 10_000, `a drawn poster, not an empty canvas (${png.length} bytes)`);
    await screenshot(page, "admin-user-invite-poster-375");
  });

  test("every route of /admin/store and /admin/user renders a real page for the owner and the company admin, with and without ids", async () => {
    for (const mobile of [OWNER, COMPANY_ADMIN]) {
      const [goods, purchases, cards, withdrawals] = await Promise.all([
        api<{ list: Goods[] }>(mobile, "/api/manage-goods/list?type=toy_fittings"),
        api<{ list: Purchase[] }>(mobile, "/api/manage-order/material-list?type=material"),
        api<{ list: { id: number }[] }>(mobile, "/api/tixian/account-list"),
        api<{ list: { id: number }[] }>(OWNER, "/api/tixian/list"),
      ]);
      const ids = { goods: goods.list[0]?.id, purchase: purchases.list[0]?.id, card: cards.list[0]?.id, withdrawal: withdrawals.list[0]?.id };
      assert.ok(Object.values(ids).every((v) => v !== undefined), JSON.stringify(ids));
      // [path, the store's header and tab bar shown]
      const paths: [string, boolean | null][] = [
        ["/admin/store", true],
        ["/admin/store?type=toy_fittings", true],
        ["/admin/store/goods-info", false],
        [`/admin/store/goods-info?type=toy_fittings&id=${ids.goods}`, false],
        ["/admin/store/cart", true],
        ["/admin/store/checkout", false],
        ["/admin/store/order", true],
        ["/admin/store/order-info", false],
        [`/admin/store/order-info?id=${ids.purchase}`, false],
        ["/admin/user", null],
        ["/admin/user/bank-card", null],
        ["/admin/user/bank-card-form", null],
        [`/admin/user/bank-card-form?id=${ids.card}`, null],
        ["/admin/user/bank-card-detail", null],
        [`/admin/user/bank-card-detail?id=${ids.card}`, null],
        ["/admin/user/withdraw-form", null],
        ["/admin/user/income", null],
        ["/admin/user/coin-income", null],
        ["/admin/user/withdraw", null],
        ["/admin/user/withdraw-sign", null],
        // The owner's withdrawal; the company admin sees who may sign it.
        ...(mobile === OWNER ? [[`/admin/user/withdraw-sign?id=${ids.withdrawal}`, null] as [string, null]] : []),
        ["/admin/user/invite", null],
        ["/admin/user/invite-list", null],
        ["/admin/user/invite-share", null],
        ["/admin/user/download-record", null],
      ];
      const { page } = await as(mobile, mobile === COMPANY_ADMIN);
      const h1 = page.locator("h1").first();
      for (const [path, framed] of paths) {
        await page.goto(`${suite.app.app}${path}`);
        await h1.waitFor();
        await pageSettled(page);
        const title = (await h1.innerText()).trim();
        const where = `${mobile} ${path}`;
        assert.ok(title !== "" && !["此页面即将上线", "无访问权限", "页面不存在", "商家后台仅对店主开放"].includes(title), `${where}: ${title}`);
        const url = new URL(page.url());
        assert.ok(!["/login", "/403", "/500"].includes(url.pathname), `${where} went to ${url.pathname}`);
        const text = await page.locator("body").innerText();
        assert.ok(!text.includes("此页面即将上线"), `${where} is a placeholder`);
        assert.ok(!/页面不存在|无访问权限/.test(text), `${where}: ${text.slice(0, 200)}`);
        await assertNoMissingKeys(page, where);
        if (framed !== null) {
          assert.equal(title === "耗材商城", framed, `${where}: the consumables mall header`);
          assert.equal(await page.locator(".store-tab-bar").count(), framed ? 1 : 0, `${where}: the tab bar`);
        }
      }
    }
  });
});
