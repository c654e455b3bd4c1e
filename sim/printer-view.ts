/**
 * What a printer shows: the §3 heartbeat on the wire and the status for the control API. Both are
 * pure reads of the state (the sensor noise is drawn by tick(), printer-time.ts).
 */
import { PRINT_MODE, type Heartbeat, type PrintMode } from "../web/contract/device/heartbeat.ts";
import type { PrinterHolding, PrinterState, PrinterStatus } from "./printer-types.ts";
import { running, stuck, type PrinterCore } from "./printer-state.ts";

const MODE: Record<PrinterState, PrintMode> = {
  idle: PRINT_MODE.IDLE,
  heating: PRINT_MODE.HEATING,
  printing: PRINT_MODE.PRINTING,
  paused: PRINT_MODE.PAUSED,
  done: PRINT_MODE.DONE,
  error: PRINT_MODE.ERROR,
};

/** Temperatures go out at the wire's 0.1 °C, so a heartbeat survives encode/decode unchanged (+0 drops −0). */
const tenth = (c: number) => Math.round(c * 10) / 10 + 0;

export function heartbeatOf(p: PrinterCore): Heartbeat {
  const { m } = p;
  return {
    sn: p.sn,
    targetTemp: tenth(m.targetC),
    currentTemp: tenth(m.nozzleC + m.nozzleNoise),
    targetBedTemp: tenth(m.bedTargetC),
    currentBedTemp: tenth(m.bedC + m.bedNoise),
    materialPresent: m.material,
    printMode: MODE[m.state],
    bambooPresent: m.bamboo,
    heating: stuck(m) || (m.state !== "error" && (m.targetC > 0 || m.bedTargetC > 0)),
    printFlow: m.flow,
    printSpeed: m.speed,
    bytesRead: Math.floor(m.bytesRead),
    printTime: Math.floor(m.printMs / 1000),
    uptime: Math.floor((m.timeMs - m.bootMs) / 1000),
  };
}

export function statusOf(p: PrinterCore): PrinterStatus {
  const { m } = p;
  return {
    sn: p.sn,
    state: m.state,
    error: m.errorKind,
    pauseReason: m.pauseReason,
    job: m.job ? { order_sn: m.job.order_sn, bytes: m.job.bytes } : null,
    queue: m.queue.map((j) => j.order_sn),
    coins: m.coins,
    faults: [...m.faults].sort(),
    now: m.timeMs,
  };
}

/** What heldOf answers for a printer with no job at all (most of them): one frozen object, no garbage. */
const NOTHING_HELD: PrinterHolding = Object.freeze({ running: null, queued: Object.freeze([]) as unknown as string[] });

/** The jobs the printer holds (issue 13: what a boot squares with the store). */
export function heldOf(p: PrinterCore): PrinterHolding {
  const { m } = p;
  const run = m.job !== null && running(m) ? m.job.order_sn : null;
  if (run === null && m.queue.length === 0) return NOTHING_HELD;
  return { running: run, queued: m.queue.map((j) => j.order_sn) };
}
