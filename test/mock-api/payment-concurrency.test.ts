/**
 * Issue 3 checks: 200 concurrent payments of one order → exactly one debit; 200 concurrent uses
 * of one coupon (across 200 orders of the same user) → used once. Real HTTP, real sockets.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_OFFERS } from "../../mock-api/seed/commerce.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startCommerce, STATUS, WORK } from "./commerce-fixture.ts";

const N = 200;
const U1 = SEED_USERS.customer.id;
/** N unpaid orders of one customer at once: above the default cap on open orders (issue 12 item 7). */
const PILE = { settings: { maxOpenOrders: N } };

test(`${N} concurrent payments of one order: one PAID, one debit, one ledger entry, one job`, async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  const answers = await Promise.all(Array.from({ length: N }, () => h.pay(h.customer, made.sn, 30)));
  const ok = answers.filter((a) => a.json?.errorCode === 0);
  const refused = answers.filter((a) => a.json?.errorCode === 1);
  assert.equal(ok.length, 1);
  assert.equal(refused.length, N - 1);
  assert.ok(refused.every((a) => a.status === 200 && a.json?.msg === "订单已支付"));
  assert.equal(h.user(U1).total_money, "13.45", "25.80 - 12.35, once");
  assert.equal(h.order(made.sn).status, STATUS.PAID);
  const userEntries = h.entries(made.sn).filter((e) => e.owner.kind === "user");
  assert.equal(userEntries.length, 1);
  assert.equal(h.entries(made.sn).length, 2, "the user's debit and the shop's income");
  assert.equal(h.jobs.length, 1);
});

test(`${N} concurrent uses of one coupon across ${N} orders: the coupon pays for exactly one`, async (t) => {
  const h = await startCommerce(t, PILE);
  const coupon = h.couponOf(U1, SEED_OFFERS.welcomeFree);
  const orders: string[] = [];
  for (let i = 0; i < N; i++) orders.push((await h.make(h.customer, WORK.cheap.id)).sn);
  const answers = await Promise.all(orders.map((sn) => h.pay(h.customer, sn, 30, coupon)));
  const ok = answers.filter((a) => a.json?.errorCode === 0);
  assert.equal(ok.length, 1);
  assert.ok(answers.filter((a) => a.json?.errorCode !== 0).every((a) => a.json?.msg === "优惠券已使用"));
  const paid = orders.filter((sn) => h.order(sn).status === STATUS.PAID);
  assert.equal(paid.length, 1);
  const c = h.api.store.customer.coupons[String(coupon)];
  assert.equal(c?.order_sn, paid[0]);
  assert.ok(c?.use_time !== null);
  assert.equal(Object.values(h.api.store.printOrders).filter((o) => o.coupon_id === coupon && o.userId === U1 && orders.includes(o.order_sn)).length, 1);
  assert.equal(h.user(U1).total_money, "25.80", "free: nothing debited");
  assert.equal(h.jobs.length, 1);
});

test(`${N} concurrent balance payments of ${N} different orders never overdraw`, async (t) => {
  const h = await startCommerce(t, PILE);
  // 25.80 buys 64 prints at 0.40 (25.60), with 0.20 left.
  const orders: string[] = [];
  for (let i = 0; i < N; i++) orders.push((await h.make(h.customer, WORK.cheap.id)).sn);
  const answers = await Promise.all(orders.map((sn) => h.pay(h.customer, sn, 30)));
  assert.equal(answers.filter((a) => a.json?.errorCode === 0).length, 64);
  assert.equal(answers.filter((a) => a.json?.msg === "余额不足").length, N - 64);
  assert.equal(h.user(U1).total_money, "0.20");
});
