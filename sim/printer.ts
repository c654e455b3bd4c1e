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
  /**
   * True while advancing time can change nothing but the temperatures and the clock: no state move,
   * no message, no heater watch or safety cut to fire (idle or error, heaters off or holding a
   * reached target). It stays true until something acts on the printer; tick() then advances in one
   * closed-form step, and the fleet ticks such a printer only when it sends a heartbeat.
   */
  quiet(): boolean;
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

/** What drainEvents() hands out when there is nothing: frozen, so a caller cannot fill it for everyone. */
const NO_EVENTS = Object.freeze([]) as unknown as CommandMessage[];

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
  return new PrinterModel(ownCopy(snapshot));
}

/**
 * The model's own copy of a snapshot, written out field by field (the type checks none is
 * missing). structuredClone made objects that keep 4 fields in the object and the other 24 in a
 * separate array: one more cache miss on every read of the state, at 50,000 printers a second.
 */
function ownCopy(s: PrinterSnapshot): PrinterSnapshot {
  return {
    version: s.version, sn: s.sn, rng: s.rng, ambientC: s.ambientC, timeMs: s.timeMs, bootMs: s.bootMs,
    state: s.state, errorKind: s.errorKind, pauseReason: s.pauseReason, job: s.job === null ? null : structuredClone(s.job),
    bytesRead: s.bytesRead, printMs: s.printMs, phaseMs: s.phaseMs, progressStep: s.progressStep,
    nozzleC: s.nozzleC, bedC: s.bedC, targetC: s.targetC, bedTargetC: s.bedTargetC, nozzleNoise: s.nozzleNoise, bedNoise: s.bedNoise,
    material: s.material, bamboo: s.bamboo, flow: s.flow, speed: s.speed, coins: s.coins, faults: [...s.faults], heaterCut: s.heaterCut,
    watch: s.watch === null ? null : { startC: s.watch.startC, elapsedMs: s.watch.elapsedMs },
  };
}

/**
 * The model as a class: its methods live once on the prototype. (As closures, 40 functions per
 * printer cost 9.5 KB each: 475 MB of heap at 50,000 printers.)
 */
class PrinterModel implements Printer {
  readonly sn: string;
  private m: PrinterSnapshot;
  /** Messages not yet drained; null when there are none (most of the time: no array to look at). */
  private outbox: CommandMessage[] | null = null;

  constructor(m: PrinterSnapshot) {
    this.m = m;
    this.sn = m.sn;
  }

  get state(): PrinterState {
    return this.m.state;
  }

  now(): number {
    return this.m.timeMs;
  }

  snapshot(): PrinterSnapshot {
    return structuredClone(this.m);
  }

  private emit(msg: Omit<CommandMessage, "sn" | "ts">): void {
    (this.outbox ??= []).push({ sn: this.sn, ts: Math.round(this.m.timeMs), ...msg });
  }

  private jobEvent(info: NonNullable<CommandMessage["print_status_info"]>, message: string, orderSn = this.m.job?.order_sn): void {
    this.emit({ print_status_info: info, print_status_message: message, ...(orderSn === undefined ? {} : { order_sn: orderSn }) });
  }

  private percent(): number {
    const { m } = this;
    return m.job ? Math.floor((m.bytesRead * 100) / m.job.bytes) : 0;
  }

  private running(): boolean {
    const { state } = this.m;
    return state === "heating" || state === "printing" || state === "paused";
  }

  private missing(): PauseReason | null {
    return !this.m.material ? "material-out" : !this.m.bamboo ? "bamboo-out" : null;
  }

  private has(f: PrinterSnapshot["faults"][number]): boolean {
    return this.m.faults.includes(f);
  }

  private commanded(): boolean {
    return this.m.state !== "error" && this.m.targetC > 0;
  }

  private stuck(): boolean {
    return this.has("thermal-runaway") && !this.m.heaterCut;
  }

  private random(): number {
    const r = mulberry32Next(this.m.rng);
    this.m.rng = r.state;
    return r.value;
  }

  private nozzlePower(): HeaterPower {
    if (this.stuck()) return "stuck";
    // heater-fail: the controller keeps driving (the heating flag stays on) but no heat arrives.
    return this.commanded() && !this.has("heater-fail") ? "controlled" : "off";
  }

  private heatersOff(): void {
    this.m.targetC = 0;
    this.m.bedTargetC = 0;
    this.m.watch = null;
  }

  private toIdle(): void {
    const { m } = this;
    m.state = "idle";
    m.job = null;
    m.bytesRead = 0;
    m.printMs = 0;
    m.errorKind = null;
    m.pauseReason = null;
  }

  private enterError(kind: ErrorKind): void {
    const { m } = this;
    if (this.running()) this.jobEvent("failed", `打印失败：${TEXT[kind]}`);
    m.state = "error";
    m.errorKind = kind;
    m.pauseReason = null;
    m.job = null;
    this.heatersOff();
    m.heaterCut = true; // the firmware's safety cut: every error turns the heaters off
  }

  /** To printing once nozzle and bed are hot enough, else (still) heating. */
  private heatOrPrint(announce: boolean): void {
    const { m } = this;
    const hot = Math.abs(m.nozzleC - m.targetC) <= PRINTER.nozzleReadyBandC && Math.abs(m.bedC - m.bedTargetC) <= PRINTER.bedReadyBandC;
    if (hot) {
      m.state = "printing";
      this.jobEvent("printing", `打印中 ${this.percent()}%`);
    } else {
      m.state = "heating";
      if (announce) this.jobEvent("heating", TEXT.heating);
    }
  }

  /** Reacts to the material and bamboo sensors: at once on set/fault/clear, and on every step. */
  private checkSensors(): void {
    const { m } = this;
    const why = this.missing();
    if ((m.state === "heating" || m.state === "printing") && why) {
      m.state = "paused";
      m.pauseReason = why;
      m.phaseMs = 0;
      // PRINT_STATUS_INFO has no "paused": the job is still in progress, the message says why it waits.
      this.jobEvent("printing", `${TEXT[why]}，${TEXT.paused} ${this.percent()}%`);
    } else if (m.state === "paused" && why) {
      m.pauseReason = why;
    } else if (m.state === "paused") {
      m.pauseReason = null;
      this.heatOrPrint(true); // the heater held its target while paused, so usually straight back to printing
    }
  }

  private stepThermal(dtMs: number): void {
    const { m } = this;
    const dtS = dtMs / 1000;
    m.nozzleC = stepBody(NOZZLE, m.nozzleC, m.targetC, m.ambientC, this.nozzlePower(), dtS);
    m.bedC = stepBody(BED, m.bedC, m.bedTargetC, m.ambientC, m.state !== "error" && m.bedTargetC > 0 ? "controlled" : "off", dtS);
    if (m.nozzleC > PRINTER.nozzleMaxTempC && !m.heaterCut) return this.enterError("thermal-runaway");
    if (!this.commanded() || m.targetC - m.nozzleC <= PRINTER.watchArmGapC) {
      m.watch = null;
    } else if (!m.watch) {
      m.watch = { startC: m.nozzleC, elapsedMs: 0 };
    } else if ((m.watch.elapsedMs += dtMs) >= PRINTER.watchPeriodS * 1000) {
      if (m.nozzleC - m.watch.startC < PRINTER.watchMinRiseC) return this.enterError("heater-fail");
      m.watch = { startC: m.nozzleC, elapsedMs: 0 };
    }
  }

  private stepPrinting(dtMs: number, job: PrintJobMessage): void {
    const { m } = this;
    m.printMs += dtMs;
    if (this.has("stall")) return; // bytes_read freezes; the printer itself does not notice
    m.bytesRead = Math.min(job.bytes, m.bytesRead + (PRINTER.bytesPerSecond * m.speed * dtMs) / 100 / 1000);
    if (m.bytesRead >= job.bytes) {
      m.state = "done";
      m.phaseMs = 0;
      this.heatersOff();
      this.jobEvent("done", TEXT.done);
      return;
    }
    const pct = this.percent();
    const step = Math.floor(pct / PRINTER.progressStepPct);
    if (step > m.progressStep) {
      m.progressStep = step;
      this.jobEvent("printing", `打印中 ${pct}%`);
    }
  }

  private step(dtMs: number): void {
    const { m } = this;
    m.timeMs += dtMs;
    this.stepThermal(dtMs);
    this.checkSensors();
    if (m.state === "heating") this.heatOrPrint(false);
    else if (m.state === "printing" && m.job) this.stepPrinting(dtMs, m.job);
    else if (m.state === "paused" && m.pauseReason && (m.phaseMs += dtMs) >= PRINTER.pauseTimeoutS * 1000) this.enterError(m.pauseReason);
    else if (m.state === "done" && (m.phaseMs += dtMs) >= PRINTER.doneDisplayS * 1000) this.toIdle();
  }

  private reboot(): void {
    const { m } = this;
    if (this.running()) this.jobEvent("failed", `打印失败：${TEXT.reboot}`);
    m.bootMs = m.timeMs;
    this.toIdle();
    this.heatersOff();
    m.heaterCut = false;
    m.faults = m.faults.filter((f) => f !== "stall"); // a firmware hang; broken heaters stay broken
  }

  /**
   * See Printer.quiet. Over any dt: checkSensors and the state machine do nothing in idle and error;
   * with the heater holding its target (or off) the nozzle only moves towards it, so the gap to the
   * target never grows past the watch's arming gap; no stuck heater, and no nozzle over MAXTEMP with
   * the safety cut off (just cleared from a runaway: the next step would cut again).
   */
  quiet(): boolean {
    const { m } = this;
    if (m.state !== "idle" && m.state !== "error") return false;
    if (m.watch !== null || this.stuck()) return false;
    if (m.nozzleC > PRINTER.nozzleMaxTempC && !m.heaterCut) return false;
    return !this.commanded() || (!this.has("heater-fail") && m.targetC - m.nozzleC <= PRINTER.watchArmGapC);
  }

  tick(dtMs: number): void {
    if (!Number.isFinite(dtMs) || dtMs < 0) throw new RangeError(`printer.tick: bad dtMs ${dtMs}`);
    // Quiet: one step is exact (thermal.ts: the closed form of the relaxation, heater power and
    // target constant over the whole interval) and nothing can happen in between to land on time.
    if (this.quiet()) {
      if (dtMs > 0) this.step(dtMs);
    } else {
      for (let left = dtMs; left > 0; left -= PRINTER.stepMs) this.step(Math.min(left, PRINTER.stepMs));
    }
    // One noise sample per tick (not per heartbeat() call) keeps heartbeat() a pure read.
    this.m.nozzleNoise = (this.random() * 2 - 1) * PRINTER.jitterC;
    this.m.bedNoise = (this.random() * 2 - 1) * PRINTER.jitterC;
  }

  heartbeat(): Heartbeat {
    const { m } = this;
    return {
      sn: this.sn,
      targetTemp: tenth(m.targetC),
      currentTemp: tenth(m.nozzleC + m.nozzleNoise),
      targetBedTemp: tenth(m.bedTargetC),
      currentBedTemp: tenth(m.bedC + m.bedNoise),
      materialPresent: m.material,
      printMode: MODE[m.state],
      bambooPresent: m.bamboo,
      heating: this.stuck() || (m.state !== "error" && (m.targetC > 0 || m.bedTargetC > 0)),
      printFlow: m.flow,
      printSpeed: m.speed,
      bytesRead: Math.floor(m.bytesRead),
      printTime: Math.floor(m.printMs / 1000),
      uptime: Math.floor((m.timeMs - m.bootMs) / 1000),
    };
  }

  status(): PrinterStatus {
    const { m } = this;
    return {
      sn: this.sn,
      state: m.state,
      error: m.errorKind,
      pauseReason: m.pauseReason,
      job: m.job ? { order_sn: m.job.order_sn, bytes: m.job.bytes } : null,
      coins: m.coins,
      faults: [...m.faults].sort(),
      now: m.timeMs,
    };
  }

  startJob(next: PrintJobMessage): StartJobResult {
    const { m } = this;
    if (next.sn !== this.sn) return { ok: false, reason: "wrong-sn" };
    if (m.job && m.job.order_sn === next.order_sn) return { ok: false, reason: "duplicate" }; // a redelivered message
    const why: RefuseReason | null = m.state === "error" ? "error" : this.running() ? "busy" : this.missing();
    if (why) {
      this.jobEvent("failed", `无法打印：${TEXT[why]}`, next.order_sn);
      return { ok: false, reason: why };
    }
    this.toIdle(); // ends a finished job's display
    m.job = structuredClone(next);
    m.progressStep = 0;
    this.jobEvent("queued", TEXT.queued);
    m.targetC = PRINTER.jobNozzleC;
    m.bedTargetC = PRINTER.jobBedC;
    m.watch = null;
    this.heatOrPrint(true);
    return { ok: true };
  }

  cancel(): boolean {
    if (!this.running()) return false;
    this.jobEvent("cancelled", TEXT.cancelled);
    this.heatersOff();
    this.toIdle();
    return true;
  }

  insertCoins(n: number): InsertCoinsResult {
    if (!Number.isInteger(n) || n < 1 || n > PRINTER.maxCoinsPerInsert) return { ok: false, reason: "invalid" };
    this.m.coins += n;
    this.emit({ coins: this.m.coins });
    return { ok: true, coins: this.m.coins };
  }

  set(s: PrinterSettings): SetResult {
    const { m } = this;
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
      this.emit({ coins: m.coins });
    }
    this.checkSensors();
    return { ok: true };
  }

  fault(kind: FaultKind): void {
    if (kind === "reboot") return this.reboot();
    if (kind === "material-out") this.m.material = false;
    else if (kind === "bamboo-out") this.m.bamboo = false;
    else if (!this.has(kind)) this.m.faults.push(kind);
    this.checkSensors();
  }

  clear(): void {
    const { m } = this;
    m.faults = [];
    m.material = true;
    m.bamboo = true;
    m.heaterCut = false;
    m.watch = null;
    if (m.state === "error") this.toIdle();
    this.checkSensors();
  }

  drainEvents(): CommandMessage[] {
    const out = this.outbox ?? NO_EVENTS; // the fleet drains every printer every heartbeat: no garbage for nothing
    this.outbox = null;
    return out;
  }
}
