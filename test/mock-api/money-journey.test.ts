/**
 * Money is one ledger (issues 15-17): after every step of a journey through everything that moves
 * a company's money (a print sale, coins, a refund, a material purchase by balance, a device order
 * paid by WeChat and refused, withdrawals approved, rejected and cancelled, a material refund),
 * the balance on /admin/user (mg.index), the withdrawable balance, the income records (their
 * running balance, their sum, the month's totals), the coin records, the dashboard's income and
 * the store's own state check all agree.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { PURCHASE_ORDER_STATUS as P, type PurchaseCreated } from "../../web/contract/http/manage-order.ts";
import { WITHDRAW_STATUS as W } from "../../web/contract/http/tixian.ts";
import { completeFlow, newFlowId, openFlow } from "../../mock-api/finance/esign.ts";
import { cryptoRandom } from "../../mock-api/random.ts";
import { shopCoinEntries, shopMoneyEntries, withdrawableCents } from "../../mock-api/finance/ledger.ts";
import { companyShops } from "../../mock-api/finance/scope.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import type { Answer } from "./harness.ts";
import { startCommerce, WORK, type Commerce } from "./commerce-fixture.ts";

const COMPANY = SEED_USERS.printerManager.companyId;

function ok<T>(a: Answer): T {
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
}

const cents = (money: string | number) => Math.round(Number(money) * 100);

interface Row { id: number; type: number; amount: string; balance: string; create_time: number }

/** Every income record of the caller's company, newest first (all pages). */
async function allIncome(h: Commerce, token: string, query = ""): Promise<{ rows: Row[]; month_income: string; month_expense: string }> {
  const rows: Row[] = [];
  let page = 1;
  let totals = { month_income: "0.00", month_expense: "0.00" };
  for (;;) {
    const a = ok<{ list: Row[]; total: number; month_income: string; month_expense: string }>(await h.call("GET", `/api/manage/income-list?limit=100&page=${page}${query}`, { token }));
    rows.push(...a.list);
    totals = { month_income: a.month_income, month_expense: a.month_expense };
    if (rows.length >= a.total) return { rows, ...totals };
    page += 1;
  }
}

/**
 * The one-ledger invariant, as the merchant's pages see it. An admin's dashboard counts the whole
 * platform's income (manage/index), so only a shop owner's is compared with the company's records.
 */
async function agree(h: Commerce, token: string, step: string, ownerDashboard = true): Promise<void> {
  const store = h.api.store;
  const shopIds = new Set(companyShops(store, COMPANY).map((s) => s.id));
  const ledgerSum = shopMoneyEntries(store, shopIds).reduce((n, e) => n + cents(e.amount), 0);
  assert.ok(ledgerSum >= 0, `${step}: the company's money never goes below 0`);
  const dash = ok<{ balance: string; total_income: string }>(await h.call("GET", "/api/manage/index", { token }));
  assert.equal(cents(dash.balance), ledgerSum, `${step}: /admin/user's balance is the ledger's`);
  assert.equal(withdrawableCents(store, COMPANY), ledgerSum, `${step}: what may be withdrawn`);
  const income = await allIncome(h, token);
  assert.equal(cents(income.rows[0]?.balance ?? 0), ledgerSum, `${step}: the newest income record's balance is the dashboard's`);
  assert.equal(income.rows.reduce((n, r) => n + cents(r.amount), 0), ledgerSum, `${step}: the records add up to the balance`);
  const orders = income.rows.filter((r) => r.type === INCOME_TYPE.ORDER).reduce((n, r) => n + cents(r.amount), 0);
  if (ownerDashboard) assert.equal(cents(dash.total_income), orders, `${step}: the dashboard's income is the order records'`);
  const month = new Date(h.clock.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  const inMonth = await allIncome(h, token, `&month=${month}`);
  assert.equal(cents(inMonth.month_income) - cents(inMonth.month_expense), inMonth.rows.reduce((n, r) => n + cents(r.amount), 0), `${step}: the month's in and out`);
  const coins = ok<{ list: { coins: number; balance: number }[]; total: number }>(await h.call("GET", "/api/manage/coin-list?limit=100", { token }));
  const coinSum = shopCoinEntries(store, shopIds).reduce((n, e) => n + Number(e.amount), 0);
  assert.equal(coins.list[0]?.balance ?? 0, coinSum, `${step}: the coin records' balance`);
  const checked = checkStore(JSON.parse(JSON.stringify(store)));
  assert.ok(checked.ok, `${step}: ${checked.ok ? "" : checked.error}`);
}

test("one ledger: balance, dashboard, income and coin records and the state check agree after every step of a money journey", async (t) => {
  const h = await startCommerce(t);
  // The fixture's works (ids 9001-9003, pictures 90010-90030) put below their counters, as the state check wants.
  h.api.store.nextId["goods"] = 9100;
  h.api.store.nextId["goods_image"] = 91_000;
  const merchant = await h.loginAs(SEED_USERS.printerManager.mobile);
  const admin = await h.loginAs(SEED_USERS.superAdmin.mobile);
  const post = (path: string, token: string, body: unknown) => h.call("POST", path, { token, body });
  await agree(h, merchant, "the seeded world");

  // A customer's print paid from their balance, and one paid with coins.
  const sale = await h.make(h.customer, WORK.odd.id);
  ok(await h.pay(h.customer, sale.sn, 30));
  await agree(h, merchant, "a print sold");
  const coinSale = await h.make(h.customer, WORK.cheap.id);
  ok(await h.pay(h.customer, coinSale.sn, 70));
  await agree(h, merchant, "a print paid in coins");

  // The customer's refund, audited and paid by the platform.
  const order = h.order(sale.sn);
  ok(await post("/api/tanghua/apply-refund", h.customer, { order_id: order.id, reason: "断了" }));
  ok(await post("/api/manage-order/audit", admin, { id: order.refundId, pass: true }));
  ok(await post("/api/manage-order/confirm-refund", admin, { id: order.refundId }));
  await agree(h, merchant, "a refund paid");

  // A material purchase paid from the balance: down by exactly its total.
  const item = Object.values(h.api.store.merchant.catalogue).find((i) => i.type === "material" && i.status === 1 && i.specs.length === 1 && Number(i.specs[0]!.price) < 60)!;
  item.specs[0]!.stock = 10;
  const line = ok<{ id: number }>(await post("/api/manage-cart/add", merchant, { goods_id: item.id, num: 1 })).id;
  const material = ok<PurchaseCreated>(await post("/api/manage-order/material-make", merchant, { shop_id: WORLD.shop.shanghai, type: "material", cart_ids: [line] }));
  const before = withdrawableCents(h.api.store, COMPANY);
  ok(await post("/api/manage-order/pay", merchant, { id: material.id, pay_type: 30 }));
  assert.equal(withdrawableCents(h.api.store, COMPANY), before - cents(material.money));
  await agree(h, merchant, "materials bought by balance");

  // A device order paid by WeChat, refused by the platform: its money comes back as balance.
  const model = Object.values(h.api.store.merchant.deviceModels)[0]!;
  const device = ok<PurchaseCreated>(await post("/api/manage-order/device-make", merchant, { shop_id: WORLD.shop.hangzhou, model_id: model.id, num: 1 }));
  ok(await post("/api/manage-order/pay", merchant, { id: device.id, pay_type: 61 }));
  ok(await h.call("POST", "/__mock/pay", { body: { order_sn: device.sn } }));
  await agree(h, merchant, "a device paid by WeChat");
  assert.equal(ok<{ status: number }>(await post("/api/manage-order/apply-confirm", admin, { id: device.id, pass: false, remark: "暂不供货" })).status, P.CLOSED);
  await agree(h, merchant, "a device order refused");

  // Withdrawals: held at apply, paid once approved, back when rejected or cancelled.
  const account = Object.values(h.api.store.finance.accounts).find((a) => a.userId === SEED_USERS.printerManager.id)!;
  const apply = async (amount: string) => ok<{ id: number }>(await post("/api/tixian/apply", merchant, { account_id: account.id, amount })).id;
  const sign = (id: number) => {
    const nowS = Math.floor(h.clock.now() / 1000);
    completeFlow(h.api.store, openFlow(h.api.store, h.api.store.finance.withdrawals[String(id)]!, "", nowS, newFlowId(cryptoRandom)).flow_id, nowS);
  };
  const paid = await apply("100.00");
  await agree(h, merchant, "a withdrawal applied for");
  sign(paid);
  ok(await post("/api/platform/withdraw-review", admin, { id: paid, pass: true }));
  await agree(h, merchant, "a withdrawal approved");
  const rejected = await apply("50.00");
  sign(rejected);
  ok(await post("/api/platform/withdraw-review", admin, { id: rejected, pass: false, remark: "账户信息有误" }));
  await agree(h, merchant, "a withdrawal rejected");
  const cancelled = await apply("20.00");
  assert.equal(ok<{ status: number }>(await post("/api/tixian/cancel", merchant, { id: cancelled })).status, W.CANCELLED);
  await agree(h, merchant, "a withdrawal cancelled");

  // The material order refunded (it was paid from the balance: back to it).
  const refund = ok<{ id: number }>(await post("/api/manage-order/apply-refund", merchant, { id: material.id, order_type: "material", reason: "发错货" }));
  ok(await post("/api/manage-order/audit", admin, { id: refund.id, pass: true }));
  ok(await post("/api/manage-order/confirm-refund", admin, { id: refund.id }));
  await agree(h, merchant, "materials refunded");

  // The invite rewards are the INVITE income records; a colleague of the company sees the same money.
  const invite = ok<{ reward_total: string }>(await h.call("GET", "/api/manage/invite-info", { token: merchant }));
  const rewards = (await allIncome(h, merchant, `&type=${INCOME_TYPE.INVITE}`)).rows.reduce((n, r) => n + cents(r.amount), 0);
  assert.equal(cents(invite.reward_total), rewards);
  await agree(h, await h.loginAs(SEED_USERS.admin.mobile), "seen by a colleague (a level-3 admin of the company)", false);
});
