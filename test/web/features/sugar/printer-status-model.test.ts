/** The waiting page's phase, progress and warnings from heartbeats + command messages (+ the order). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINT_MODE, type Heartbeat, type PrintMode } from "../../../../web/contract/device/heartbeat.ts";
import type { CommandMessage } from "../../../../web/contract/device/messages.ts";
import { PRINT_ORDER_STATUS } from "../../../../web/contract/http/order.ts";
import {
  applyCommand,
  applyHeartbeat,
  derivePrintView,
  EMPTY_LIVE_STATE,
  MESSAGES_KEPT,
  type LiveState,
} from "../../../../web/src/features/sugar/components/printer-status-model.ts";

const ORDER = "T1";
const paid = { status: PRINT_ORDER_STATUS.PAID, job_bytes: 60_000 };

function hb(mode: PrintMode, over: Partial<Heartbeat> = {}): Heartbeat {
  return {
    sn: "SIM-0001", targetTemp: 135, currentTemp: 100, targetBedTemp: 45, currentBedTemp: 40, materialPresent: true,
    printMode: mode, bambooPresent: true, heating: true, printFlow: 100, printSpeed: 100, bytesRead: 0, printTime: 0, uptime: 10, ...over,
  };
}
const cmd = (over: Partial<CommandMessage>): CommandMessage => ({ sn: "SIM-0001", ts: 1000, ...over });

test("no heartbeat yet: connecting", () => {
  assert.equal(derivePrintView(EMPTY_LIVE_STATE, ORDER, paid).phase, "connecting");
});

test("the job's life: queued → heating → printing with progress from bytes read → done (sticky)", () => {
  let s: LiveState = EMPTY_LIVE_STATE;
  s = applyHeartbeat(s, hb(PRINT_MODE.IDLE), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "queued");
  s = applyCommand(s, cmd({ print_status_info: "heating", print_status_message: "加热中", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.HEATING), ORDER);
  assert.deepEqual(derivePrintView(s, ORDER, paid), { phase: "heating", progress: 0, otherJob: false, materialMissing: false, bambooMissing: false });
  s = applyHeartbeat(s, hb(PRINT_MODE.PRINTING, { bytesRead: 15_000 }), ORDER);
  const v = derivePrintView(s, ORDER, paid);
  assert.equal(v.phase, "printing");
  assert.equal(v.progress, 0.25);
  s = applyHeartbeat(s, hb(PRINT_MODE.DONE, { bytesRead: 60_000 }), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "done");
  // The printer goes idle after its done display: the page stays done.
  s = applyHeartbeat(s, hb(PRINT_MODE.IDLE), ORDER);
  assert.deepEqual(derivePrintView(s, ORDER, paid), { phase: "done", progress: 1, otherJob: false, materialMissing: false, bambooMissing: false });
});

test("a done message for our order is done even if the DONE heartbeat was missed", () => {
  let s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.PRINTING, { bytesRead: 50_000 }), ORDER);
  s = applyCommand(s, cmd({ print_status_info: "done", print_status_message: "完成", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.IDLE), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "done");
});

test("another order on the printer: ours is queued behind it, its DONE is not ours", () => {
  let s = applyCommand(EMPTY_LIVE_STATE, cmd({ print_status_info: "printing", print_status_message: "打印中 40%", order_sn: "OTHER" }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.PRINTING, { bytesRead: 30_000 }), ORDER);
  assert.deepEqual(derivePrintView(s, ORDER, paid), { phase: "queued", progress: 0, otherJob: true, materialMissing: false, bambooMissing: false });
  s = applyHeartbeat(s, hb(PRINT_MODE.DONE), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "queued");
  assert.equal(s.done, false);
  // Then ours starts.
  s = applyCommand(s, cmd({ print_status_info: "queued", print_status_message: "排队", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.HEATING), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "heating");
});

test("a refused or failed job of ours: failed; a failure of another order's job changes nothing", () => {
  let s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.HEATING), ORDER);
  const other = applyCommand(s, cmd({ print_status_info: "failed", print_status_message: "无法打印", order_sn: "OTHER" }), ORDER);
  assert.equal(derivePrintView(other, ORDER, paid).phase, "heating");
  s = applyCommand(s, cmd({ print_status_info: "failed", print_status_message: "打印失败：加热失败", order_sn: ORDER }), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "failed");
});

test("paused with material and bamboo warnings; progress kept", () => {
  const s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.PAUSED, { materialPresent: false, bambooPresent: false, bytesRead: 30_000 }), ORDER);
  assert.deepEqual(derivePrintView(s, ORDER, paid), { phase: "paused", progress: 0.5, otherJob: false, materialMissing: true, bambooMissing: true });
});

test("the order's own status wins where it is final; unknown job size gives no progress", () => {
  const s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.PRINTING, { bytesRead: 10 }), ORDER);
  assert.equal(derivePrintView(s, ORDER, { status: PRINT_ORDER_STATUS.COMPLETED }).phase, "done");
  assert.equal(derivePrintView(s, ORDER, { status: PRINT_ORDER_STATUS.REFUNDED }).phase, "closed");
  assert.equal(derivePrintView(s, ORDER, { status: PRINT_ORDER_STATUS.PRINT_FAILED }).phase, "failed");
  assert.equal(derivePrintView(s, ORDER, { status: PRINT_ORDER_STATUS.UNPAID }).phase, "unpaid");
  assert.equal(derivePrintView(s, ORDER, { status: PRINT_ORDER_STATUS.PRINTING }).progress, null);
  assert.equal(derivePrintView(s, ORDER, undefined).phase, "printing");
  assert.equal(derivePrintView(applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.ERROR), ORDER), ORDER, paid).phase, "error");
});

test("coins and messages: coins follow the machine, messages newest first and bounded", () => {
  let s = applyCommand(EMPTY_LIVE_STATE, cmd({ coins: 7 }), ORDER);
  assert.equal(s.coins, 7);
  assert.equal(s.messages.length, 0);
  for (let i = 0; i < MESSAGES_KEPT + 3; i++) s = applyCommand(s, cmd({ ts: i, print_status_info: "printing", print_status_message: `打印中 ${i * 5}%`, order_sn: ORDER }), ORDER);
  assert.equal(s.messages.length, MESSAGES_KEPT);
  assert.equal(s.messages[0]?.text, `打印中 ${(MESSAGES_KEPT + 2) * 5}%`);
  assert.equal(s.coins, 7);
});

test("without an order_sn every job counts as ours (the page shows the printer)", () => {
  let s = applyCommand(EMPTY_LIVE_STATE, cmd({ print_status_info: "printing", print_status_message: "打印中", order_sn: "ANY" }));
  s = applyHeartbeat(s, hb(PRINT_MODE.PRINTING, { bytesRead: 5 }));
  assert.equal(derivePrintView(s, undefined, null).phase, "printing");
});
