/** tanghua/apply-refund rules, payBackRefund (what manage-order confirm-refund calls), and the seeded ledger. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { REFUND_STATUS } from "../../web/contract/http/order.ts";
import { ledgerBalance } from "../../mock-api/commerce/ledger.ts";
import { payBackRefund } from "../../mock-api/commerce/refunds.ts";
import { SEED_OFFERS } from "../../mock-api/seed/commerce.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { startCommerce, STATUS } from "./commerce-fixture.ts";

const U1 = SEED_USERS.customer.id;

interface Shown {
  id: number;
  status: number;
  refund_status: number;
  refund: { status: number; reason: string; images: string[] } | null;
}

test("apply-refund: a paid order gets an APPLYING refund; a second one while it is open is refused", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  await h.pay(h.customer, made.sn, 30);
  const id = h.order(made.sn).id;
  const a = await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body: { order_id: id, reason: "  糖画碎了  ", images: ["/uploads/ab12.png"] } });
  assert.equal(a.json?.errorCode, 0, a.text);
  const o = a.json?.data as Shown;
  assert.deepEqual([o.status, o.refund_status, o.refund?.status, o.refund?.reason, o.refund?.images], [STATUS.PAID, 10, 10, "糖画碎了", ["/uploads/ab12.png"]]);
  const row = Object.values(h.api.store.refunds).find((r) => r.order_sn === made.sn);
  assert.deepEqual([row?.order_type, row?.amount, row?.coins, row?.userId, row?.shopId], ["tanghua", "12.35", null, U1, 1]);
  const again = await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body: { order_id: id, reason: "再申请" } });
  assert.deepEqual([again.json?.errorCode, again.json?.msg], [1, "该订单已有退款申请在处理中"]);
  // Rejected by the platform: the customer may apply again.
  assert.ok(row);
  row.status = REFUND_STATUS.REJECTED;
  const third = await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body: { order_id: id, reason: "补充说明" } });
  assert.equal(third.json?.errorCode, 0, third.text);
});

test("apply-refund refuses unpaid, closed, free and already-refunded orders, and bad bodies", async (t) => {
  const h = await startCommerce(t);
  const unpaid = await h.make(h.customer);
  const free = await h.make(h.customer);
  await h.pay(h.customer, free.sn, 30, h.couponOf(U1, SEED_OFFERS.welcomeFree));
  const refunded = Object.values(h.api.store.printOrders).find((o) => o.userId === U1 && o.status === STATUS.REFUNDED);
  const closed = Object.values(h.api.store.printOrders).find((o) => o.userId === U1 && o.status === STATUS.CLOSED);
  assert.ok(refunded && closed);
  const cases: [string, number, string][] = [
    ["unpaid", h.order(unpaid.sn).id, "该订单当前状态不能申请退款"],
    ["closed", closed.id, "该订单当前状态不能申请退款"],
    ["refunded", refunded.id, "该订单当前状态不能申请退款"],
    ["free", h.order(free.sn).id, "该订单没有可退的金额"],
  ];
  for (const [name, order_id, msg] of cases) {
    const before = JSON.stringify(h.api.store);
    const a = await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body: { order_id, reason: "想退款" } });
    assert.deepEqual([a.json?.errorCode, a.json?.msg], [1, msg], name);
    assert.equal(JSON.stringify(h.api.store), before, name);
  }
  const id = h.order(unpaid.sn).id;
  for (const body of [{ order_id: id }, { order_id: id, reason: "   " }, { order_id: id, reason: "x", images: Array(7).fill("/a.png") }, { order_id: id, reason: "x", images: ["javascript:alert(1)"] }]) {
    assert.equal((await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body })).status, 422, JSON.stringify(body));
  }
});

test("payBackRefund: money back to the balance, coins back to the payer's coins, with ledger entries; once only", async (t) => {
  const h = await startCommerce(t);
  const money = await h.make(h.customer);
  await h.pay(h.customer, money.sn, 30);
  const coins = await h.make(h.customer, 9003); // 1 coin
  await h.pay(h.customer, coins.sn, 70);
  assert.deepEqual(h.user(U1), { total_money: "13.45", coins: 2 });
  for (const sn of [money.sn, coins.sn]) {
    await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body: { order_id: h.order(sn).id, reason: "没有打印出来" } });
  }
  const rows = Object.values(h.api.store.refunds).filter((r) => r.order_sn === money.sn || r.order_sn === coins.sn);
  assert.equal(rows.length, 2);
  const shopBefore = ledgerBalance(h.api.store, { kind: "shop", id: 1 }, "money");
  for (const r of rows) {
    r.status = REFUND_STATUS.APPROVED; // the platform's audit (manage-order)
    assert.equal(payBackRefund(h.api.store, r, h.clock.now()), true);
    assert.equal(payBackRefund(h.api.store, r, h.clock.now()), false, "paid back once");
  }
  assert.deepEqual(h.user(U1), { total_money: "25.80", coins: 3 });
  assert.equal(ledgerBalance(h.api.store, { kind: "shop", id: 1 }, "money"), (Number(shopBefore) - 12.35).toFixed(2));
  for (const sn of [money.sn, coins.sn]) {
    const o = h.order(sn);
    assert.deepEqual([o.status, o.refund_status], [STATUS.REFUNDED, REFUND_STATUS.REFUNDED]);
  }
  assert.deepEqual(h.entries(money.sn).map((e) => [e.owner.kind, e.amount]), [["user", "-12.35"], ["shop", "12.35"], ["user", "12.35"], ["shop", "-12.35"]]);
  assert.deepEqual(h.entries(coins.sn).map((e) => [e.owner.kind, e.currency, e.amount]), [["user", "coins", "-1"], ["shop", "coins", "1"], ["user", "coins", "1"], ["shop", "coins", "-1"]]);
  const shown = await h.call("GET", `/api/tanghua/order-info?order_id=${h.order(money.sn).id}`, { token: h.customer });
  assert.equal((shown.json?.data as Shown).refund?.status, REFUND_STATUS.REFUNDED);
});

test("seeded: customers 1 and 2 have orders in every status; refunds in every state; orders agree with their refunds", () => {
  const store = createStore(1);
  for (const user of [U1, SEED_USERS.privileged.id]) {
    const statuses = new Set(Object.values(store.printOrders).filter((o) => o.userId === user && o.kind === "print").map((o) => o.status));
    for (const s of Object.values(STATUS)) assert.ok(statuses.has(s), `user ${user}: status ${s}`);
    const sns = new Set(Object.values(store.printOrders).filter((o) => o.userId === user).map((o) => o.sn));
    for (const sn of ["SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004"]) assert.ok(sns.has(sn), `user ${user} on ${sn}`);
  }
  const mine = Object.values(store.refunds).filter((r) => r.userId === U1 && r.order_type === "tanghua");
  for (const s of Object.values(REFUND_STATUS)) assert.ok(mine.some((r) => r.status === s), `refund status ${s}`);
  for (const r of Object.values(store.refunds).filter((x) => x.order_type === "tanghua")) {
    const o = store.printOrders[String(r.orderId)];
    assert.equal(o?.refundId, r.id);
    assert.equal(o?.refund_status, r.status);
    assert.equal(o?.status === STATUS.REFUNDED, r.status === REFUND_STATUS.REFUNDED);
  }
});

test("seeded ledger: every user's last entry is their balance and coins; entries chain; every seed", () => {
  for (const seed of [1, 2, 3, 42, 2026]) {
    const store = createStore(seed);
    for (const u of Object.values(SEED_USERS)) {
      const user = store.users[String(u.id)];
      assert.deepEqual([user?.total_money, user?.coins], [u.total_money, u.coins], `seed ${seed} user ${u.id}`);
      assert.equal(ledgerBalance(store, { kind: "user", id: u.id }, "money"), u.total_money, `seed ${seed} user ${u.id} money`);
      assert.equal(ledgerBalance(store, { kind: "user", id: u.id }, "coins"), String(u.coins), `seed ${seed} user ${u.id} coins`);
    }
    // Each wallet's entries chain: previous balance + amount = balance, never below zero.
    const last = new Map<string, number>();
    for (const e of Object.values(store.ledger).filter((x) => x.owner.kind === "user")) {
      const key = `${e.owner.kind}:${e.owner.id}:${e.currency}`;
      const prev = last.get(key) ?? 0;
      const after = Math.round((prev + Number(e.amount)) * 100) / 100;
      assert.equal(Number(e.balance), after, `seed ${seed} entry ${e.id} (${key})`);
      assert.ok(after >= 0, `seed ${seed} entry ${e.id}: ${key} below zero`);
      last.set(key, after);
    }
  }
});
