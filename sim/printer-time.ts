/**
 * The printer model over time: tick() integrates the thermal model (thermal.ts) and runs the state
 * machine step by step; quiet() says when one closed-form step is exact. The moves: printer-state.ts.
 */
import type { PrintJobMessage } from "../web/contract/device/messages.ts";
import { PRINTER } from "./printer-types.ts";
import { mulberry32Next } from "./random.ts";
import { BED, NOZZLE, stepBody, type HeaterPower } from "./thermal.ts";
import { TEXT } from "./printer-settings.ts";
import { checkSensors, commanded, enterError, has, heatOrPrint, heatersOff, jobEvent, percent, remember, startNext, stuck, toIdle, type PrinterCore } from "./printer-state.ts";

/**
 * See Printer.quiet. Over any dt: checkSensors and the state machine do nothing in idle and error;
 * with the heater holding its target (or off) the nozzle only moves towards it, so the gap to the
 * target never grows past the watch's arming gap; no stuck heater, and no nozzle over MAXTEMP with
 * the safety cut off (just cleared from a runaway: the next step would cut again).
 */
export function isQuiet(p: PrinterCore): boolean {
  const { m } = p;
  if (m.state !== "idle" && m.state !== "error") return false;
  if (m.watch !== null || stuck(m)) return false;
  if (selfTestFails(m)) return false; // the next idle self-test finds the dead heater
  if (m.nozzleC > PRINTER.nozzleMaxTempC && !m.heaterCut) return false;
  return !commanded(m) || (!has(m, "heater-fail") && m.targetC - m.nozzleC <= PRINTER.watchArmGapC);
}

export function advance(p: PrinterCore, dtMs: number): void {
  if (!Number.isFinite(dtMs) || dtMs < 0) throw new RangeError(`printer.tick: bad dtMs ${dtMs}`);
  // Quiet: one step is exact (thermal.ts: the closed form of the relaxation, heater power and
  // target constant over the whole interval) and nothing can happen in between to land on time.
  if (isQuiet(p)) {
    if (dtMs > 0) step(p, dtMs);
  } else {
    for (let left = dtMs; left > 0; left -= PRINTER.stepMs) step(p, Math.min(left, PRINTER.stepMs));
  }
  // One noise sample per tick (not per heartbeat() call) keeps heartbeat() a pure read.
  p.m.nozzleNoise = (random(p) * 2 - 1) * PRINTER.jitterC;
  p.m.bedNoise = (random(p) * 2 - 1) * PRINTER.jitterC;
}

function random(p: PrinterCore): number {
  const r = mulberry32Next(p.m.rng);
  p.m.rng = r.state;
  return r.value;
}

function nozzlePower(p: PrinterCore): HeaterPower {
  if (stuck(p.m)) return "stuck";
  // heater-fail: the controller keeps driving (the heating flag stays on) but no heat arrives.
  return commanded(p.m) && !has(p.m, "heater-fail") ? "controlled" : "off";
}

/** Idle with a dead heater: the idle self-test (PRINTER.selfTestS) will report it. */
function selfTestFails(m: PrinterCore["m"]): boolean {
  return m.state === "idle" && has(m, "heater-fail");
}

/** An idle self-test falls in (from, to] ms of uptime: one every PRINTER.selfTestS since boot. */
function selfTestBetween(fromMs: number, toMs: number): boolean {
  const period = PRINTER.selfTestS * 1000;
  return Math.floor(toMs / period) > Math.floor(fromMs / period);
}

function step(p: PrinterCore, dtMs: number): void {
  const { m } = p;
  m.timeMs += dtMs;
  stepThermal(p, dtMs);
  checkSensors(p);
  const uptimeMs = m.timeMs - m.bootMs;
  if (selfTestFails(m) && selfTestBetween(uptimeMs - dtMs, uptimeMs)) enterError(p, "heater-fail");
  else if (m.state === "heating") heatOrPrint(p, false);
  else if (m.state === "printing" && m.job) stepPrinting(p, dtMs, m.job);
  else if (m.state === "paused" && m.pauseReason && (m.phaseMs += dtMs) >= PRINTER.pauseTimeoutS * 1000) enterError(p, m.pauseReason);
  else if (m.state === "done" && (m.phaseMs += dtMs) >= PRINTER.doneDisplayS * 1000) {
    toIdle(m);
    startNext(p); // issue 11: a waiting job starts once the display is over
  }
}

function stepThermal(p: PrinterCore, dtMs: number): void {
  const { m } = p;
  const dtS = dtMs / 1000;
  m.nozzleC = stepBody(NOZZLE, m.nozzleC, m.targetC, m.ambientC, nozzlePower(p), dtS);
  m.bedC = stepBody(BED, m.bedC, m.bedTargetC, m.ambientC, m.state !== "error" && m.bedTargetC > 0 ? "controlled" : "off", dtS);
  if (m.nozzleC > PRINTER.nozzleMaxTempC && !m.heaterCut) return enterError(p, "thermal-runaway");
  if (!commanded(m) || m.targetC - m.nozzleC <= PRINTER.watchArmGapC) {
    m.watch = null;
  } else if (!m.watch) {
    m.watch = { startC: m.nozzleC, elapsedMs: 0 };
  } else if ((m.watch.elapsedMs += dtMs) >= PRINTER.watchPeriodS * 1000) {
    if (m.nozzleC - m.watch.startC < PRINTER.watchMinRiseC) return enterError(p, "heater-fail");
    m.watch = { startC: m.nozzleC, elapsedMs: 0 };
  }
}

function stepPrinting(p: PrinterCore, dtMs: number, job: PrintJobMessage): void {
  const { m } = p;
  m.printMs += dtMs;
  if (has(m, "stall")) return; // bytes_read freezes; the printer itself does not notice
  m.bytesRead = Math.min(job.bytes, m.bytesRead + (PRINTER.bytesPerSecond * m.speed * dtMs) / 100 / 1000);
  if (m.bytesRead >= job.bytes) {
    m.state = "done";
    m.phaseMs = 0;
    heatersOff(m);
    jobEvent(p, "done", TEXT.done);
    remember(m, job.order_sn);
    return;
  }
  const pct = percent(m);
  const step = Math.floor(pct / PRINTER.progressStepPct);
  if (step > m.progressStep) {
    m.progressStep = step;
    jobEvent(p, "printing", `打印中 ${pct}%`);
  }
}
