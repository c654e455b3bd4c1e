/**
 * order/cancel (issue 11, contract order.ts): the caller's unpaid order closes, once; someone
 * else's is no order; a paid one is refused; a WeChat payment waiting for it is withdrawn.
 * And order/make answers the order's expire_time for the order pages' countdown.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { completeWeixinPayment } from "../../mock-api/commerce/payments.ts";
import { DEFAULT_SETTINGS } from "../../mock-api/devices.ts";
import { SEED_OFFERS } from "../../mock-api/seed/commerce.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startCommerce, STATUS } from "./commerce-fixture.ts";

const U1 = SEED_USERS.customer.id;

test("cancel closes an unpaid order; a second cancel answers the same; payment is then refused", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  const expire = (made as { expire_time?: number }).expire_time;
  assert.equal(expire, Math.floor((h.clock.now() + DEFAULT_SETTINGS.orderExpiryMs) / 1000), "make says when it closes");
  const cancel = () => h.call("POST", "/api/order/cancel", { token: h.customer, body: { order_sn: made.sn } });
  const a = await cancel();
  assert.deepEqual([a.json?.errorCode, a.json?.data], [0, { order_sn: made.sn, status: STATUS.CLOSED }], a.text);
  assert.equal(h.order(made.sn).status, STATUS.CLOSED);
  const b = await cancel();
  assert.deepEqual([b.json?.errorCode, b.json?.data], [0, { order_sn: made.sn, status: STATUS.CLOSED }], "idempotent");
  const paid = await h.pay(h.customer, made.sn, 30);
  assert.equal(paid.json?.errorCode, 1);
  assert.equal(h.user(U1).total_money, "25.80", "nothing debited");
  const list = await h.call("GET", "/api/tanghua/user-order?page=1&limit=5", { token: h.customer });
  const row = (list.json?.data as { list: { order_sn: string; status: number }[] }).list.find((o) => o.order_sn === made.sn);
  assert.equal(row?.status, STATUS.CLOSED);
});

test("cancel: someone else's order is no order, a paid one is refused, an expired one answers closed", async (t) => {
  const h = await startCommerce(t);
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const made = await h.make(h.customer);
  const theirs = await h.call("POST", "/api/order/cancel", { token: other, body: { order_sn: made.sn } });
  assert.deepEqual([theirs.json?.errorCode, theirs.json?.msg], [1, "订单不存在"]);
  assert.equal(h.order(made.sn).status, STATUS.UNPAID, "untouched");

  assert.equal((await h.pay(h.customer, made.sn, 30)).json?.errorCode, 0);
  const paid = await h.call("POST", "/api/order/cancel", { token: h.customer, body: { order_sn: made.sn } });
  assert.deepEqual([paid.json?.errorCode, paid.json?.msg], [1, "订单已支付，不能取消，可申请退款"]);
  assert.equal(h.order(made.sn).status, STATUS.PAID);

  const late = await h.make(h.customer);
  h.clock.advance(DEFAULT_SETTINGS.orderExpiryMs);
  const expired = await h.call("POST", "/api/order/cancel", { token: h.customer, body: { order_sn: late.sn } });
  assert.deepEqual([expired.json?.errorCode, expired.json?.data], [0, { order_sn: late.sn, status: STATUS.CLOSED }]);
});

test("cancel withdraws a waiting WeChat payment and frees its coupon: a late scan is refused", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  const discount = h.couponOf(U1, SEED_OFFERS.weekendHalf);
  assert.equal((await h.pay(h.customer, made.sn, 61, discount)).json?.errorCode, 0);
  const a = await h.call("POST", "/api/order/cancel", { token: h.customer, body: { order_sn: made.sn } });
  assert.equal(a.json?.errorCode, 0, a.text);
  const scan = completeWeixinPayment(h.api.store, made.sn, h.clock.now(), { sendJob: (j) => h.jobs.push(j) });
  assert.equal(scan.ok, false);
  assert.equal(h.jobs.length, 0, "no print job");
  assert.equal(h.order(made.sn).status, STATUS.CLOSED);
  // The coupon the QR held is usable again on a new order.
  const next = await h.make(h.customer);
  assert.equal((await h.pay(h.customer, next.sn, 30, discount)).json?.errorCode, 0);
});
