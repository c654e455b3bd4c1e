/**
 * printing/device-state.ts: online by the §4 5 s rule, and the error a printer reports, from its
 * heartbeats (error mode, no material, no sticks) and its job reports (a failed job), as
 * recorded by device-reports.ts, with when it began.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { PRINT_MODE } from "../../web/contract/device/heartbeat.ts";
import { recordCommandMessage, recordHeartbeat, recordHeartbeatCondition } from "../../mock-api/commerce/device-reports.ts";
import { errorCodeOf, hasError, isOnline } from "../../mock-api/printing/device-state.ts";
import { createStore } from "../../mock-api/store/index.ts";
import type { PrinterRecord, Store } from "../../mock-api/store/types.ts";

const SN = "SIM-0002";
const healthy = { printMode: PRINT_MODE.IDLE, materialPresent: true, bambooPresent: true };

function printer(store: Store): PrinterRecord {
  const p = store.printers[SN];
  assert.ok(p);
  return p;
}

test("online: within 5 s of the last heartbeat, offline only after (§4); never heard is offline", () => {
  const store = createStore();
  const p = printer(store);
  assert.equal(isOnline(p, 1_000_000), false, "never heard");
  recordHeartbeat(store, SN, 1_000_000);
  assert.equal(isOnline(p, 1_000_000 + PRINTER_OFFLINE_MS), true, "exactly 5 s");
  assert.equal(isOnline(p, 1_000_001 + PRINTER_OFFLINE_MS), false, "5 s and 1 ms");
});

test("heartbeat conditions: error mode, then no material, then no sticks; cleared when the heartbeats say so", () => {
  const store = createStore();
  const p = printer(store);
  assert.equal(recordHeartbeatCondition(store, SN, healthy, 1000), false, "nothing wrong, nothing written");
  assert.equal(p.last_error_code, undefined);

  assert.equal(recordHeartbeatCondition(store, SN, { ...healthy, materialPresent: false }, 2000), true);
  assert.deepEqual([errorCodeOf(p), p.last_error_time], ["material_out", 2000]);
  assert.equal(recordHeartbeatCondition(store, SN, { ...healthy, materialPresent: false }, 3000), false, "the same condition: since stays");
  assert.equal(p.last_error_time, 2000);

  recordHeartbeatCondition(store, SN, { printMode: PRINT_MODE.ERROR, materialPresent: false, bambooPresent: false }, 4000);
  assert.deepEqual([errorCodeOf(p), p.last_error_time], ["device_error", 4000], "the error mode is the most serious");
  recordHeartbeatCondition(store, SN, { ...healthy, bambooPresent: false }, 5000);
  assert.equal(errorCodeOf(p), "bamboo_out");

  assert.equal(recordHeartbeatCondition(store, SN, healthy, 6000), true);
  assert.equal(hasError(p), false);
  assert.equal(recordHeartbeatCondition(store, "SIM-9999", { ...healthy, materialPresent: false }, 1), false, "an unknown serial");
});

test("a failed job is the error until the next job moves; a heartbeat condition takes over and keeps the printer's words", () => {
  const store = createStore();
  const p = printer(store);
  recordCommandMessage(store, { sn: SN, ts: 1, print_status_info: "failed", print_status_message: "无法打印：缺料", order_sn: "NOPE" }, 10_000);
  assert.equal(hasError(p), false, "a report on an order that is not this printer's changes nothing");

  const order = Object.values(store.printOrders).find((o) => o.sn === "SIM-0001" && o.status === 10);
  assert.ok(order, "a seeded paid order on SIM-0001");
  const one = store.printers["SIM-0001"] as PrinterRecord;
  recordCommandMessage(store, { sn: "SIM-0001", ts: 1, print_status_info: "failed", print_status_message: "打印失败：加热失败", order_sn: order.order_sn }, 10_000);
  assert.deepEqual([errorCodeOf(one), one.last_error, one.last_error_time], ["print_failed", "打印失败：加热失败", 10_000], "since: when the backend heard it");
  assert.equal(recordHeartbeatCondition(store, "SIM-0001", healthy, 11_000), false, "healthy heartbeats do not clear a job failure");

  recordHeartbeatCondition(store, "SIM-0001", { ...healthy, printMode: PRINT_MODE.ERROR }, 12_000);
  assert.deepEqual([errorCodeOf(one), one.last_error, one.last_error_time], ["device_error", "打印失败：加热失败", 12_000], "the fault says why in the job's words");
  recordHeartbeatCondition(store, "SIM-0001", healthy, 13_000);
  assert.equal(hasError(one), false, "cleared (sim clear)");

  recordCommandMessage(store, { sn: "SIM-0001", ts: 2, print_status_info: "failed", order_sn: order.order_sn }, 14_000);
  const other = Object.values(store.printOrders).find((o) => o.sn === "SIM-0001" && o.status === 11);
  assert.ok(other, "a seeded printing order on SIM-0001");
  recordCommandMessage(store, { sn: "SIM-0001", ts: 3, print_status_info: "printing", print_status_message: "打印中 10%", order_sn: other.order_sn }, 15_000);
  assert.equal(hasError(one), false, "the next job moving ends the failure");
});

test("a record from before error codes (only last_error text) still counts as a failed job", () => {
  const store = createStore();
  const p = printer(store);
  p.last_error = "打印失败";
  assert.equal(errorCodeOf(p), "print_failed");
  p.last_error = "";
  assert.equal(hasError(p), false);
});
