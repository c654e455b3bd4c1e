/**
 * One simulated printer: a pure, deterministic model (no timers, no I/O). The fleet drives it with
 * `tick(dtMs)` on its virtual clock, publishes `heartbeat()` frames and the command messages from
 * `drainEvents()`, and feeds it print jobs, coins, settings and faults. Numbers: PRINTER in printer-types.ts.
 *
 *   idle ──startJob──▶ heating ──nozzle within 2 °C and bed within 5 °C──▶ printing ──bytes_read = bytes──▶ done
 *   done ──10 s display──▶ idle                        (a new job may start during the display)
 *   heating | printing ──material or bamboo missing──▶ paused ──both back──▶ printing if hot, else heating
 *   paused ──5 min──▶ error
 *   heating | printing | paused ──cancel()──▶ idle;    any ──reboot──▶ idle (a running job fails)
 *   any ──heater-fail (no 2 °C rise in 20 s) | thermal-runaway (nozzle over 200 °C)──▶ error ──clear()──▶ idle
 *
 * Every job move goes to the outbox as a print_status_info / print_status_message pair with the job's
 * order_sn (queued → heating → printing N% → done | failed | cancelled); coin changes as `coins`.
 */
import { PRINT_MODE, SN_PATTERN, type Heartbeat, type PrintMode } from "../web/contract/device/heartbeat.ts";
import type { CommandMessage, PrintJobMessage } from "../web/contract/device/messages.ts";
import {
  PRINTER,
  type ErrorKind,
  type FaultKind,
  type InsertCoinsResult,
  type PauseReason,
  type PrinterOptions,
  type PrinterSettings,
  type PrinterSnapshot,
  type PrinterState,
  type PrinterStatus,
  type RefuseReason,
  type SetResult,
  type StartJobResult,
} from "./printer-types.ts";
import { mulberry32Next } from "./random.ts";
import { BED, NOZZLE, stepBody, type HeaterPower } from "./thermal.ts";
import { TEXT, validateSettings } from "./printer-settings.ts";

export * from "./printer-types.ts";

export interface Printer {
  readonly sn: string;
  readonly state: PrinterState;
  /** Advances the virtual time by dtMs (≥ 0): thermal model and state machine. */
  tick(dtMs: number): void;
  /** The §3 live status as of now; always encodable by encodeHeartbeat, and unchanged by a round trip. */
  heartbeat(): Heartbeat;
  status(): PrinterStatus;
  startJob(job: PrintJobMessage): StartJobResult;
  /** Cancels a running job (heating, printing or paused); false when there is none. */
  cancel(): boolean;
  insertCoins(n: number): InsertCoinsResult;
  /** All or nothing: an invalid field changes nothing. */
  set(settings: PrinterSettings): SetResult;
  fault(kind: FaultKind): void;
  /** Back to healthy: faults gone, material and bamboo present, an error state back to idle. */
  clear(): void;
  /** The command messages to publish since the last drain, oldest first. */
  drainEvents(): CommandMessage[];
  /** ms since the epoch, the printer's clock. */
  now(): number;
  /** The whole state as plain JSON; restorePrinter(snapshot) continues exactly from here. */
  snapshot(): PrinterSnapshot;
}

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

export function createPrinter(options: PrinterOptions): Printer {
  if (!SN_PATTERN.test(options.sn)) throw new RangeError(`printer: invalid serial ${JSON.stringify(options.sn)}`);
  const ambientC = options.ambientC ?? 22;
  const timeMs = options.now ?? 0;
  return restorePrinter({
    version: 1, sn: options.sn, rng: options.seed >>> 0, ambientC, timeMs, bootMs: timeMs,
    state: "idle", errorKind: null, pauseReason: null, job: null, bytesRead: 0, printMs: 0, phaseMs: 0, progressStep: 0,
    nozzleC: ambientC, bedC: ambientC, targetC: 0, bedTargetC: 0, nozzleNoise: 0, bedNoise: 0,
    material: true, bamboo: true, flow: 100, speed: 100, coins: options.coins ?? 0, faults: [], heaterCut: false, watch: null,
  });
}

/** A printer continuing from a snapshot (parse a stored one with PrinterSnapshot first). */
export function restorePrinter(snapshot: PrinterSnapshot): Printer {
  const m: PrinterSnapshot = structuredClone(snapshot);
  const { sn } = m;
  let outbox: CommandMessage[] = [];

  const emit = (msg: Omit<CommandMessage, "sn" | "ts">) => outbox.push({ sn, ts: Math.round(m.timeMs), ...msg });
  const jobEvent = (info: NonNullable<CommandMessage["print_status_info"]>, message: string, orderSn = m.job?.order_sn) =>
    emit({ print_status_info: info, print_status_message: message, ...(orderSn === undefined ? {} : { order_sn: orderSn }) });
  const percent = () => (m.job ? Math.floor((m.bytesRead * 100) / m.job.bytes) : 0);
  const running = () => m.state === "heating" || m.state === "printing" || m.state === "paused";
  const missing = (): PauseReason | null => (!m.material ? "material-out" : !m.bamboo ? "bamboo-out" : null);
  const has = (f: PrinterSnapshot["faults"][number]) => m.faults.includes(f);
  const commanded = () => m.state !== "error" && m.targetC > 0;
  const stuck = () => has("thermal-runaway") && !m.heaterCut;
  const random = () => {
    const r = mulberry32Next(m.rng);
    m.rng = r.state;
    return r.value;
  };

  function nozzlePower(): HeaterPower {
    if (stuck()) return "stuck";
    // heater-fail: the controller keeps driving (the heating flag stays on) but no heat arrives.
    return commanded() && !has("heater-fail") ? "controlled" : "off";
  }

  function heatersOff(): void {
    m.targetC = 0;
    m.bedTargetC = 0;
    m.watch = null;
  }

  function toIdle(): void {
    m.state = "idle";
    m.job = null;
    m.bytesRead = 0;
    m.printMs = 0;
    m.errorKind = null;
    m.pauseReason = null;
  }

  function enterError(kind: ErrorKind): void {
    if (running()) jobEvent("failed", `打印失败：${TEXT[kind]}`);
    m.state = "error";
    m.errorKind = kind;
    m.pauseReason = null;
    m.job = null;
    heatersOff();
    m.heaterCut = true; // the firmware's safety cut: every error turns the heaters off
  }

  /** To printing once nozzle and bed are hot enough, else (still) heating. */
  function heatOrPrint(announce: boolean): void {
    const hot = Math.abs(m.nozzleC - m.targetC) <= PRINTER.nozzleReadyBandC && Math.abs(m.bedC - m.bedTargetC) <= PRINTER.bedReadyBandC;
    if (hot) {
      m.state = "printing";
      jobEvent("printing", `打印中 ${percent()}%`);
    } else {
      m.state = "heating";
      if (announce) jobEvent("heating", TEXT.heating);
    }
  }

  /** Reacts to the material and bamboo sensors: at once on set/fault/clear, and on every step. */
  function checkSensors(): void {
    const why = missing();
    if ((m.state === "heating" || m.state === "printing") && why) {
      m.state = "paused";
      m.pauseReason = why;
      m.phaseMs = 0;
      // PRINT_STATUS_INFO has no "paused": the job is still in progress, the message says why it waits.
      jobEvent("printing", `${TEXT[why]}，${TEXT.paused} ${percent()}%`);
    } else if (m.state === "paused" && why) {
      m.pauseReason = why;
    } else if (m.state === "paused") {
      m.pauseReason = null;
      heatOrPrint(true); // the heater held its target while paused, so usually straight back to printing
    }
  }

  function stepThermal(dtMs: number): void {
    const dtS = dtMs / 1000;
    m.nozzleC = stepBody(NOZZLE, m.nozzleC, m.targetC, m.ambientC, nozzlePower(), dtS);
    m.bedC = stepBody(BED, m.bedC, m.bedTargetC, m.ambientC, m.state !== "error" && m.bedTargetC > 0 ? "controlled" : "off", dtS);
    if (m.nozzleC > PRINTER.nozzleMaxTempC && !m.heaterCut) return enterError("thermal-runaway");
    if (!commanded() || m.targetC - m.nozzleC <= PRINTER.watchArmGapC) {
      m.watch = null;
    } else if (!m.watch) {
      m.watch = { startC: m.nozzleC, elapsedMs: 0 };
    } else if ((m.watch.elapsedMs += dtMs) >= PRINTER.watchPeriodS * 1000) {
      if (m.nozzleC - m.watch.startC < PRINTER.watchMinRiseC) return enterError("heater-fail");
      m.watch = { startC: m.nozzleC, elapsedMs: 0 };
    }
  }

  function stepPrinting(dtMs: number, job: PrintJobMessage): void {
    m.printMs += dtMs;
    if (has("stall")) return; // bytes_read freezes; the printer itself does not notice
    m.bytesRead = Math.min(job.bytes, m.bytesRead + (PRINTER.bytesPerSecond * m.speed * dtMs) / 100 / 1000);
    if (m.bytesRead >= job.bytes) {
      m.state = "done";
      m.phaseMs = 0;
      heatersOff();
      jobEvent("done", TEXT.done);
      return;
    }
    const pct = percent();
    const step = Math.floor(pct / PRINTER.progressStepPct);
    if (step > m.progressStep) {
      m.progressStep = step;
      jobEvent("printing", `打印中 ${pct}%`);
    }
  }

  function step(dtMs: number): void {
    m.timeMs += dtMs;
    stepThermal(dtMs);
    checkSensors();
    if (m.state === "heating") heatOrPrint(false);
    else if (m.state === "printing" && m.job) stepPrinting(dtMs, m.job);
    else if (m.state === "paused" && m.pauseReason && (m.phaseMs += dtMs) >= PRINTER.pauseTimeoutS * 1000) enterError(m.pauseReason);
    else if (m.state === "done" && (m.phaseMs += dtMs) >= PRINTER.doneDisplayS * 1000) toIdle();
  }

  function reboot(): void {
    if (running()) jobEvent("failed", `打印失败：${TEXT.reboot}`);
    m.bootMs = m.timeMs;
    toIdle();
    heatersOff();
    m.heaterCut = false;
    m.faults = m.faults.filter((f) => f !== "stall"); // a firmware hang; broken heaters stay broken
  }

  return {
    sn,
    get state() {
      return m.state;
    },
    now: () => m.timeMs,
    snapshot: () => structuredClone(m),

    tick(dtMs) {
      if (!Number.isFinite(dtMs) || dtMs < 0) throw new RangeError(`printer.tick: bad dtMs ${dtMs}`);
      for (let left = dtMs; left > 0; left -= PRINTER.stepMs) step(Math.min(left, PRINTER.stepMs));
      // One noise sample per tick (not per heartbeat() call) keeps heartbeat() a pure read.
      m.nozzleNoise = (random() * 2 - 1) * PRINTER.jitterC;
      m.bedNoise = (random() * 2 - 1) * PRINTER.jitterC;
    },

    heartbeat() {
      return {
        sn,
        targetTemp: tenth(m.targetC),
        currentTemp: tenth(m.nozzleC + m.nozzleNoise),
        targetBedTemp: tenth(m.bedTargetC),
        currentBedTemp: tenth(m.bedC + m.bedNoise),
        materialPresent: m.material,
        printMode: MODE[m.state],
        bambooPresent: m.bamboo,
        heating: stuck() || (m.state !== "error" && (m.targetC > 0 || m.bedTargetC > 0)),
        printFlow: m.flow,
        printSpeed: m.speed,
        bytesRead: Math.floor(m.bytesRead),
        printTime: Math.floor(m.printMs / 1000),
        uptime: Math.floor((m.timeMs - m.bootMs) / 1000),
      };
    },

    status() {
      return {
        sn,
        state: m.state,
        error: m.errorKind,
        pauseReason: m.pauseReason,
        job: m.job ? { order_sn: m.job.order_sn, bytes: m.job.bytes } : null,
        coins: m.coins,
        faults: [...m.faults].sort(),
        now: m.timeMs,
      };
    },

    startJob(next) {
      if (next.sn !== sn) return { ok: false, reason: "wrong-sn" };
      if (m.job && m.job.order_sn === next.order_sn) return { ok: false, reason: "duplicate" }; // a redelivered message
      const why: RefuseReason | null = m.state === "error" ? "error" : running() ? "busy" : missing();
      if (why) {
        jobEvent("failed", `无法打印：${TEXT[why]}`, next.order_sn);
        return { ok: false, reason: why };
      }
      toIdle(); // ends a finished job's display
      m.job = structuredClone(next);
      m.progressStep = 0;
      jobEvent("queued", TEXT.queued);
      m.targetC = PRINTER.jobNozzleC;
      m.bedTargetC = PRINTER.jobBedC;
      m.watch = null;
      heatOrPrint(true);
      return { ok: true };
    },

    cancel() {
      if (!running()) return false;
      jobEvent("cancelled", TEXT.cancelled);
      heatersOff();
      toIdle();
      return true;
    },

    insertCoins(n) {
      if (!Number.isInteger(n) || n < 1 || n > PRINTER.maxCoinsPerInsert) return { ok: false, reason: "invalid" };
      m.coins += n;
      emit({ coins: m.coins });
      return { ok: true, coins: m.coins };
    },

    set(s) {
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
        emit({ coins: m.coins });
      }
      checkSensors();
      return { ok: true };
    },

    fault(kind) {
      if (kind === "reboot") return reboot();
      if (kind === "material-out") m.material = false;
      else if (kind === "bamboo-out") m.bamboo = false;
      else if (!has(kind)) m.faults.push(kind);
      checkSensors();
    },

    clear() {
      m.faults = [];
      m.material = true;
      m.bamboo = true;
      m.heaterCut = false;
      m.watch = null;
      if (m.state === "error") toIdle();
      checkSensors();
    },

    drainEvents() {
      const out = outbox;
      outbox = [];
      return out;
    },
  };
}
