/**
 * The printer model's state and the moves of its state machine that both the clock (printer-time.ts)
 * and the fleet's actions (printer-actions.ts) make: to idle, to error, heating or printing, paused on
 * a missing sensor, the job queue, and the job events each move sends. The diagram is in printer.ts.
 */
import type { CommandMessage, PrintJobMessage } from "../web/contract/device/messages.ts";
import { PRINTER, RECENT_JOBS, type ErrorKind, type PauseReason, type PrinterSnapshot } from "./printer-types.ts";
import { TEXT } from "./printer-settings.ts";

/**
 * One printer's state, as the functions of the printer-*.ts modules take it (first). It is the
 * PrinterModel instance of printer.ts itself, so every call sees the one hidden class.
 */
export interface PrinterCore {
  readonly sn: string;
  m: PrinterSnapshot;
  /** Messages not yet drained; null when there are none (most of the time: no array to look at). */
  outbox: CommandMessage[] | null;
}

export function emit(p: PrinterCore, msg: Omit<CommandMessage, "sn" | "ts">): void {
  (p.outbox ??= []).push({ sn: p.sn, ts: Math.round(p.m.timeMs), ...msg });
}

export function jobEvent(p: PrinterCore, info: NonNullable<CommandMessage["print_status_info"]>, message: string, orderSn = p.m.job?.order_sn): void {
  emit(p, { print_status_info: info, print_status_message: message, ...(orderSn === undefined ? {} : { order_sn: orderSn }) });
}

export function percent(m: PrinterSnapshot): number {
  return m.job ? Math.floor((m.bytesRead * 100) / m.job.bytes) : 0;
}

export function running(m: PrinterSnapshot): boolean {
  const { state } = m;
  return state === "heating" || state === "printing" || state === "paused";
}

export function missing(m: PrinterSnapshot): PauseReason | null {
  return !m.material ? "material-out" : !m.bamboo ? "bamboo-out" : null;
}

export function has(m: PrinterSnapshot, f: PrinterSnapshot["faults"][number]): boolean {
  return m.faults.includes(f);
}

export function commanded(m: PrinterSnapshot): boolean {
  return m.state !== "error" && m.targetC > 0;
}

export function stuck(m: PrinterSnapshot): boolean {
  return has(m, "thermal-runaway") && !m.heaterCut;
}

export function heatersOff(m: PrinterSnapshot): void {
  m.targetC = 0;
  m.bedTargetC = 0;
  m.watch = null;
}

export function toIdle(m: PrinterSnapshot): void {
  m.state = "idle";
  m.job = null;
  m.bytesRead = 0;
  m.printMs = 0;
  m.errorKind = null;
  m.pauseReason = null;
}

export function enterError(p: PrinterCore, kind: ErrorKind): void {
  const { m } = p;
  if (running(m)) jobEvent(p, "failed", `打印失败：${TEXT[kind]}`);
  m.state = "error";
  m.errorKind = kind;
  m.pauseReason = null;
  m.job = null;
  heatersOff(m);
  m.heaterCut = true; // the firmware's safety cut: every error turns the heaters off
}

/** To printing once nozzle and bed are hot enough, else (still) heating. */
export function heatOrPrint(p: PrinterCore, announce: boolean): void {
  const { m } = p;
  const hot = Math.abs(m.nozzleC - m.targetC) <= PRINTER.nozzleReadyBandC && Math.abs(m.bedC - m.bedTargetC) <= PRINTER.bedReadyBandC;
  if (hot) {
    m.state = "printing";
    jobEvent(p, "printing", `打印中 ${percent(m)}%`);
  } else {
    m.state = "heating";
    if (announce) jobEvent(p, "heating", TEXT.heating);
  }
}

/** Reacts to the material and bamboo sensors: at once on set/fault/clear, and on every step. */
export function checkSensors(p: PrinterCore): void {
  const { m } = p;
  const why = missing(m);
  if ((m.state === "heating" || m.state === "printing") && why) {
    m.state = "paused";
    m.pauseReason = why;
    m.phaseMs = 0;
    // PRINT_STATUS_INFO has no "paused": the job is still in progress, the message says why it waits.
    jobEvent(p, "printing", `${TEXT[why]}，${TEXT.paused} ${percent(m)}%`);
  } else if (m.state === "paused" && why) {
    m.pauseReason = why;
  } else if (m.state === "paused") {
    m.pauseReason = null;
    heatOrPrint(p, true); // the heater held its target while paused, so usually straight back to printing
  } else if (m.state === "idle" && m.queue.length > 0) {
    startNext(p); // jobs waited for material or bamboo
  }
}

/** A waiting job's place, as the printer's screen (and the waiting page) says it. */
export function queuedText(ahead: number): string {
  return `排队中，前面还有 ${ahead} 个`;
}

/** The printer has this job already: running, waiting, or finished recently (a redelivery). */
export function knows(m: PrinterSnapshot, orderSn: string): boolean {
  return m.job?.order_sn === orderSn || m.queue.some((j) => j.order_sn === orderSn) || m.recent.includes(orderSn);
}

/** A job printed to the end: remembered (the last RECENT_JOBS), so a redelivered copy is ignored. */
export function remember(m: PrinterSnapshot, orderSn: string): void {
  m.recent.push(orderSn);
  if (m.recent.length > RECENT_JOBS) m.recent.shift();
}

/** Starts `job` now (from idle or the done display): heaters to the job's targets. */
export function begin(p: PrinterCore, job: PrintJobMessage, announce: boolean): void {
  const { m } = p;
  toIdle(m); // ends a finished job's display
  m.job = structuredClone(job);
  m.progressStep = 0;
  if (announce) jobEvent(p, "queued", TEXT.queued);
  m.targetC = PRINTER.jobNozzleC;
  m.bedTargetC = PRINTER.jobBedC;
  m.watch = null;
  heatOrPrint(p, true);
}

/**
 * The running job has ended (its done display is over, it failed or was cancelled, an error was
 * cleared) and the printer can print: the first waiting job starts, the others each hear their new
 * place. With material or bamboo missing the queue waits for the sensors (checkSensors calls again).
 */
export function startNext(p: PrinterCore): void {
  const { m } = p;
  if (m.state !== "idle" || missing(m) !== null) return;
  const next = m.queue.shift();
  if (next === undefined) return;
  begin(p, next, false);
  m.queue.forEach((job, i) => jobEvent(p, "queued", queuedText(i + 1), job.order_sn));
}
