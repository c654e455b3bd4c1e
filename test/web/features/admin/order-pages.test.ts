/** The refund form's field rules, and a list's query and its CSV export asking for the same orders. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";

const dom = installDom();
const { refundErrors } = await import("../../../../web/src/features/admin/order/pages/refund.tsx");
const { exportInput, listQuery } = await import("../../../../web/src/features/admin/order/pages/list.tsx");
const { download, tanghuaList } = await import("../../../../web/contract/http/manage-order.ts");
test.after(() => dom.close());

const msg = (k: string) => k;

test("refundErrors: the reason is needed and capped; an amount is optional, above 0, 2 decimals, not above what was paid", () => {
  assert.deepEqual(refundErrors("  ", "", 15, msg), { reason: "reasonRequired" });
  assert.deepEqual(refundErrors("x".repeat(201), "", 15, msg), { reason: "reasonTooLong" });
  assert.deepEqual(refundErrors("断了", "", 15, msg), {});
  assert.deepEqual(refundErrors("断了", "7.5", 15, msg), {});
  assert.deepEqual(refundErrors("断了", "0", 15, msg), { amount: "amountBad" });
  assert.deepEqual(refundErrors("断了", "1.234", 15, msg), { amount: "amountBad" });
  assert.deepEqual(refundErrors("断了", "15.01", 15, msg), { amount: "amountTooMuch" });
});

test("a list's query and its export carry the same filters, and both pass the contract", () => {
  const filters = { start_date: "2026-01-01", end_date: "2026-01-31", status: "99", refund_status: "0", device_sn: "SIM-0001", sn: "T2026" };
  const q = listQuery("photo", filters, 2, "-money", 3);
  assert.deepEqual(q, { goods_group: "photo", page: 2, limit: 20, start_date: "2026-01-01", end_date: "2026-01-31", status: 99, refund_status: 0, device_sn: "SIM-0001", sn: "T2026", sort: "-money", shop_id: 3 });
  assert.ok(tanghuaList.input.safeParse(q).success);
  const e = exportInput("photo", filters, 3, "2026-01-01", "2026-01-31");
  assert.ok(download.input.safeParse(e).success);
  const { page: _p, limit: _l, sort: _s, ...same } = q;
  assert.deepEqual({ ...e, order_type: undefined }, { ...same, order_type: undefined });
});
