/** The waiting page's phase, progress and warnings from heartbeats + command messages (+ the order). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINT_MODE, type Heartbeat, type PrintMode } from "../../../../web/contract/device/heartbeat.ts";
import type { CommandMessage } from "../../../../web/contract/device/messages.ts";
import { PRINT_ORDER_STATUS } from "../../../../web/contract/http/order.ts";
import { applyCommand, applyHeartbeat, deriveLink, EMPTY_LIVE_STATE, MESSAGES_KEPT, type LiveState } from "../../../../web/src/lib/printer-live/live-state.ts";
import { derivePrintView, deriveTrouble, stallKey } from "../../../../web/src/features/sugar/components/printer-status-model.ts";

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
  // Then ours starts: the printer says "已排队" and "heating" for it at once.
  s = applyCommand(s, cmd({ print_status_info: "queued", print_status_message: "已排队", order_sn: ORDER }), ORDER);
  s = applyCommand(s, cmd({ print_status_info: "heating", print_status_message: "加热中", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.HEATING), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "heating");
});

test("opened during the DONE display of the job before ours (no message named it): queued, never done", () => {
  // The QA case of 27 Nov: "打印完成 100%" to a customer still in the queue, and it stuck.
  let s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.DONE, { bytesRead: 60_000, printTime: 86 }), ORDER);
  assert.equal(s.done, false);
  assert.equal(derivePrintView(s, ORDER, paid, 0).phase, "queued");
  s = applyHeartbeat(s, hb(PRINT_MODE.IDLE), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid, 1).phase, "queued");
  // Ours then runs and ends: its own messages say so.
  s = applyCommand(s, cmd({ print_status_info: "heating", print_status_message: "加热中", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.DONE, { bytesRead: 60_000 }), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "done");
});

test("a customer's page lists the printer's words about their order or no order, not another customer's", () => {
  let s = applyCommand(EMPTY_LIVE_STATE, cmd({ print_status_info: "printing", print_status_message: "打印中 40%", order_sn: "OTHER" }), ORDER);
  s = applyCommand(s, cmd({ print_status_message: "设备自检完成" }), ORDER);
  s = applyCommand(s, cmd({ print_status_info: "queued", print_status_message: "已排队", order_sn: ORDER }), ORDER);
  assert.deepEqual(s.messages.map((m) => m.text), ["已排队", "设备自检完成"]);
  assert.equal(s.jobOrderSn, "OTHER", "what runs is still known");
  const all = applyCommand(EMPTY_LIVE_STATE, cmd({ print_status_info: "printing", print_status_message: "打印中 40%", order_sn: "OTHER" }));
  assert.equal(all.messages.length, 1, "the merchant's page (no order): everything");
});

test("an order the caller does not have (order null): not found, whatever the printer does", () => {
  const s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.DONE), ORDER);
  assert.equal(derivePrintView(s, ORDER, null).phase, "notFound");
  assert.equal(derivePrintView(s, ORDER, undefined).phase, "queued", "still loading: the printer's word");
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

test("a finished job keeps its final figures when the printer goes idle and reads 0 (issue 11)", () => {
  let s = applyCommand(EMPTY_LIVE_STATE, cmd({ print_status_info: "printing", print_status_message: "打印中", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.PRINTING, { bytesRead: 50_000, printTime: 40 }), ORDER);
  assert.deepEqual(s.jobFigures, { printTime: 40, bytesRead: 50_000 });
  s = applyHeartbeat(s, hb(PRINT_MODE.DONE, { bytesRead: 60_000, printTime: 47, targetTemp: 0 }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.IDLE, { bytesRead: 0, printTime: 0, targetTemp: 0 }), ORDER);
  assert.deepEqual(s.jobFigures, { printTime: 47, bytesRead: 60_000 });
  // The next customer's job does not overwrite them either.
  s = applyCommand(s, cmd({ print_status_info: "printing", print_status_message: "打印中", order_sn: "OTHER" }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.PRINTING, { bytesRead: 1_000, printTime: 1 }), ORDER);
  assert.deepEqual(s.jobFigures, { printTime: 47, bytesRead: 60_000 });
  assert.equal(derivePrintView(s, ORDER, paid).phase, "done");
});

test("the link: the phone's network, our connection, then the printer's silence, in that order (issue 11)", () => {
  const up = { feed: "connected", online: true, silent: false };
  assert.equal(deriveLink(up, true), "ok");
  assert.equal(deriveLink({ ...up, online: false }, true), "connecting");
  assert.equal(deriveLink({ feed: "connected", online: false, silent: true }, true), "printer-offline");
  // No network: never blamed on the printer, whatever the tracker saw.
  assert.equal(deriveLink({ feed: "connected", online: false, silent: true }, false), "no-network");
  assert.equal(deriveLink({ feed: "reconnecting", online: false, silent: false }, true), "reconnecting");
});

test("what is watched for a stall: a job not taken up with nothing ahead, a print not reading bytes", () => {
  const idle = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.IDLE), ORDER);
  const view = derivePrintView(idle, ORDER, paid);
  assert.equal(view.phase, "queued");
  assert.notEqual(stallKey(idle, view, 0), null, "first in the queue and the printer idle");
  assert.notEqual(stallKey(idle, view, null), null, "queue unknown");
  assert.equal(stallKey(idle, view, 2), null, "two jobs ahead: waiting is progress");
  const heating = applyHeartbeat(idle, hb(PRINT_MODE.HEATING), ORDER);
  assert.equal(stallKey(heating, derivePrintView(heating, ORDER, paid), 0), null, "heating is progress of its own");
  const p1 = applyHeartbeat(idle, hb(PRINT_MODE.PRINTING, { bytesRead: 1_000 }), ORDER);
  const p2 = applyHeartbeat(p1, hb(PRINT_MODE.PRINTING, { bytesRead: 2_500 }), ORDER);
  const p3 = applyHeartbeat(p2, hb(PRINT_MODE.PRINTING, { bytesRead: 2_500 }), ORDER);
  const key = (s: LiveState) => stallKey(s, derivePrintView(s, ORDER, paid), 0);
  assert.notEqual(key(p1), key(p2), "bytes read moved");
  assert.equal(key(p2), key(p3), "bytes read froze");
});

test("trouble only for a paid order still to print: offline, a fault, or a stall", () => {
  const printing = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.PRINTING, { bytesRead: 10 }), ORDER);
  const view = derivePrintView(printing, ORDER, paid);
  assert.equal(deriveTrouble(view, "ok", false, paid), null);
  assert.equal(deriveTrouble(view, "printer-offline", false, paid), "offline");
  assert.equal(deriveTrouble(view, "ok", true, paid), "stalled");
  assert.equal(deriveTrouble(view, "no-network", false, paid), null, "the phone's network is not the machine's trouble");
  const fault = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.ERROR), ORDER);
  assert.equal(deriveTrouble(derivePrintView(fault, ORDER, paid), "ok", false, paid), "error");
  const unpaid = { status: PRINT_ORDER_STATUS.UNPAID };
  assert.equal(deriveTrouble(derivePrintView(printing, ORDER, unpaid), "printer-offline", false, unpaid), null, "nothing paid, nothing stuck");
  const failed = { status: PRINT_ORDER_STATUS.PRINT_FAILED };
  assert.equal(deriveTrouble(derivePrintView(printing, ORDER, failed), "printer-offline", true, failed), null, "a failed print is its own state");
  assert.equal(deriveTrouble(view, "printer-offline", false, undefined), null, "the order not loaded yet");
});

test("ours waits in the printer's queue: another job's printing is not ours, even on a page opened mid-print", () => {
  // Opened mid-print: the running job's messages were missed, so nothing names it.
  let s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.PRINTING, { bytesRead: 30_000 }), ORDER);
  s = applyCommand(s, cmd({ print_status_info: "queued", print_status_message: "排队中，前面还有 1 个", order_sn: ORDER }), ORDER);
  assert.deepEqual(derivePrintView(s, ORDER, paid), { phase: "queued", progress: 0, otherJob: true, materialMissing: false, bambooMissing: false });
  // The other job's end is not ours.
  s = applyHeartbeat(s, hb(PRINT_MODE.DONE, { bytesRead: 60_000, printTime: 50 }), ORDER);
  assert.equal(s.done, false);
  assert.notEqual(s.jobFigures?.printTime, 50, "nor its figures");
  // Its turn: heating names it.
  s = applyCommand(s, cmd({ print_status_info: "heating", print_status_message: "加热中", order_sn: ORDER }), ORDER);
  s = applyHeartbeat(s, hb(PRINT_MODE.HEATING), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "heating");
});

test("the queue says ours waits (tanghua/print-queue) though the page missed the running job's messages", () => {
  const s = applyHeartbeat(EMPTY_LIVE_STATE, hb(PRINT_MODE.HEATING), ORDER);
  assert.equal(derivePrintView(s, ORDER, paid).phase, "heating", "unknown job: taken to be ours");
  assert.deepEqual(derivePrintView(s, ORDER, paid, 1), { phase: "queued", progress: 0, otherJob: true, materialMissing: false, bambooMissing: false });
  // Once the printer names ours, a queue answer a few seconds old does not hold it back.
  const ours = applyCommand(s, cmd({ print_status_info: "heating", print_status_message: "加热中", order_sn: ORDER }), ORDER);
  assert.equal(derivePrintView(ours, ORDER, paid, 1).phase, "heating");
});
