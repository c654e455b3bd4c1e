/** closeExpired skips its scan until an order can have expired, and never misses one that has. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { closeExpired, insertOrder } from "../../mock-api/commerce/orders.ts";
import { createStore } from "../../mock-api/store/index.ts";
import type { PrintOrderRecord, Store } from "../../mock-api/store/types.ts";

function unpaidOrder(store: Store, sn: string, expiresAt: number): PrintOrderRecord {
  const template = Object.values(store.printOrders).find((o) => o.kind === "print");
  assert.ok(template);
  const { id, ...fields } = template;
  const order = insertOrder(store, { ...fields, order_sn: sn, status: S.UNPAID, pay_time: null, expiresAt });
  assert.notEqual(order.id, id, "a new order");
  return order;
}

test("an order added after a scan with an earlier expiry still closes on time", () => {
  const store = createStore();
  const now = 2_000_000_000_000;
  closeExpired(store, now); // settle the seed's unpaid orders
  const late = unpaidOrder(store, "TLATE", now + 60_000);
  closeExpired(store, now + 1); // the bound is now about "late"
  const early = unpaidOrder(store, "TEARLY", now + 10_000);
  closeExpired(store, now + 10_001);
  assert.equal(early.status, S.CLOSED, "the earlier order closed although the bound was later");
  assert.equal(late.status, S.UNPAID);
  closeExpired(store, now + 60_001);
  assert.equal(late.status, S.CLOSED);
});

test("before any expiry nothing changes; an imported (new) unpaid map is scanned afresh", () => {
  const store = createStore();
  const now = 2_000_000_000_000;
  closeExpired(store, now);
  const o = unpaidOrder(store, "TONE", now + 5_000);
  closeExpired(store, now + 4_999);
  assert.equal(o.status, S.UNPAID);
  store.customer.unpaid = { ...store.customer.unpaid }; // what an import does: a new object
  closeExpired(store, now + 5_000);
  assert.equal(o.status, S.CLOSED);
});
