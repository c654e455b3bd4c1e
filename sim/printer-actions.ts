/**
 * What the fleet does to a printer between ticks: start or cancel a job, insert coins, change
 * settings, inject and clear faults. Each acts at once on the state machine (printer-state.ts).
 */
import type { PrintJobMessage } from "../web/contract/device/messages.ts";
import { PRINTER, type CancelResult, type FaultKind, type InsertCoinsResult, type PrinterSettings, type RefuseReason, type SetResult, type StartJobResult } from "./printer-types.ts";
import { TEXT, validateSettings } from "./printer-settings.ts";
import { begin, checkSensors, emit, has, heatersOff, jobEvent, knows, missing, queuedText, remember, running, startNext, toIdle, type PrinterCore } from "./printer-state.ts";

/**
 * A job arrives: ignored when the printer has it already (a redelivery: running, waiting or
 * finished recently), queued behind the running or waiting jobs, refused in error or without
 * material or bamboo (reported failed), otherwise started at once.
 */
export function startJob(p: PrinterCore, next: PrintJobMessage): StartJobResult {
  const { m } = p;
  if (next.sn !== p.sn) return { ok: false, reason: "wrong-sn" };
  if (knows(m, next.order_sn)) return { ok: false, reason: "duplicate" };
  const why: RefuseReason | null = m.state === "error" ? "error" : running(m) || m.queue.length > 0 ? null : missing(m);
  if (why) {
    jobEvent(p, "failed", `无法打印：${TEXT[why]}`, next.order_sn);
    return { ok: false, reason: why };
  }
  if (running(m) || m.queue.length > 0) {
    m.queue.push(structuredClone(next));
    const ahead = (running(m) ? 1 : 0) + m.queue.length - 1; // the running job (if any) and those queued before it
    jobEvent(p, "queued", queuedText(ahead), next.order_sn);
    return { ok: true, queued: ahead };
  }
  begin(p, next, true);
  return { ok: true, queued: 0 };
}

/** Cancels the running job (heating, printing or paused); false when none runs. */
export function cancelJob(p: PrinterCore): boolean {
  const { m } = p;
  if (!running(m)) return false;
  jobEvent(p, "cancelled", TEXT.cancelled);
  heatersOff(m);
  toIdle(m);
  startNext(p);
  return true;
}

/**
 * The backend cancelled `orderSn` (its order was refunded: CancelJobMessage): a running job stops
 * (reported "cancelled", the next one starts), a waiting one leaves the queue (reported "cancelled",
 * the jobs behind it hear their new place). Either way, and for a job the printer never had, it is
 * remembered, so a copy that arrives later (a redelivery crossing the cancel) is ignored.
 */
export function cancelOrder(p: PrinterCore, orderSn: string): CancelResult {
  const { m } = p;
  if (m.job?.order_sn === orderSn && running(m)) {
    cancelJob(p);
    remember(m, orderSn);
    return "running";
  }
  const at = m.queue.findIndex((j) => j.order_sn === orderSn);
  if (at < 0) {
    if (!knows(m, orderSn)) remember(m, orderSn);
    return "unknown";
  }
  m.queue.splice(at, 1);
  jobEvent(p, "cancelled", TEXT.cancelled, orderSn);
  remember(m, orderSn);
  const ahead = running(m) ? 1 : 0; // counted as startJob counts: the running job, then those before
  m.queue.forEach((job, i) => {
    if (i >= at) jobEvent(p, "queued", queuedText(ahead + i), job.order_sn);
  });
  return "queued";
}

export function insertCoins(p: PrinterCore, n: number): InsertCoinsResult {
  if (!Number.isInteger(n) || n < 1 || n > PRINTER.maxCoinsPerInsert) return { ok: false, reason: "invalid" };
  p.m.coins += n;
  emit(p, { coins: p.m.coins });
  return { ok: true, coins: p.m.coins };
}

export function applySettings(p: PrinterCore, s: PrinterSettings): SetResult {
  const { m } = p;
  const checked = validateSettings(s, m.state);
  if (!checked.ok) return checked;
  if (s.material !== undefined) m.material = s.material;
  if (s.bamboo !== undefined) m.bamboo = s.bamboo;
  if (s.targetTemp !== undefined) {
    m.targetC = s.targetTemp;
    m.watch = null;
  }
  if (s.targetBedTemp !== undefined) m.bedTargetC = s.targetBedTemp;
  if (s.printFlow !== undefined) m.flow = s.printFlow;
  if (s.printSpeed !== undefined) m.speed = s.printSpeed;
  if (s.ambientC !== undefined) m.ambientC = s.ambientC;
  if (s.coins !== undefined && s.coins !== m.coins) {
    m.coins = s.coins;
    emit(p, { coins: m.coins });
  }
  checkSensors(p);
  return { ok: true };
}

export function applyFault(p: PrinterCore, kind: FaultKind): void {
  if (kind === "reboot") return reboot(p);
  if (kind === "material-out") p.m.material = false;
  else if (kind === "bamboo-out") p.m.bamboo = false;
  else if (!has(p.m, kind)) p.m.faults.push(kind);
  checkSensors(p);
}

export function clearFaults(p: PrinterCore): void {
  const { m } = p;
  m.faults = [];
  m.material = true;
  m.bamboo = true;
  m.heaterCut = false;
  m.watch = null;
  if (m.state === "error") toIdle(m);
  checkSensors(p);
}

function reboot(p: PrinterCore): void {
  const { m } = p;
  if (running(m)) jobEvent(p, "failed", `打印失败：${TEXT.reboot}`);
  m.bootMs = m.timeMs;
  toIdle(m);
  heatersOff(m);
  m.heaterCut = false;
  m.faults = m.faults.filter((f) => f !== "stall"); // a firmware hang; broken heaters stay broken
  startNext(p); // the queue is kept in flash: it survives the reboot (the backend re-sends its paid jobs anyway)
}
