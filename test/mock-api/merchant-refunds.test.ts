/** Refunds in the admin area: refund-list, apply-refund (shop), audit and confirm-refund (platform). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINT_ORDER_STATUS, PURCHASE_ORDER_STATUS as P, REFUND_STATUS as R, type RefundRecord } from "../../web/contract/http/manage-order.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { shopBalanceCents } from "../../mock-api/merchant/ledger.ts";
import type { PrintOrderRecord, Store } from "../../mock-api/store/types.ts";
import { COMPANY1_SHOPS, COMPANY2_SHOP, inCompany1, MERCHANT, ok, purchase, refused, refusedWithoutChange, session, type Session } from "./merchant-fixtures.ts";

type Page<T> = { list: T[]; total: number };
const cents = (m: string | number | null | undefined) => Math.round(Number(m ?? 0) * 100);

function shopOf(store: Store, o: PrintOrderRecord): number | null {
  const printer = store.printers[o.sn] ?? Object.values(store.printers).find((p) => p.eggSn === o.sn);
  return printer?.shopId ?? null;
}

/** A paid, refundable print order of a company-1 printer, paid with money (a fresh state per test). */
function paidPrintOrder(s: Session): PrintOrderRecord {
  const o = Object.values(s.store.printOrders).find(
    (x) => x.kind === "print" && COMPANY1_SHOPS.includes(shopOf(s.store, x) ?? 0) && x.status === PRINT_ORDER_STATUS.COMPLETED && x.refund_status === 0 && cents(x.pay_money) > 0 && x.pay_type !== PAY_TYPE.COINS,
  );
  assert.ok(o !== undefined, "the seed has a paid, completed print order on company 1's printers");
  return o;
}

test("refund-list: each merchant sees their company's refunds of every type; admins all; filters", async (t) => {
  const s = await session(t);
  const mine = ok<Page<RefundRecord>>(await s.get("/api/manage-order/refund-list", s.merchant, { limit: 100 }));
  const theirs = ok<Page<RefundRecord>>(await s.get("/api/manage-order/refund-list", s.other, { limit: 100 }));
  const all = ok<Page<RefundRecord>>(await s.get("/api/manage-order/refund-list", s.admin, { limit: 100 }));
  assert.ok(mine.list.every((r) => COMPANY1_SHOPS.includes(r.shop_id ?? 0)));
  assert.ok(theirs.total >= 1 && theirs.list.every((r) => r.shop_id === COMPANY2_SHOP));
  assert.ok(all.total >= mine.total + theirs.total);
  for (const type of ["tanghua", "material", "device"]) assert.ok(mine.list.some((r) => r.order_type === type), `${type} refunds`);
  for (const st of Object.values(R)) assert.ok(mine.list.some((r) => r.status === st && r.order_type !== "tanghua"), `purchase refunds in status ${st}`);
  const cases: [Record<string, string | number>, (r: RefundRecord) => boolean][] = [
    [{ order_type: "material" }, (r) => r.order_type === "material"],
    [{ status: R.APPLYING }, (r) => r.status === R.APPLYING],
    [{ shop_id: COMPANY1_SHOPS[1] ?? 0 }, (r) => r.shop_id === COMPANY1_SHOPS[1]],
    [{ sn: mine.list[0]?.order_sn ?? "x" }, (r) => r.order_sn === mine.list[0]?.order_sn],
  ];
  for (const [q, want] of cases) {
    assert.equal(ok<Page<RefundRecord>>(await s.get("/api/manage-order/refund-list", s.merchant, { ...q, limit: 100 })).total, mine.list.filter(want).length, JSON.stringify(q));
  }
  const photo = ok<Page<RefundRecord>>(await s.get("/api/manage-order/refund-list", s.admin, { goods_type_id: 16, limit: 100 }));
  assert.ok(photo.list.every((r) => r.goods_type_id === 16));
  assert.equal(ok<Page<RefundRecord>>(await s.get("/api/manage-order/refund-list", s.merchant, { shop_id: COMPANY2_SHOP })).total, 0);
  refused(await s.get("/api/manage-order/refund-list", s.merchant, { order_type: "photo" }), 422);
  refused(await s.get("/api/manage-order/refund-list", s.customer), 403);
});

test("purchase refund: apply -> audit pass -> confirm-refund credits the shop's balance; order REFUNDED", async (t) => {
  const s = await session(t);
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "material" && x.status === P.COMPLETED && x.refund_status === 0);
  const applied = ok<RefundRecord>(await s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "糖浆结块，无法使用" }));
  assert.deepEqual([applied.status, applied.amount, applied.order_sn, applied.shop_id], [R.APPLYING, o.money, o.sn, o.shopId]);
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.refund_status, R.APPLYING);
  // confirm-refund before the audit is refused.
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: applied.id }));
  const passed = ok<RefundRecord>(await s.post("/api/manage-order/audit", s.admin, { id: applied.id, pass: true }));
  assert.equal(passed.status, R.APPROVED);
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.refund_status, R.APPROVED);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/audit", s.admin, { id: applied.id, pass: true })); // decided already
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: applied.id, amount: cents(o.money) / 100 + 0.01 }));
  const before = shopBalanceCents(s.store, o.shopId);
  const paid = ok<RefundRecord>(await s.post("/api/manage-order/confirm-refund", s.admin, { id: applied.id, remark: "已退回余额" }));
  assert.deepEqual([paid.status, paid.refund_amount, paid.remark], [R.REFUNDED, o.money, "已退回余额"]);
  assert.equal(shopBalanceCents(s.store, o.shopId) - before, cents(o.money));
  const order = s.store.merchant.purchaseOrders[String(o.id)];
  assert.deepEqual([order?.status, order?.refund_status], [P.REFUNDED, R.REFUNDED]);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: applied.id })); // paid once only
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "再退一次" }));
});

test("purchase refund: a partial amount, and a partial payout of it", async (t) => {
  const s = await session(t);
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "device" && x.status === P.PENDING_SHIPMENT && x.refund_status === 0);
  const r = ok<RefundRecord>(await s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "device", reason: "少了配件", amount: "100.50" }));
  assert.equal(r.amount, "100.50");
  ok(await s.post("/api/manage-order/audit", s.admin, { id: r.id, pass: true, remark: "" }));
  const before = shopBalanceCents(s.store, o.shopId);
  const paid = ok<RefundRecord>(await s.post("/api/manage-order/confirm-refund", s.admin, { id: r.id, amount: 80 }));
  assert.equal(paid.refund_amount, "80.00");
  assert.equal(shopBalanceCents(s.store, o.shopId) - before, 8000);
});

test("audit refuse -> REJECTED with the reason; the shop may apply again", async (t) => {
  const s = await session(t);
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "material" && x.status === P.PENDING_DELIVERY && x.refund_status === 0);
  const r = ok<RefundRecord>(await s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "不想要了" }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/audit", s.admin, { id: r.id, pass: false }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/audit", s.admin, { id: r.id, pass: false, remark: "   " }), 422);
  const no = ok<RefundRecord>(await s.post("/api/manage-order/audit", s.admin, { id: r.id, pass: false, remark: "货已发出，请签收后申请售后" }));
  assert.deepEqual([no.status, no.remark], [R.REJECTED, "货已发出，请签收后申请售后"]);
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.refund_status, R.REJECTED);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: r.id }));
  const again = ok<RefundRecord>(await s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "签收后发现破损" }));
  assert.notEqual(again.id, r.id);
  assert.equal(s.store.merchant.purchaseOrders[String(o.id)]?.refundId, again.id);
});

test("apply-refund refusals: unpaid, closed, refunded, pending, too much, another company's, wrong kind — no change", async (t) => {
  const s = await session(t);
  for (const st of [P.UNPAID, P.CLOSED, P.REFUNDED]) {
    const o = purchase(s, (x) => inCompany1(x) && x.order_type === "material" && x.status === st);
    await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "退款" }));
  }
  const pending = purchase(s, (x) => inCompany1(x) && x.refund_status === R.APPLYING && x.order_type === "material");
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: pending.id, order_type: "material", reason: "退款" }));
  const o = purchase(s, (x) => inCompany1(x) && x.order_type === "material" && x.status === P.COMPLETED && x.refund_status === 0);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "退款", amount: cents(o.money) / 100 + 1 }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "device", reason: "退款" }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.other, { id: o.id, order_type: "material", reason: "退款" }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "" }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "material", reason: "x", amount: -1 }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.customer, { id: o.id, order_type: "material", reason: "x" }), 403);
});

test("print order refund by the shop: apply -> audit -> confirm-refund pays the customer back (payBackRefund)", async (t) => {
  const s = await session(t);
  const o = paidPrintOrder(s);
  const customer = s.store.users[String(o.userId)];
  assert.ok(customer !== undefined);
  const wallet = cents(customer.total_money);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.other, { id: o.id, order_type: "tanghua", reason: "打印失败" }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "tanghua", reason: "打印失败", amount: cents(o.pay_money) / 100 + 1 }));
  const r = ok<RefundRecord>(await s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "tanghua", reason: "糖画断裂，顾客要求退款" }));
  assert.deepEqual([r.order_type, r.status, r.amount], ["tanghua", R.APPLYING, o.pay_money]);
  assert.equal(s.store.printOrders[String(o.id)]?.refund_status, R.APPLYING);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { id: o.id, order_type: "tanghua", reason: "再申请" }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: r.id }));
  ok(await s.post("/api/manage-order/audit", s.admin, { id: r.id, pass: true }));
  assert.equal(s.store.printOrders[String(o.id)]?.refund_status, R.APPROVED);
  const done = ok<RefundRecord>(await s.post("/api/manage-order/confirm-refund", s.admin, { id: r.id }));
  assert.equal(done.status, R.REFUNDED);
  assert.equal(cents(s.store.users[String(o.userId)]?.total_money) - wallet, cents(o.pay_money));
  assert.deepEqual([s.store.printOrders[String(o.id)]?.status, s.store.printOrders[String(o.id)]?.refund_status], [PRINT_ORDER_STATUS.REFUNDED, R.REFUNDED]);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: r.id }));
});

test("audit and confirm-refund are the platform's: merchants 403, unknown ids 404, no change", async (t) => {
  const s = await session(t);
  const applying = Object.values(s.store.refunds).find((r) => r.status === R.APPLYING);
  const approved = Object.values(s.store.refunds).find((r) => r.status === R.APPROVED);
  assert.ok(applying !== undefined && approved !== undefined);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/audit", s.merchant, { id: applying.id, pass: true }), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.merchant, { id: approved.id }), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/audit", s.admin, { id: 999999, pass: true }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: 999999 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/confirm-refund", s.admin, { id: approved.id, amount: 0 }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/audit", s.admin, { id: approved.id, pass: true }));
  assert.equal(MERCHANT.level_type, 0);
});
