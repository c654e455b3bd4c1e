/**
 * The print-order pages' rules: what happened to an order (the detail's timeline), when the shop
 * may ask a refund, the refund form's field rules, and the list's API query and CSV export
 * asking for the same orders.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TanghuaOrderInfo } from "../../../../web/contract/http/manage-order.ts";
import { canApplyRefund } from "../../../../web/src/features/admin/order/components/order-rules.ts";
import { orderSteps } from "../../../../web/src/features/admin/order/components/order-timeline.ts";

const base: TanghuaOrderInfo = {
  id: 61, sn: "T1", goods_id: 9, goods_type_id: 15, goods_name: "金龙献瑞", image_url: "", device_sn: "SIM-0001",
  shop_id: 1, shop_name: "杭州万象城店", user: null, money: "15.00", pay_type: 60, status: 99, refund_status: 0,
  create_time: 1000, pay_time: 1030, price: "15.00", coupon: null, print_status: "", print_time: null, refund: null,
};
const refund = (status: number, more: Partial<NonNullable<TanghuaOrderInfo["refund"]>> = {}) => ({
  id: 8, order_id: 61, order_sn: "T1", order_type: "tanghua" as const, amount: "15.00", reason: "断了", status, remark: "", create_time: 2000, audit_time: null, refund_time: null, ...more,
});
const kinds = (o: TanghuaOrderInfo) => orderSteps(o).map((s) => `${s.kind}:${s.state}`);

describe("orderSteps", () => {
  test("unpaid and closed orders stop at payment", () => {
    assert.deepEqual(kinds({ ...base, status: 0, pay_time: null }), ["made:done", "unpaid:current"]);
    assert.deepEqual(kinds({ ...base, status: 90, pay_time: null }), ["made:done", "closed:failed"]);
  });
  test("paid, printing, done, failed (with the printer's message)", () => {
    assert.deepEqual(kinds({ ...base, status: 10 }), ["made:done", "paid:done", "waiting:current"]);
    assert.deepEqual(kinds({ ...base, status: 11, print_time: 1100 }), ["made:done", "paid:done", "printing:current"]);
    assert.deepEqual(kinds(base), ["made:done", "paid:done", "done:done"]);
    const failed = orderSteps({ ...base, status: 12, print_status: "温度异常" });
    assert.deepEqual(failed.at(-1), { kind: "failed", state: "failed", note: "温度异常" });
  });
  test("the refund's way: asked, approved, refused with the platform's remark, paid back", () => {
    assert.deepEqual(kinds({ ...base, status: 12, refund_status: 10, refund: refund(10) }).slice(-2), ["failed:failed", "refundApplied:current"]);
    assert.deepEqual(kinds({ ...base, refund_status: 20, refund: refund(20, { audit_time: 2100 }) }).slice(-2), ["refundApplied:done", "refundApproved:current"]);
    const refused = orderSteps({ ...base, refund_status: 40, refund: refund(40, { audit_time: 2100, remark: "非质量问题" }) });
    assert.deepEqual(refused.at(-1), { kind: "refundRejected", state: "failed", time: 2100, note: "非质量问题" });
    assert.deepEqual(kinds({ ...base, status: 30, refund_status: 30, refund: refund(30, { audit_time: 2100, refund_time: 2200 }) }).slice(-3), ["refundApplied:done", "refundApproved:done", "refunded:done"]);
  });
});

describe("canApplyRefund (the mock's rule, mock-api/commerce/refunds.ts)", () => {
  const cases: [string, Partial<TanghuaOrderInfo>, boolean][] = [
    ["done and paid", {}, true],
    ["waiting to print", { status: 10 }, true],
    ["print failed", { status: 12 }, true],
    ["printing: wait for the outcome", { status: 11 }, false],
    ["unpaid", { status: 0, pay_time: null }, false],
    ["a refund under review", { refund_status: 10 }, false],
    ["a refund approved, not paid yet", { refund_status: 20 }, false],
    ["a refused refund may be asked again", { refund_status: 40 }, true],
    ["free (coupon): nothing to give back", { money: "0.00" }, false],
    ["paid with coins", { money: "0.00", coins: 3 }, true],
  ];
  for (const [name, o, want] of cases) test(name, () => assert.equal(canApplyRefund({ ...base, ...o }), want));
});
