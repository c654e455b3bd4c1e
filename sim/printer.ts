/**
 * One simulated printer: a pure, deterministic model (no timers, no I/O). The fleet drives it with
 * `tick(dtMs)` on its virtual clock, publishes `heartbeat()` frames and the command messages from
 * `drainEvents()`, and feeds it print jobs, coins, settings and faults. Numbers: PRINTER in printer-types.ts.
 *
 *   idle ──startJob──▶ heating ──nozzle within 2 °C and bed within 5 °C──▶ printing ──bytes_read = bytes──▶ done
 *   done ──10 s display──▶ idle                        (a new job may start during the display)
 *   a job arriving while one runs (or others wait) is queued, in order, each told its place
 *   ("排队中，前面还有 N 个"); when the running job ends (display over, failed, cancelled, an error
 *   cleared) the next one starts. A job it already has (running, queued, or among the last
 *   RECENT_JOBS it finished) is ignored: a redelivery never prints twice.
 *   heating | printing ──material or bamboo missing──▶ paused ──both back──▶ printing if hot, else heating
 *   paused ──5 min──▶ error
 *   heating | printing | paused ──cancel()──▶ idle;    any ──reboot──▶ idle (a running job fails)
 *   cancelOrder(sn) (the backend's CancelJobMessage, issue 13): the running job as cancel(), a waiting
 *   one out of the queue; remembered either way, so a late copy of it never prints
 *   any ──heater-fail (no 2 °C rise in 20 s) | thermal-runaway (nozzle over 200 °C)──▶ error ──clear()──▶ idle
 *   idle ──heater-fail (the idle self-test, every 3 s of uptime: a dead heater draws no current)──▶ error
 *
 * Every job move goes to the outbox as a print_status_info / print_status_message pair with the job's
 * order_sn (queued → heating → printing N% → done | failed | cancelled); coin changes as `coins`.
 *
 * The moves of the state machine are in printer-state.ts, the clock in printer-time.ts, the fleet's
 * actions in printer-actions.ts, the heartbeat and status in printer-view.ts.
 */
import { SN_PATTERN, type Heartbeat } from "../web/contract/device/heartbeat.ts";
import type { CommandMessage, PrintJobMessage } from "../web/contract/device/messages.ts";
import type {
  CancelResult,
  FaultKind,
  InsertCoinsResult,
  PrinterHolding,
  PrinterOptions,
  PrinterSettings,
  PrinterSnapshot,
  PrinterState,
  PrinterStatus,
  SetResult,
  StartJobResult,
} from "./printer-types.ts";
import type { PrinterCore } from "./printer-state.ts";
import { advance, isQuiet } from "./printer-time.ts";
import { heartbeatOf, heldOf, statusOf } from "./printer-view.ts";
import { applyFault, applySettings, cancelJob, cancelOrder, clearFaults, insertCoins, startJob } from "./printer-actions.ts";

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
  /** The jobs it holds, without the rest of status() (a fleet of 50,000 asks each as it boots). */
  held(): PrinterHolding;
  /** Starts, queues, ignores (a redelivery: reason "duplicate") or refuses a job. */
  startJob(job: PrintJobMessage): StartJobResult;
  /** Cancels a running job (heating, printing or paused); false when there is none. */
  cancel(): boolean;
  /** The backend cancelled this order's job (CancelJobMessage): stopped, dequeued, or remembered. */
  cancelOrder(orderSn: string): CancelResult;
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

/** What drainEvents() hands out when there is nothing: frozen, so a caller cannot fill it for everyone. */
const NO_EVENTS = Object.freeze([]) as unknown as CommandMessage[];

export function createPrinter(options: PrinterOptions): Printer {
  if (!SN_PATTERN.test(options.sn)) throw new RangeError(`printer: invalid serial ${JSON.stringify(options.sn)}`);
  const ambientC = options.ambientC ?? 22;
  const timeMs = options.now ?? 0;
  return restorePrinter({
    version: 2, sn: options.sn, rng: options.seed >>> 0, ambientC, timeMs, bootMs: timeMs,
    state: "idle", errorKind: null, pauseReason: null, job: null, bytesRead: 0, printMs: 0, phaseMs: 0, progressStep: 0,
    nozzleC: ambientC, bedC: ambientC, targetC: 0, bedTargetC: 0, nozzleNoise: 0, bedNoise: 0,
    material: true, bamboo: true, flow: 100, speed: 100, coins: options.coins ?? 0, faults: [], heaterCut: false, watch: null,
    queue: [], recent: [],
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
    queue: s.queue.map((j) => structuredClone(j)), recent: [...s.recent],
  };
}

/**
 * The model as a class: its methods live once on the prototype. (As closures, 40 functions per
 * printer cost 9.5 KB each: 475 MB of heap at 50,000 printers.) The instance is the PrinterCore the
 * printer-*.ts functions take; its three fields keep this order, so all printers share one hidden class.
 */
class PrinterModel implements Printer, PrinterCore {
  readonly sn: string;
  m: PrinterSnapshot;
  outbox: CommandMessage[] | null = null;

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

  quiet(): boolean {
    return isQuiet(this);
  }

  tick(dtMs: number): void {
    advance(this, dtMs);
  }

  heartbeat(): Heartbeat {
    return heartbeatOf(this);
  }

  status(): PrinterStatus {
    return statusOf(this);
  }

  held(): PrinterHolding {
    return heldOf(this);
  }

  startJob(next: PrintJobMessage): StartJobResult {
    return startJob(this, next);
  }

  cancel(): boolean {
    return cancelJob(this);
  }

  cancelOrder(orderSn: string): CancelResult {
    return cancelOrder(this, orderSn);
  }

  insertCoins(n: number): InsertCoinsResult {
    return insertCoins(this, n);
  }

  set(s: PrinterSettings): SetResult {
    return applySettings(this, s);
  }

  fault(kind: FaultKind): void {
    applyFault(this, kind);
  }

  clear(): void {
    clearFaults(this);
  }

  drainEvents(): CommandMessage[] {
    const out = this.outbox ?? NO_EVENTS; // the fleet drains every printer every heartbeat: no garbage for nothing
    this.outbox = null;
    return out;
  }
}
