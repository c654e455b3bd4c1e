/**
 * manage/*: the dashboard (a merchant's company, one shop, or the platform for admins with the
 * six pending counts from live records), rankings, the month calendar and statistics, income
 * and coin records, invites. Numbers are checked against the store computed independently.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { PURCHASE_ORDER_STATUS } from "../../web/contract/http/manage-order-model.ts";
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { PRINT_ORDER_STATUS, REFUND_STATUS } from "../../web/contract/http/order.ts";
import { withdrawableCents } from "../../mock-api/finance/ledger.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { startApi } from "./harness.ts";
import { company2Merchant, MANAGER, ok, snapshot, tokenFor } from "./finance-fixtures.ts";

const cents = (s: string | number) => Math.round(Number(s) * 100);
const CHINA = 8 * 3600;

function shopIdsOf(store: Store, companyId: number | null): Set<number> {
  return new Set(Object.values(store.shops).filter((s) => companyId === null || s.companyId === companyId).map((s) => s.id));
}

/** ORDER income of `shops` with create_time in [from, to). */
function income(store: Store, shops: Set<number>, from = -Infinity, to = Infinity): number {
  return Object.values(store.ledger)
    .filter((e) => e.owner.kind === "shop" && e.currency === "money" && shops.has(e.owner.id) && e.type === INCOME_TYPE.ORDER && e.create_time >= from && e.create_time < to)
    .reduce((s, e) => s + cents(e.amount), 0);
}

type Dash = Record<string, string | number>;

test("index: a merchant sees their company's shops (or one), no platform queue; balance = withdrawable", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const mine = shopIdsOf(store, MANAGER.companyId);
  const d = ok<Dash>(await h.call("GET", "/api/manage/index", { token }));
  assert.equal(cents(d.total_income!), income(store, mine));
  assert.equal(cents(d.balance!), withdrawableCents(store, MANAGER.companyId));
  assert.equal(d.device_count, Object.values(store.printers).filter((p) => p.shopId !== null && mine.has(p.shopId)).length);
  assert.equal(d.device_online_count, 0);
  assert.ok(!("waiting_device_confirm_count" in d), "pending counts are for admins only");
  const nowS = Math.floor(h.clock.now() / 1000);
  const today = Math.floor((nowS + CHINA) / 86_400) * 86_400 - CHINA;
  assert.equal(cents(d.today_income!), income(store, mine, today));
  assert.equal(cents(d.yesterday_income!), income(store, mine, today - 86_400, today));

  // Printers reporting in: online within 5 s of a heartbeat, errors counted.
  const sn = Object.values(store.printers).find((p) => p.shopId !== null && mine.has(p.shopId))!.sn;
  store.printers[sn]!.last_seen = h.clock.now() - 1000;
  store.printers[sn]!.last_error = "E03 加热超时";
  const live = ok<Dash>(await h.call("GET", "/api/manage/index", { token }));
  assert.deepEqual([live.device_online_count, live.device_error_count], [1, 1]);
  h.clock.advance(5000);
  assert.equal(ok<Dash>(await h.call("GET", "/api/manage/index", { token })).device_online_count, 0);

  const one = ok<Dash>(await h.call("GET", "/api/manage/index?shop_id=1", { token }));
  assert.equal(cents(one.total_income!), income(store, new Set([1])));
  assert.equal(one.device_count, Object.values(store.printers).filter((p) => p.shopId === 1).length);
});

test("index: another company's shop_id is 404 with no data; a customer is 403", async (t) => {
  const h = await startApi(t);
  const other = company2Merchant(h);
  const theirShop = Object.values(h.api.store.shops).find((s) => s.companyId === other.companyId);
  const token = tokenFor(h, MANAGER.id);
  for (const path of ["index", "rank?type=goods", "more-rank?type=device", "month-profit-data?month=2026-01", "month-statistics"]) {
    const sep = path.includes("?") ? "&" : "?";
    const a = await h.call("GET", `/api/manage/${path}${sep}shop_id=${theirShop?.id ?? 999}`, { token });
    assert.equal(a.status, 404, path);
    assert.equal(a.json?.data, null);
  }
  assert.equal((await h.call("GET", "/api/manage/index", { token: tokenFor(h, SEED_USERS.customer.id) })).status, 403);
  assert.equal((await h.call("GET", "/api/manage/index?shop_id=0", { token })).status, 422);
});

test("index for admins: the platform, with the six §3 pending counts from the live records", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const d = ok<Dash>(await h.call("GET", "/api/manage/index", { token: tokenFor(h, SEED_USERS.admin.id) }));
  assert.equal(cents(d.total_income!), income(store, shopIdsOf(store, null)));
  assert.equal(d.device_count, Object.values(store.printers).filter((p) => p.shopId !== null).length);
  const purchases = Object.values(store.merchant.purchaseOrders);
  const applying = Object.values(store.refunds).filter((r) => r.status === REFUND_STATUS.APPLYING);
  const photo = (orderId: number) => store.printOrders[String(orderId)]?.goods_type_id === GOODS_TYPE.PHOTO;
  assert.deepEqual(
    [d.waiting_device_confirm_count, d.waiting_device_ship_count, d.waiting_material_ship_count, d.waiting_tanghua_refund_count, d.waiting_photo_refund_count, d.waiting_device_refund_count],
    [
      purchases.filter((o) => o.order_type === "device" && o.status === PURCHASE_ORDER_STATUS.PENDING_CONFIRM).length,
      purchases.filter((o) => o.order_type === "device" && o.status === PURCHASE_ORDER_STATUS.PENDING_SHIPMENT).length,
      purchases.filter((o) => o.order_type === "material" && o.status === PURCHASE_ORDER_STATUS.PENDING_SHIPMENT).length,
      applying.filter((r) => r.order_type === "tanghua" && !photo(r.orderId)).length,
      applying.filter((r) => r.order_type === "tanghua" && photo(r.orderId)).length,
      applying.filter((r) => r.order_type === "device").length,
    ],
  );
  // A new refund application shows at once.
  const before = d.waiting_device_refund_count as number;
  const r = Object.values(store.refunds).find((x) => x.order_type === "device" && x.status !== REFUND_STATUS.APPLYING)!;
  r.status = REFUND_STATUS.APPLYING;
  assert.equal(ok<Dash>(await h.call("GET", "/api/manage/index", { token: tokenFor(h, SEED_USERS.superAdmin.id) })).waiting_device_refund_count, before + 1);
});

test("rank and more-rank: devices, goods, shops by income, materials by units; top 10; paging", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  type Row = { rank: number; id: number; name: string; value: string; count: number };
  const mine = shopIdsOf(store, MANAGER.companyId);
  const sales = Object.values(store.printOrders).filter((o) => {
    const shop = store.printers[o.sn]?.shopId;
    return o.kind === "print" && o.pay_time !== null && o.status !== PRINT_ORDER_STATUS.REFUNDED && shop != null && mine.has(shop);
  });
  const devices = ok<{ type: string; list: Row[] }>(await h.call("GET", "/api/manage/rank?type=device&period=all", { token }));
  assert.equal(devices.type, "device");
  for (const row of devices.list) {
    const sn = Object.values(store.printers).find((p) => p.device_id === row.id)!.sn;
    const own = sales.filter((o) => o.sn === sn);
    assert.equal(row.count, own.length, row.name);
    assert.equal(cents(row.value), own.reduce((s, o) => s + cents(o.pay_money ?? 0), 0));
  }
  const values = devices.list.map((r) => cents(r.value));
  assert.deepEqual(values, [...values].sort((a, b) => b - a));

  const goods = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/rank?type=goods&period=all", { token }));
  assert.ok(goods.list.length > 0 && goods.list.length <= 10);
  const more = ok<{ list: Row[]; total: number }>(await h.call("GET", "/api/manage/more-rank?type=goods&period=all&limit=100", { token }));
  assert.deepEqual(more.list.slice(0, 10), goods.list);
  assert.equal(more.total, new Set(sales.filter((o) => o.goodsId !== null).map((o) => o.goodsId)).size);
  const p2 = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/more-rank?type=goods&period=all&limit=3&page=2", { token }));
  assert.deepEqual(p2.list, more.list.slice(3, 6));

  const shops = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/rank?type=shop&period=all", { token }));
  assert.deepEqual(new Set(shops.list.map((r) => r.id)), mine, "every shop of the company, none other");
  const platform = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/rank?type=shop&period=all", { token: tokenFor(h, SEED_USERS.admin.id) }));
  assert.equal(platform.list.length, Object.keys(store.shops).length);

  const materials = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/more-rank?type=material&period=all&limit=100", { token }));
  const units = Object.values(store.merchant.purchaseOrders)
    .filter((o) => o.order_type === "material" && mine.has(o.shopId) && o.pay_time !== null && [10, 20, 21, 99].includes(o.status))
    .reduce((s, o) => s + o.items.reduce((n, i) => n + i.num, 0), 0);
  assert.equal(materials.list.reduce((s, r) => s + r.count, 0), units);
  const en = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/rank?type=material&period=all", { token, headers: { language: "en" } }));
  if (en.list.length > 0) assert.doesNotMatch(en.list[0]!.name, /[\u4e00-\u9fff]/);

  // Default period is this month; "today" is a subset of it.
  const month = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/more-rank?type=device&limit=100", { token }));
  const today = ok<{ list: Row[] }>(await h.call("GET", "/api/manage/more-rank?type=device&period=today&limit=100", { token }));
  assert.ok(today.list.reduce((s, r) => s + r.count, 0) <= month.list.reduce((s, r) => s + r.count, 0));
  for (const q of ["type=user", "", "type=device&period=year", "type=device&limit=500"]) {
    assert.equal((await h.call("GET", `/api/manage/rank?${q}`, { token })).status, 422, q);
  }
});

test("month-profit-data: every day of the month with its income; month-statistics oldest first", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const mine = shopIdsOf(store, MANAGER.companyId);
  const dec = ok<{ month: string; total: string; list: { day: number; value: string }[] }>(await h.call("GET", "/api/manage/month-profit-data?month=2025-12", { token }));
  assert.equal(dec.list.length, 31);
  assert.deepEqual(dec.list.map((d) => d.day), Array.from({ length: 31 }, (_, i) => i + 1));
  const start = Date.UTC(2025, 11, 1) / 1000 - CHINA;
  assert.equal(cents(dec.total), income(store, mine, start, start + 31 * 86_400));
  assert.equal(dec.list.reduce((s, d) => s + cents(d.value), 0), cents(dec.total));
  assert.ok(cents(dec.total) > 0, "the seed sold something in December");
  dec.list.forEach((d, i) => assert.equal(cents(d.value), income(store, mine, start + i * 86_400, start + (i + 1) * 86_400), `day ${d.day}`));
  assert.equal(ok<{ list: unknown[] }>(await h.call("GET", "/api/manage/month-profit-data?month=2024-02", { token })).list.length, 29);
  for (const m of ["2025-13", "2025-1", "", "2025-12-01"]) {
    assert.equal((await h.call("GET", `/api/manage/month-profit-data?month=${m}`, { token })).status, 422, m);
  }

  type Stat = { month: string; income: string; order_count: number; refund_amount: string };
  const stats = ok<{ list: Stat[] }>(await h.call("GET", "/api/manage/month-statistics?months=3", { token }));
  assert.deepEqual(stats.list.map((s) => s.month), ["2025-11", "2025-12", "2026-01"]);
  assert.equal(stats.list[1]?.income, dec.total);
  assert.equal(ok<{ list: Stat[] }>(await h.call("GET", "/api/manage/month-statistics", { token })).list.length, 12);
  const refunds = Object.values(store.ledger).filter((e) => e.owner.kind === "shop" && mine.has(e.owner.id) && e.type === INCOME_TYPE.REFUND);
  const refundTotal = ok<{ list: Stat[] }>(await h.call("GET", "/api/manage/month-statistics?months=24", { token })).list.reduce((s, m) => s + cents(m.refund_amount), 0);
  assert.equal(refundTotal, -refunds.reduce((s, e) => s + cents(e.amount), 0));
  assert.equal((await h.call("GET", "/api/manage/month-statistics?months=25", { token })).status, 422);
});

test("income-list and coin-list: the caller's company's records, newest first, running balance, filters", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const mine = shopIdsOf(store, MANAGER.companyId);
  type Rec = { id: number; type: number; title: string; amount: string; balance: string; create_time: number };
  const all = ok<{ list: Rec[]; total: number; month_income: string; month_expense: string }>(await h.call("GET", "/api/manage/income-list?limit=100", { token }));
  const entries = Object.values(store.ledger).filter((e) => e.owner.kind === "shop" && e.currency === "money" && mine.has(e.owner.id));
  assert.equal(all.total, entries.length);
  assert.equal(cents(all.list[0]!.balance), withdrawableCents(store, MANAGER.companyId), "the newest record's balance is the withdrawable balance");
  assert.deepEqual(new Set(all.list.map((r) => r.type)), new Set(entries.map((e) => e.type)));
  assert.ok(all.list.some((r) => r.type === INCOME_TYPE.INVITE) && all.list.some((r) => r.type === INCOME_TYPE.WITHDRAW_RETURN));
  for (let i = 1; i < all.list.length; i++) assert.ok(all.list[i - 1]!.create_time >= all.list[i]!.create_time);

  const dec = ok<{ list: Rec[]; month_income: string; month_expense: string }>(await h.call("GET", "/api/manage/income-list?month=2025-12&limit=100", { token }));
  const start = Date.UTC(2025, 11, 1) / 1000 - CHINA;
  const inDec = entries.filter((e) => e.create_time >= start && e.create_time < start + 31 * 86_400);
  assert.equal(dec.list.length, inDec.length);
  assert.equal(cents(dec.month_income), inDec.filter((e) => cents(e.amount) > 0).reduce((s, e) => s + cents(e.amount), 0));
  assert.equal(cents(dec.month_expense), -inDec.filter((e) => cents(e.amount) < 0).reduce((s, e) => s + cents(e.amount), 0));
  // The month chart (issue 16): the last 12 months, the current one last, each month's in and out
  // of every type, the same sums as the month's totals.
  type Months = { months: { month: string; income: string; expense: string }[] };
  const chart = ok<Months & { month_income: string; month_expense: string }>(await h.call("GET", "/api/manage/income-list?month=2025-12&type=1&limit=1", { token }));
  assert.equal(chart.months.length, 12);
  assert.equal(chart.months.at(-1)?.month, new Date(h.clock.now() + CHINA * 1000).toISOString().slice(0, 7));
  for (let i = 1; i < chart.months.length; i++) assert.ok(chart.months[i - 1]!.month < chart.months[i]!.month);
  const decMonth = chart.months.find((m) => m.month === "2025-12");
  assert.ok(decMonth, "December is one of the last 12 months at the seed's now");
  assert.deepEqual([decMonth.income, decMonth.expense], [dec.month_income, dec.month_expense]);
  assert.deepEqual([chart.month_income, chart.month_expense], [dec.month_income, dec.month_expense], "a type filter narrows the records, not the totals");
  const orders = ok<{ list: Rec[] }>(await h.call("GET", "/api/manage/income-list?type=1&limit=5", { token, headers: { language: "en" } }));
  assert.ok(orders.list.every((r) => r.type === 1 && r.title === "Print order"));

  type Coin = { coins: number; balance: number; type: number };
  const coins = ok<{ list: Coin[]; total: number }>(await h.call("GET", "/api/manage/coin-list?limit=100", { token }));
  const coinEntries = Object.values(store.ledger).filter((e) => e.owner.kind === "shop" && e.currency === "coins" && mine.has(e.owner.id));
  assert.equal(coins.total, coinEntries.length);
  assert.ok(coins.total > 0);
  assert.equal(coins.list[0]?.balance, coinEntries.reduce((s, e) => s + Number(e.amount), 0));
  type CoinTotals = { coins_in: number; coins_out: number; months: { month: string; coins_in: number; coins_out: number }[] };
  const coinAll = ok<CoinTotals>(await h.call("GET", "/api/manage/coin-list?limit=1", { token }));
  assert.equal(coinAll.coins_in, coinEntries.filter((e) => Number(e.amount) > 0).reduce((s, e) => s + Number(e.amount), 0));
  assert.equal(coinAll.coins_out, 0 - coinEntries.filter((e) => Number(e.amount) < 0).reduce((s, e) => s + Number(e.amount), 0));
  assert.equal(coinAll.months.length, 12);
  for (const m of coinAll.months) {
    const inMonth = ok<CoinTotals>(await h.call("GET", `/api/manage/coin-list?month=${m.month}&limit=1`, { token }));
    assert.deepEqual([inMonth.coins_in, inMonth.coins_out], [m.coins_in, m.coins_out], m.month);
  }
  assert.ok(coinAll.months.some((m) => m.coins_in > 0), "the seeded coins show on the chart");

  // Company 2 sees only its own; a level-1 admin without a company has no records.
  const theirs = ok<{ list: Rec[] }>(await h.call("GET", "/api/manage/income-list?limit=100", { token: tokenFor(h, company2Merchant(h).id) }));
  assert.ok(theirs.list.every((r) => !entries.some((e) => e.id === r.id)));
  assert.equal(ok<{ total: number }>(await h.call("GET", "/api/manage/income-list", { token: tokenFor(h, SEED_USERS.privileged.id) })).total, 0);
  for (const q of ["type=9", "month=2025-00", "limit=0"]) {
    assert.equal((await h.call("GET", `/api/manage/income-list?${q}`, { token })).status, 422, q);
    assert.equal((await h.call("GET", `/api/manage/coin-list?${q}`, { token })).status, 422, q);
  }
});

test("invite-info and invite-list: code, absolute link, totals; invitees' mobiles masked", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const info = ok<{ invite_code: string; invite_url: string; invite_count: number; reward_total: string }>(await h.call("GET", "/api/manage/invite-info", { token }));
  assert.match(info.invite_code, /^[2-9A-HJKMNP-Z]{7}$/);
  assert.equal(info.invite_url, `${h.base}/join?invite_code=${info.invite_code}`);
  assert.ok(info.invite_count >= 6);
  const list = ok<{ list: { mobile: string; reward: string; nickname: string }[]; total: number }>(await h.call("GET", "/api/manage/invite-list?limit=100", { token }));
  assert.equal(list.total, info.invite_count);
  assert.equal(list.list.reduce((s, i) => s + cents(i.reward), 0), cents(info.reward_total));
  assert.ok(list.list.every((i) => /^1\d{2}\*{4}\d{4}$/.test(i.mobile)));
  const rewards = Object.values(h.api.store.ledger).filter((e) => e.type === INCOME_TYPE.INVITE).reduce((s, e) => s + cents(e.amount), 0);
  assert.equal(rewards, cents(info.reward_total), "every reward was paid into the company's income");

  const other = tokenFor(h, company2Merchant(h).id);
  const theirs = ok<{ invite_code: string; invite_count: number }>(await h.call("GET", "/api/manage/invite-info", { token: other }));
  assert.notEqual(theirs.invite_code, info.invite_code);
  assert.equal(theirs.invite_count, 0);
  assert.equal(ok<{ total: number }>(await h.call("GET", "/api/manage/invite-list", { token: other })).total, 0);
  assert.equal((await h.call("GET", "/api/manage/invite-info?x=1", { token })).status, 422);
  assert.equal((await h.call("GET", "/api/manage/invite-list", {})).status, 401);
});

test("the stats calls change nothing", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, SEED_USERS.superAdmin.id);
  const before = snapshot(h);
  for (const path of ["index", "rank?type=shop", "more-rank?type=goods", "month-profit-data?month=2026-01", "month-statistics", "income-list", "coin-list", "invite-info", "invite-list"]) {
    ok(await h.call("GET", `/api/manage/${path}`, { token }));
  }
  assert.equal(snapshot(h), before);
});

