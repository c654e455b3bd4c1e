/** §4/§5/§9 orders and payment through real HTTP: make, payment 30/70/coupons, is-pay, user-order, expiry, IDOR. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SETTINGS } from "../../mock-api/devices.ts";
import { SEED_OFFERS } from "../../mock-api/seed/commerce.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { SN, SN_NO_WEIXIN, startCommerce, STATUS, WORK } from "./commerce-fixture.ts";

const U1 = SEED_USERS.customer.id;

test("make → payment 30 → is-pay → user-order: one debit, shop income, sales, a print job", async (t) => {
  const h = await startCommerce(t);
  const sold = h.api.store.goods[String(WORK.odd.id)]?.sell_count;
  const made = await h.make(h.customer);
  assert.match(made.sn, /^T\d{14}\d{6}$/);
  assert.equal(made.money, "12.35");
  assert.equal(made.coins_money, 5);
  const before = await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: h.customer });
  assert.deepEqual(before.json?.data, { is_pay: false });

  const paid = await h.pay(h.customer, made.sn, 30);
  assert.equal(paid.json?.errorCode, 0, paid.text);
  assert.deepEqual(paid.json?.data, { is_pay: true, order_sn: made.sn });
  assert.equal(h.user(U1).total_money, "13.45");
  const after = await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: h.customer });
  assert.deepEqual(after.json?.data, { is_pay: true });

  const list = await h.call("GET", "/api/tanghua/user-order?page=1&limit=5", { token: h.customer });
  const rows = (list.json?.data as { list: { order_sn: string; status: number; pay_money: string; pay_type: number; status_text: string }[] }).list;
  assert.equal(rows[0]?.order_sn, made.sn, "newest first");
  assert.equal(rows[0]?.status, STATUS.PAID);
  assert.equal(rows[0]?.pay_money, "12.35");
  assert.equal(rows[0]?.pay_type, 30);
  assert.equal(rows[0]?.status_text, "已支付，排队中");

  const ledger = h.entries(made.sn);
  assert.deepEqual(ledger.map((e) => [e.owner.kind, e.currency, e.amount]), [["user", "money", "-12.35"], ["shop", "money", "12.35"]]);
  assert.equal(h.api.store.goods[String(WORK.odd.id)]?.sell_count, (sold ?? 0) + 1);
  assert.equal(h.jobs.length, 1);
  assert.equal(h.jobs[0]?.order_sn, made.sn);
  assert.equal(h.jobs[0]?.sn, SN);
});

test("pay type 70 spends the machine's coins first, then the payer's; no coins price or too few → refused", async (t) => {
  const h = await startCommerce(t);
  const printer = h.api.store.printers[SN];
  assert.ok(printer);
  printer.coins = 2; // inserted at the machine
  const made = await h.make(h.customer); // 5 coins
  const paid = await h.pay(h.customer, made.sn, 70);
  assert.deepEqual(paid.json?.data, { is_pay: true, order_sn: made.sn });
  assert.equal(printer.coins, 0);
  assert.deepEqual(h.user(U1), { total_money: "25.80", coins: 0 }, "3 of the user's own coins, no money");
  const o = h.order(made.sn);
  assert.equal(o.coins_money, 5);
  assert.equal(o.pay_money, "0.00");
  assert.deepEqual(h.entries(made.sn).map((e) => [e.owner.kind, e.currency, e.amount]), [["user", "coins", "-3"], ["shop", "coins", "5"]]);
  assert.equal(h.jobs.length, 1);

  const noCoinsPrice = await h.make(h.customer, WORK.dear.id);
  const a = await h.pay(h.customer, noCoinsPrice.sn, 70);
  assert.deepEqual([a.status, a.json?.errorCode, a.json?.msg], [200, 1, "该图案不支持金币支付"]);
  const tooFew = await h.make(h.customer);
  const b = await h.pay(h.customer, tooFew.sn, 70, undefined);
  assert.deepEqual([b.json?.errorCode, b.json?.msg], [1, "金币不足"]);
  // §5: a coupon with coins is refused by the contract (422 names the field).
  const c = await h.pay(h.customer, tooFew.sn, 70, h.couponOf(U1, SEED_OFFERS.welcomeFree));
  assert.equal(c.status, 422);
  assert.match(c.json?.msg ?? "", /coupon_id/);
});

test("a free coupon pays 0.00; a discount coupon halves (2 decimals, coins rounded up); each is used once", async (t) => {
  const h = await startCommerce(t);
  const free = h.couponOf(U1, SEED_OFFERS.welcomeFree);
  const a = await h.make(h.customer);
  const paidFree = await h.pay(h.customer, a.sn, 30, free);
  assert.equal(paidFree.json?.errorCode, 0, paidFree.text);
  assert.equal(h.order(a.sn).pay_money, "0.00");
  assert.equal(h.order(a.sn).coupon_id, free);
  assert.equal(h.user(U1).total_money, "25.80", "nothing debited");
  assert.deepEqual(h.entries(a.sn), [], "no money moved");
  const info = await h.call("GET", `/api/coupon/info?id=${free}`, { token: h.customer });
  assert.deepEqual([(info.json?.data as { status: number }).status, (info.json?.data as { order_sn: string }).order_sn], [1, a.sn]);

  const half = h.couponOf(U1, SEED_OFFERS.weekendHalf);
  const b = await h.make(h.customer);
  const paidHalf = await h.pay(h.customer, b.sn, 30, half);
  assert.equal(paidHalf.json?.errorCode, 0, paidHalf.text);
  const shown = await h.call("GET", `/api/tanghua/order-info?order_id=${h.order(b.sn).id}`, { token: h.customer });
  const o = shown.json?.data as { money: string; pay_money: string; price: string; coins_price: number; coupon_id: number };
  assert.deepEqual([o.price, o.money, o.pay_money, o.coins_price, o.coupon_id], ["12.35", "6.18", "6.18", 3, half]);
  assert.equal(h.user(U1).total_money, "19.62");

  const c = await h.make(h.customer);
  const again = await h.pay(h.customer, c.sn, 30, half);
  assert.deepEqual([again.json?.errorCode, again.json?.msg], [1, "优惠券已使用"]);
  assert.equal(h.order(c.sn).status, STATUS.UNPAID);
});

test("coupon rules: another user's, expired, not for this printer → refused with nothing changed", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  const cases: [string, number, string][] = [
    ["another user's", h.couponOf(SEED_USERS.privileged.id, SEED_OFFERS.welcomeFree), "优惠券不存在"],
    ["expired", h.couponOf(U1, SEED_OFFERS.nationalDayFree), "优惠券已过期"],
    ["SIM-0003 only", h.couponOf(U1, SEED_OFFERS.laifushiHalf), "该优惠券不能在此设备使用"],
    ["company 2's", h.couponOf(U1, SEED_OFFERS.sweetHalf), "该优惠券不能在此设备使用"],
    ["no such coupon", 99_999, "优惠券不存在"],
  ];
  for (const [name, id, msg] of cases) {
    const before = JSON.stringify(h.api.store);
    const a = await h.pay(h.customer, made.sn, 30, id);
    assert.deepEqual([a.json?.errorCode, a.json?.msg], [1, msg], name);
    assert.equal(JSON.stringify(h.api.store), before, `${name}: nothing changed`);
  }
});

test("insufficient balance → errorCode 1 余额不足 and nothing changes", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer, WORK.dear.id);
  const before = JSON.stringify(h.api.store);
  const a = await h.pay(h.customer, made.sn, 30);
  assert.deepEqual([a.status, a.json?.errorCode, a.json?.msg, a.json?.data], [200, 1, "余额不足", null]);
  assert.equal(JSON.stringify(h.api.store), before);
  const en = await h.call("POST", "/api/order/payment", { token: h.customer, headers: { language: "en" }, body: { sn: made.sn, pay_type: 30 } });
  assert.equal(en.json?.msg, "Insufficient balance");
  assert.equal(h.jobs.length, 0);
});

test("paying twice debits once: the second is 订单已支付", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  assert.equal((await h.pay(h.customer, made.sn, 30)).json?.errorCode, 0);
  const again = await h.pay(h.customer, made.sn, 30);
  assert.deepEqual([again.json?.errorCode, again.json?.msg], [1, "订单已支付"]);
  const wx = await h.pay(h.customer, made.sn, 61);
  assert.deepEqual([wx.json?.errorCode, wx.json?.msg], [1, "订单已支付"]);
  assert.equal(h.user(U1).total_money, "13.45");
  assert.equal(h.entries(made.sn).length, 2);
  assert.equal(h.jobs.length, 1);
});

test("expiry: past orderExpiryMs payment is refused and the order shows CLOSED", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  h.clock.advance(DEFAULT_SETTINGS.orderExpiryMs - 1);
  const stillOpen = await h.call("GET", `/api/tanghua/order-info?order_id=${h.order(made.sn).id}`, { token: h.customer });
  assert.equal((stillOpen.json?.data as { status: number }).status, STATUS.UNPAID);
  h.clock.advance(1);
  const a = await h.pay(h.customer, made.sn, 30);
  assert.deepEqual([a.json?.errorCode, a.json?.msg], [1, "订单已超时关闭，请重新下单"]);
  assert.equal(h.user(U1).total_money, "25.80");
  const info = await h.call("GET", `/api/tanghua/order-info?order_id=${h.order(made.sn).id}`, { token: h.customer });
  assert.deepEqual([(info.json?.data as { status: number }).status, (info.json?.data as { status_text: string }).status_text], [STATUS.CLOSED, "已关闭"]);
  assert.equal(h.order(made.sn).status, STATUS.CLOSED, "written down by the next successful order call");
  assert.deepEqual((await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: h.customer })).json?.data, { is_pay: false });
  const closed = await h.call("GET", `/api/tanghua/user-order?status=${STATUS.CLOSED}&limit=100`, { token: h.customer });
  assert.ok((closed.json?.data as { list: { order_sn: string }[] }).list.some((o) => o.order_sn === made.sn));
});

test("settings.orderExpiryMs is configurable", async (t) => {
  const h = await startCommerce(t, { settings: { orderExpiryMs: 60_000 } });
  const made = await h.make(h.customer);
  h.clock.advance(60_000);
  assert.equal((await h.pay(h.customer, made.sn, 30)).json?.errorCode, 1);
});

test("IDOR: another user's order sn or id → refused with no data and no change", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const id = h.order(made.sn).id;
  const before = JSON.stringify(h.api.store);
  const calls = [
    await h.pay(other, made.sn, 30),
    await h.pay(other, made.sn, 61),
    await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: other }),
    await h.call("GET", `/api/tanghua/order-info?order_id=${id}`, { token: other }),
    await h.call("POST", "/api/tanghua/apply-refund", { token: other, body: { order_id: id, reason: "想退" } }),
  ];
  for (const a of calls) assert.deepEqual([a.status, a.json?.errorCode, a.json?.msg, a.json?.data], [200, 1, "订单不存在", null]);
  assert.equal(JSON.stringify(h.api.store), before);
  const list = await h.call("GET", "/api/tanghua/user-order?limit=100", { token: other });
  assert.ok(!(list.json?.data as { list: { order_sn: string }[] }).list.some((o) => o.order_sn === made.sn));
  assert.equal((await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`)).status, 401);
});

test("make refuses unknown, unbound, deleted and unlisted targets; egg heads order on their printer", async (t) => {
  const h = await startCommerce(t);
  const store = h.api.store;
  const body = (target_id: number, sn: string, type = "sugar") => ({ token: h.customer, body: { target_id, target_type: "goods", print_param: { sn, type } } });
  const deleted = Object.values(store.goods).find((g) => g.deleted);
  const company2 = Object.values(store.goods).find((g) => g.shopId === 4);
  const private_ = Object.values(store.goods).find((g) => g.ownerId === SEED_USERS.privileged.id && g.shopId !== null);
  assert.ok(deleted && company2 && private_);
  const cases: [string, ReturnType<typeof body>, string][] = [
    ["unknown printer", body(WORK.odd.id, "SIM-9999"), "设备不存在"],
    ["__proto__ printer", body(WORK.odd.id, "__proto__"), "设备不存在"],
    ["unbound printer", body(WORK.odd.id, "SIM-0006"), "设备未绑定店铺，暂时无法下单"],
    ["unknown work", body(123_456, SN), "图案不存在或已删除"],
    ["deleted work", body(deleted.id, SN), "图案不存在或已删除"],
    ["another company's work", body(company2.id, SN), "该图案不能在此设备打印"],
    ["egg head of nothing", body(WORK.odd.id, "EGG-9999", "egg"), "设备不存在"],
  ];
  for (const [name, o, msg] of cases) {
    const before = JSON.stringify(store);
    const a = await h.call("POST", "/api/order/make", o);
    assert.deepEqual([a.json?.errorCode, a.json?.msg], [1, msg], name);
    assert.equal(JSON.stringify(store), before, name);
  }
  // A work made on company 1's printers prints on all of them, by anyone.
  assert.equal((await h.call("POST", "/api/order/make", body(private_.id, "SIM-0004"))).json?.errorCode, 0);
  const egg = await h.call("POST", "/api/order/make", body(WORK.odd.id, "EGG-0003", "egg"));
  assert.equal(egg.json?.errorCode, 0, egg.text);
  const o = h.order((egg.json?.data as { sn: string }).sn);
  assert.deepEqual([o.sn, o.print_type], ["EGG-0003", "egg"]);
  assert.equal((await h.pay(h.customer, o.order_sn, 30)).json?.errorCode, 0);
  assert.equal(h.jobs.at(-1)?.sn, "EGG-0003", "the job goes to the egg head");
  const anon = await h.call("POST", "/api/order/make", { body: body(WORK.odd.id, SN).body });
  assert.equal(anon.status, 401);
});

test("user-order filters by status and printer and pages; seeded orders of every status are there", async (t) => {
  const h = await startCommerce(t);
  const all = await h.call("GET", "/api/tanghua/user-order?limit=100", { token: h.customer });
  const data = all.json?.data as { list: { status: number; sn: string; create_time: number }[]; total: number; page: number; limit: number };
  assert.equal(data.total, data.list.length);
  const statuses = new Set(data.list.map((o) => o.status));
  for (const s of Object.values(STATUS)) assert.ok(statuses.has(s), `status ${s} seeded for customer 1`);
  const times = data.list.map((o) => o.create_time);
  assert.deepEqual(times, [...times].sort((a, b) => b - a));
  const failed = await h.call("GET", `/api/tanghua/user-order?status=${STATUS.PRINT_FAILED}`, { token: h.customer });
  assert.ok((failed.json?.data as { list: { status: number }[] }).list.every((o) => o.status === STATUS.PRINT_FAILED));
  const onSn = await h.call("GET", `/api/tanghua/user-order?sn=${SN_NO_WEIXIN}&limit=100`, { token: h.customer });
  assert.ok((onSn.json?.data as { list: { sn: string }[] }).list.every((o) => o.sn === SN_NO_WEIXIN));
  const onSim3 = await h.call("GET", "/api/tanghua/user-order?sn=SIM-0003&limit=100", { token: h.customer });
  assert.ok((onSim3.json?.data as { list: { sn: string }[] }).list.some((o) => o.sn === "EGG-0003"), "its egg head's orders too");
  const page2 = await h.call("GET", "/api/tanghua/user-order?page=2&limit=3", { token: h.customer });
  assert.deepEqual((page2.json?.data as { list: unknown[] }).list, data.list.slice(3, 6));
  const bad = await h.call("GET", "/api/tanghua/user-order?status=5", { token: h.customer });
  assert.equal(bad.status, 422);
});

test("order-info: the caller's order with its refund; unknown id refused", async (t) => {
  const h = await startCommerce(t);
  const withRefund = Object.values(h.api.store.printOrders).find((o) => o.userId === U1 && o.refund_status === 40);
  assert.ok(withRefund);
  const a = await h.call("GET", `/api/tanghua/order-info?order_id=${withRefund.id}`, { token: h.customer, headers: { language: "en" } });
  const o = a.json?.data as { refund: { status: number; remark: string; reason: string }; status_text: string };
  assert.equal(o.refund.status, 40);
  assert.ok(o.refund.remark.length > 0, "a rejection says why");
  assert.equal(o.status_text, "Completed");
  const none = await h.call("GET", "/api/tanghua/order-info?order_id=999999", { token: h.customer });
  assert.deepEqual([none.json?.errorCode, none.json?.msg], [1, "订单不存在"]);
});
