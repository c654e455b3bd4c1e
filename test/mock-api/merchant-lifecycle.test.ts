/** The purchase order lifecycle: apply-confirm, shipping, shipping-confirm (valid and refused transitions). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PURCHASE_ORDER_STATUS as P, type OrderChange, type Shipment } from "../../web/contract/http/manage-order.ts";
import { shopBalanceCents } from "../../mock-api/merchant/ledger.ts";
import { COMPANY2_SHOP, inCompany1, ok, purchase, refused, refusedWithoutChange, session } from "./merchant-fixtures.ts";

const PARCEL = { company: "顺丰速运", tracking_no: "SF123456789012" };

test("device order: apply-confirm pass -> 20, shipping -> 21, shipping-confirm by the shop -> 99", async (t) => {
  const s = await session(t);
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "device" && x.status === P.PENDING_CONFIRM);
  assert.deepEqual(ok<OrderChange>(await s.post("/api/manage-order/apply-confirm", s.admin, { id: o.id, pass: true })), { id: o.id, status: P.PENDING_SHIPMENT, refund_status: 0 });
  const sns = Array.from({ length: o.total_num }, (_, i) => `TH-NEW-${i + 1}`);
  const parcel = ok<Shipment>(await s.post("/api/manage-order/shipping", s.admin, { id: o.id, ...PARCEL, sns, remark: "易碎，轻放" }));
  assert.equal(parcel.orderinfo_id, o.id);
  assert.deepEqual(parcel.sns, sns);
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.status, P.PENDING_DELIVERY);
  assert.ok(s.store.merchant.purchaseOrders[String(o.id)]?.ship_time !== null);
  const done = ok<OrderChange>(await s.post("/api/manage-order/shipping-confirm", s.merchant, { id: o.id }));
  assert.equal(done.status, P.COMPLETED);
  assert.ok(s.store.merchant.purchaseOrders[String(o.id)]?.finish_time !== null);
});

test("apply-confirm refuse -> 90 closed, the payment back on the shop's balance (a ledger entry)", async (t) => {
  const s = await session(t);
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "device" && x.status === P.PENDING_CONFIRM);
  const before = shopBalanceCents(s.store, o.shopId);
  const entries = Object.keys(s.store.ledger).length;
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.admin, { id: o.id, pass: false }), 422); // a refusal needs a remark
  const closed = ok<OrderChange>(await s.post("/api/manage-order/apply-confirm", s.admin, { id: o.id, pass: false, remark: "该型号暂时缺货" }));
  assert.equal(closed.status, P.CLOSED);
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.remark, "该型号暂时缺货");
  assert.equal(shopBalanceCents(s.store, o.shopId) - before, Math.round(Number(o.money) * 100));
  assert.equal(Object.keys(s.store.ledger).length, entries + 1);
  const entry = Object.values(s.store.ledger).at(-1);
  assert.deepEqual([entry?.owner, entry?.type, entry?.order_sn], [{ kind: "shop", id: o.shopId }, 7, o.sn]);
  // Decided already: a second decision is refused.
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.admin, { id: o.id, pass: true }));
});

test("apply-confirm refusals: material order, wrong status, pending refund, not an admin, unknown id — no change", async (t) => {
  const s = await session(t);
  const material = purchase(s, (x) => x.order_type === "material" && x.status === P.PENDING_SHIPMENT);
  const shipping = purchase(s, (x) => x.order_type === "device" && x.status === P.PENDING_SHIPMENT);
  const unpaid = purchase(s, (x) => x.order_type === "device" && x.status === P.UNPAID);
  for (const id of [material.id, shipping.id, unpaid.id]) {
    await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.admin, { id, pass: true }));
  }
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.admin, { id: 999999, pass: true }), 404);
  const waiting = purchase(s, (x) => inCompany1(x) && x.order_type === "device" && x.status === P.PENDING_CONFIRM);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.merchant, { id: waiting.id, pass: true }), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.admin, { id: waiting.id, pass: "yes" }), 422);
  // The shop asks for its money back first: the order waits for that refund.
  ok(await s.post("/api/manage-order/apply-refund", s.merchant, { id: waiting.id, order_type: "device", reason: "不需要了" }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", s.admin, { id: waiting.id, pass: true }));
});

test("shipping a material order: 20 -> 21, a second parcel keeps 21; the parcels list in order", async (t) => {
  const s = await session(t);
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "material" && x.status === P.PENDING_SHIPMENT && x.refund_status === 0);
  ok(await s.post("/api/manage-order/shipping", s.admin, { id: o.id, ...PARCEL }));
  const shipTime = s.store.merchant.purchaseOrders[String(o.id)]?.ship_time;
  s.h.clock.advance(3_600_000);
  ok(await s.post("/api/manage-order/shipping", s.admin, { id: o.id, company: "中通快递", tracking_no: "7312345678901", remark: "第二箱" }));
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.ship_time, shipTime, "ship_time is the first parcel's");
  const { list } = ok<{ list: Shipment[] }>(await s.get("/api/manage-order/shipping-list", s.merchant, { orderinfo_id: o.id }));
  assert.deepEqual(list.map((p) => p.company), ["顺丰速运", "中通快递"]);
  assert.equal(list[0]?.sns, undefined, "material parcels name no printers");
});

test("shipping refusals: unpaid, awaiting confirm, completed, closed, refunded, pending refund — no change", async (t) => {
  const s = await session(t);
  for (const st of [P.UNPAID, P.PENDING_CONFIRM, P.COMPLETED, P.CLOSED, P.REFUNDED]) {
    const o = purchase(s, (x) => x.status === st);
    const body = { id: o.id, ...PARCEL, ...(o.order_type === "device" ? { sns: ["TH-X-1"] } : {}) };
    await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.admin, body));
  }
  const frozen = purchase(s, (x) => x.status === P.PENDING_SHIPMENT && x.refund_status === 10);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.admin, { id: frozen.id, ...PARCEL, ...(frozen.order_type === "device" ? { sns: ["TH-X-1"] } : {}) }));
});

test("shipping checks printer serials: device parcels need them, material parcels may not; no repeats, no more than ordered", async (t) => {
  const s = await session(t);
  const dev = purchase(s, (x) => x.order_type === "device" && x.status === P.PENDING_SHIPMENT && x.refund_status === 0);
  const mat = purchase(s, (x) => x.order_type === "material" && x.status === P.PENDING_SHIPMENT && x.refund_status === 0);
  dev.total_num = 2; // two printers, so a partial parcel can be checked below
  const shippedSn = Object.values(s.store.merchant.shipments).find((p) => p.sns !== null)?.sns?.[0];
  assert.ok(shippedSn !== undefined);
  const tooMany = Array.from({ length: dev.total_num + 1 }, (_, i) => `TH-Y-${i}`);
  for (const body of [
    { id: dev.id, ...PARCEL },
    { id: dev.id, ...PARCEL, sns: tooMany },
    { id: dev.id, ...PARCEL, sns: ["TH-Z-1", "TH-Z-1"] },
    { id: dev.id, ...PARCEL, sns: [shippedSn] },
    { id: mat.id, ...PARCEL, sns: ["TH-Z-2"] },
  ]) {
    await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.admin, body));
  }
  for (const body of [{ id: dev.id, ...PARCEL, sns: [] }, { id: dev.id, company: "", tracking_no: "SF1" }, { id: mat.id, ...PARCEL, tracking_no: "SF 1234" }]) {
    await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.admin, body), 422);
  }
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.merchant, { id: mat.id, ...PARCEL }), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.admin, { id: 999999, ...PARCEL }), 404);
  // Part of a two-printer order, then the rest; a third printer is one too many.
  ok(await s.post("/api/manage-order/shipping", s.admin, { id: dev.id, ...PARCEL, sns: ["TH-A-1"] }));
  ok(await s.post("/api/manage-order/shipping", s.admin, { id: dev.id, ...PARCEL, sns: ["TH-A-2"] }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", s.admin, { id: dev.id, ...PARCEL, sns: ["TH-A-3"] }));
});

test("shipping-confirm: only an order on its way, only by its own company (or an admin)", async (t) => {
  const s = await session(t);
  const mine = purchase(s, (x) => inCompany1(x) && x.status === P.PENDING_DELIVERY);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", s.other, { id: mine.id }), 404);
  for (const st of [P.PENDING_SHIPMENT, P.COMPLETED, P.UNPAID]) {
    const o = purchase(s, (x) => inCompany1(x) && x.status === st);
    await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", s.merchant, { id: o.id }));
  }
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", s.customer, { id: mine.id }), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", s.merchant, { id: mine.id, status: 99 }), 422);
  assert.equal(ok<OrderChange>(await s.post("/api/manage-order/shipping-confirm", s.merchant, { id: mine.id })).status, P.COMPLETED);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", s.merchant, { id: mine.id }));
  // Company 2's order on its way, confirmed by the platform for it.
  const theirs = purchase(s, (x) => x.shopId === COMPANY2_SHOP && x.status === P.PENDING_SHIPMENT && x.order_type === "material");
  ok(await s.post("/api/manage-order/shipping", s.admin, { id: theirs.id, ...PARCEL }));
  refused(await s.post("/api/manage-order/shipping-confirm", s.merchant, { id: theirs.id }), 404);
  assert.equal(ok<OrderChange>(await s.post("/api/manage-order/shipping-confirm", s.admin, { id: theirs.id })).status, P.COMPLETED);
});
