/**
 * Issue 12 item 7: a customer keeps at most settings.maxOpenOrders unpaid orders (10 by default). Making one more closes
 * the oldest (the choice written on makeOrder in web/contract/http/order.ts); the new order is
 * never refused, the closed one cannot be paid, and a WeChat payment waiting for it is withdrawn.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { completeWeixinPayment } from "../../mock-api/commerce/payments.ts";
import { DEFAULT_SETTINGS } from "../../mock-api/devices.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { startCommerce, STATUS, WORK } from "./commerce-fixture.ts";

const U1 = SEED_USERS.customer.id;
const U2 = SEED_USERS.privileged.id;
const MAX_OPEN_ORDERS = DEFAULT_SETTINGS.maxOpenOrders;

/** The user's orders that are still open (unpaid and not past their expiry), oldest first. */
function openOrders(store: Store, userId: number, nowMs: number): string[] {
  return Object.values(store.printOrders)
    .filter((o) => o.userId === userId && o.status === STATUS.UNPAID && nowMs < o.expiresAt)
    .sort((a, b) => a.id - b.id)
    .map((o) => o.order_sn);
}

test("200 makes leave at most MAX_OPEN_ORDERS open: the oldest closes, every make succeeds", async (t) => {
  const h = await startCommerce(t);
  const seeded = openOrders(h.api.store, U1, h.clock.now());
  assert.ok(seeded.length > 0 && seeded.length < MAX_OPEN_ORDERS, "customer 1 starts with a seeded open order");
  const made: string[] = [];
  for (let i = 0; i < 200; i++) made.push((await h.make(h.customer, WORK.cheap.id)).sn); // h.make asserts errorCode 0
  assert.deepEqual(openOrders(h.api.store, U1, h.clock.now()), made.slice(-MAX_OPEN_ORDERS), "the newest stay open");
  for (const sn of [...seeded, made[0] as string, made[200 - MAX_OPEN_ORDERS - 1] as string]) {
    assert.equal(h.order(sn).status, STATUS.CLOSED, `${sn} closed`);
  }
  assert.equal(h.api.problems.length, 0);
});

test("an order closed by the cap cannot be paid; the open ones can; nothing is debited twice", async (t) => {
  const h = await startCommerce(t);
  const customer = h.api.store.users[String(U1)];
  assert.ok(customer);
  customer.total_money = "100.00";
  const first = await h.make(h.customer, WORK.cheap.id);
  for (let i = 0; i < MAX_OPEN_ORDERS - 1; i++) await h.make(h.customer, WORK.cheap.id);
  assert.equal(h.order(first.sn).status, STATUS.UNPAID, "at the cap the oldest made is still open (the seeded one closed)");
  const newest = await h.make(h.customer, WORK.cheap.id);
  assert.equal(h.order(first.sn).status, STATUS.CLOSED, "one more closes the oldest");
  const refused = await h.pay(h.customer, first.sn, 30);
  assert.equal(refused.json?.errorCode, 1, refused.text);
  assert.equal(h.user(U1).total_money, "100.00", "nothing debited");
  const paid = await h.pay(h.customer, newest.sn, 30);
  assert.equal(paid.json?.errorCode, 0, paid.text);
  assert.equal(h.user(U1).total_money, "99.60");
  assert.equal(openOrders(h.api.store, U1, h.clock.now()).length, MAX_OPEN_ORDERS - 1, "paying frees a place");
});

test("a WeChat payment waiting on the closed order is withdrawn: a late scan is refused", async (t) => {
  const h = await startCommerce(t);
  const first = await h.make(h.customer);
  assert.equal((await h.pay(h.customer, first.sn, 61)).json?.errorCode, 0, "a Native QR is shown");
  for (let i = 0; i < MAX_OPEN_ORDERS; i++) await h.make(h.customer, WORK.cheap.id);
  assert.equal(h.order(first.sn).status, STATUS.CLOSED);
  const scan = completeWeixinPayment(h.api.store, first.sn, h.clock.now(), { sendJob: (j) => h.jobs.push(j) });
  assert.equal(scan.ok, false, "the late scan pays nothing");
  assert.equal(h.jobs.length, 0);
});

test("top-ups count with print orders; the cap is per customer; moni-make never counts", async (t) => {
  const h = await startCommerce(t);
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const theirs = await h.make(other);
  const top = await h.call("POST", "/api/order/buy-up", { token: h.customer, body: { money: 10 } });
  assert.equal(top.json?.errorCode, 0, top.text);
  const topSn = (top.json?.data as { sn: string }).sn;
  for (let i = 0; i < MAX_OPEN_ORDERS - 1; i++) await h.make(h.customer, WORK.cheap.id);
  assert.equal(h.order(topSn).status, STATUS.UNPAID);
  const more = await h.call("POST", "/api/order/buy-up", { token: h.customer, body: { money: 5 } });
  assert.equal(more.json?.errorCode, 0, more.text);
  assert.equal(h.order(topSn).status, STATUS.CLOSED, "a top-up closes like any order");
  assert.equal(openOrders(h.api.store, U1, h.clock.now()).length, MAX_OPEN_ORDERS);
  assert.equal(h.order(theirs.sn).status, STATUS.UNPAID, "another customer's order is untouched");
  assert.ok(openOrders(h.api.store, U2, h.clock.now()).includes(theirs.sn));

  const manager = await h.loginAs(SEED_USERS.printerManager.mobile);
  for (let i = 0; i < MAX_OPEN_ORDERS; i++) await h.make(manager, WORK.cheap.id);
  const managerOpen = openOrders(h.api.store, SEED_USERS.printerManager.id, h.clock.now());
  const trial = await h.call("POST", "/api/order/moni-make", { token: manager, body: { sn: "SIM-0001", goods_id: WORK.cheap.id } });
  assert.equal(trial.json?.errorCode, 0, trial.text);
  assert.deepEqual(openOrders(h.api.store, SEED_USERS.printerManager.id, h.clock.now()), managerOpen, "a test print closes nothing");
});

test("the cap is a setting QA may tune per run (createMockApi({ settings: { maxOpenOrders } }))", async (t) => {
  const h = await startCommerce(t, { settings: { maxOpenOrders: 2 } });
  const made = [];
  for (let i = 0; i < 3; i++) made.push((await h.make(h.customer, WORK.cheap.id)).sn);
  assert.deepEqual(openOrders(h.api.store, U1, h.clock.now()), made.slice(1));
});
