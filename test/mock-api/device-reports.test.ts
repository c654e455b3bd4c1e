/** Printer reports move orders forward only, set coins, and mark the printer online. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { recordCommandMessage, recordHeartbeat } from "../../mock-api/commerce/device-reports.ts";
import { createStore } from "../../mock-api/store/index.ts";
import type { PrintOrderRecord, Store } from "../../mock-api/store/types.ts";

function orderIn(store: Store, status: number): PrintOrderRecord {
  const o = Object.values(store.printOrders).find((x) => x.status === status && x.kind === "print" && x.print_type === "sugar");
  assert.ok(o, `a seeded order in status ${status}`);
  return o;
}

const moves: [string, number, "heating" | "printing" | "done" | "failed", number][] = [
  ["paid → printing", S.PAID, "printing", S.PRINTING],
  ["paid → heating counts as printing", S.PAID, "heating", S.PRINTING],
  ["printing → done", S.PRINTING, "done", S.COMPLETED],
  ["printing → failed", S.PRINTING, "failed", S.PRINT_FAILED],
  ["refunded stays refunded", S.REFUNDED, "done", S.REFUNDED],
  ["closed stays closed", S.CLOSED, "printing", S.CLOSED],
  ["completed does not go back to printing", S.COMPLETED, "printing", S.COMPLETED],
];
for (const [name, from, info, to] of moves) {
  test(name, () => {
    const store = createStore();
    const o = orderIn(store, from);
    const r = recordCommandMessage(store, { sn: o.sn, ts: 1, order_sn: o.order_sn, print_status_info: info, print_status_message: "打印中 40%" });
    assert.equal(r.changed, true);
    assert.equal(o.status, to);
    assert.equal(o.print_status_info, info);
    assert.equal(o.print_status_message, "打印中 40%");
  });
}

test("queued: a waiting job's place is recorded while it is paid, and never over a later status (issue 11)", () => {
  const store = createStore();
  const o = orderIn(store, S.PAID);
  assert.equal(recordCommandMessage(store, { sn: o.sn, ts: 1, order_sn: o.order_sn, print_status_info: "queued", print_status_message: "排队中，前面还有 2 个" }).changed, true);
  assert.deepEqual([o.status, o.print_status_info, o.print_status_message], [S.PAID, "queued", "排队中，前面还有 2 个"], "waiting: still paid");
  recordCommandMessage(store, { sn: o.sn, ts: 2, order_sn: o.order_sn, print_status_info: "heating", print_status_message: "加热中" });
  const late = recordCommandMessage(store, { sn: o.sn, ts: 3, order_sn: o.order_sn, print_status_info: "queued", print_status_message: "排队中，前面还有 1 个" });
  assert.equal(late.changed, false);
  assert.deepEqual([o.status, o.print_status_info, o.print_status_message], [S.PRINTING, "heating", "加热中"], "a late place does not hide the print");
});

test("another printer cannot report on an order; an unknown printer changes nothing", () => {
  const store = createStore();
  const o = orderIn(store, S.PAID);
  const other = Object.keys(store.printers).find((sn) => sn !== o.sn && store.printers[sn]?.eggSn !== o.sn);
  assert.ok(other);
  const before = JSON.stringify(store);
  assert.equal(recordCommandMessage(store, { sn: other, ts: 1, order_sn: o.order_sn, print_status_info: "done" }).changed, false);
  assert.equal(recordCommandMessage(store, { sn: "SIM-9999", ts: 1, coins: 5 }).changed, false);
  assert.equal(JSON.stringify(store), before);
});

test("coins at the machine follow its reports; heartbeats mark it online", () => {
  const store = createStore();
  assert.equal(recordCommandMessage(store, { sn: "SIM-0001", ts: 1, coins: 7 }).changed, true);
  assert.equal(store.printers["SIM-0001"]?.coins, 7);
  assert.equal(recordCommandMessage(store, { sn: "SIM-0001", ts: 2, coins: 7 }).changed, false, "same coins: nothing to save");
  recordHeartbeat(store, "SIM-0001", 123_456);
  assert.equal(store.printers["SIM-0001"]?.last_seen, 123_456);
});
