/**
 * The fleet's shared state (fleet.ts) and the bookkeeping every part of it does on a printer: into
 * and out of the fleet, its model advanced lazily, into or out of the busy set and the timetable.
 * One FleetState per fleet, made once by createFleetState; the heartbeat engine
 * (fleet-heartbeat.ts), the actions from outside (fleet-actions.ts) and createFleet take it first.
 */
import type { Clock } from "../mock-api/clock.ts";
import type { DevicePort } from "../mock-api/devices.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { PrinterRecord, Store } from "../mock-api/store/types.ts";
import type { CancelJobMessage, PrintJobMessage } from "../web/contract/device/messages.ts";
import { heartbeatTopic } from "../web/contract/device/topics.ts";
import { FleetError, type FleetOptions, type Publisher, type TrafficListener } from "./fleet-api.ts";
import { createSchedule, type Schedule, type Timed } from "./fleet-schedule.ts";
import type { SimPart } from "./fleet-snapshot.ts";
import type { FleetEvent, TransportFault } from "./fleet-types.ts";
import type { Printer, PrinterState } from "./printer.ts";
import { mulberry32Next } from "./random.ts";
import type { PrinterLinks } from "./transport/links.ts";
import type { Meter } from "./transport/meter.ts";

const MIN_REAL_PERIOD_MS = 5; // real ms: a floor on the timer at high --speed
const ACTIVE_STEP_MS = 250; // virtual ms: a busy printer's model is ticked this often (capped at the heartbeat period)
// With spreadBeats (big fleets) the timer runs this many slots per ACTIVE_STEP_MS, so a heartbeat
// leaves at most 25 ms late and each slot's batch is a tenth of a period's (5,000 at 50,000 printers, 1 Hz).
const SLOTS_PER_STEP = 10;

export interface Sim extends Timed {
  printer: Printer;
  /** `sim replay` plays this serial: the model runs but publishes nothing. */
  held: boolean;
  transport: Set<TransportFault>;
  /**
   * No transport fault (`transport` is empty), kept by faultsChanged(): every heartbeat asks up to
   * six questions of `transport`, and a Set lookup per question was a cache miss per printer.
   */
  calm: boolean;
  /** In the fleet (enter → leave): settle() leaves a removed printer alone without a lookup by serial. */
  live: boolean;
  /** In `active` (its model ticked every ACTIVE_STEP_MS). */
  busy: boolean;
  lastState: PrinterState;
  lastBeat: number | null;
  /** Virtual ms of the next heartbeat (jitter). */
  nextBeat: number;
  /** Virtual ms a disconnect ends. */
  backAt: number;
  badFrame: number;
  /** Virtual ms the model has been advanced to (or skipped to, while the power is off). */
  at: number;
  /** Its heartbeat topic, built once. */
  topic: string;
  /** Its record in the store, and the store.printers it was found in (an import replaces that object). */
  record: PrinterRecord | undefined;
  recordIn: Store["printers"] | null;
}

/**
 * Everything the fleet's functions share. Made by one object literal, so every fleet's state has
 * the same hidden class and the heartbeat path's loads from it stay monomorphic.
 */
export interface FleetState {
  readonly store: Store;
  readonly broker: Publisher;
  /** The virtual clock; its `speed` (default 1) scales the real timer period. */
  readonly clock: Clock & { readonly speed?: number };
  readonly persister: Persister | undefined;
  /** Virtual ms between a printer's heartbeats. */
  readonly heartbeatMs: number;
  readonly seed: number;
  readonly spreadBeats: boolean;
  readonly log: (line: string) => void;
  readonly emit: (event: FleetEvent) => void;
  /** The jitter PRNG's state (mulberry32), kept in snapshots. */
  rng: number;
  readonly taps: Set<TrafficListener>;
  readonly sims: Map<string, Sim>;
  /** Printers whose model is not quiet: ticked every ACTIVE_STEP_MS. */
  readonly active: Set<Sim>;
  closed: boolean;
  /** Real ms between timer slots. */
  readonly periodMs: number;
  /** Timer slots per busy-printer tick (fewer than SLOTS_PER_STEP when the timer's floor stretches a slot). */
  readonly slots: number;
  slot: number;
  /** Who needs the fleet next: heartbeats and the ends of disconnects, filed by timer slot (virtual ms). */
  readonly schedule: Schedule<Sim>;
  readonly meter: Meter | undefined;
  /** False when the bridge records what the broker delivers (`recordFromBroker`). */
  readonly recordHere: boolean;
  readonly links: PrinterLinks | undefined;
  /** The bound printers (with a shopId), by serial in order: their index seeds the model and the phase. */
  readonly boundIndex: Map<string, number>;
  /**
   * Printers whose heartbeat just brought them back (more than 5 s since the last one): after the
   * slot the backend re-sends their paid jobs (issue 11). Filled by the heartbeat path without
   * allocating (an array reused slot after slot).
   */
  readonly back: Sim[];
  /** The fleet's DevicePort (fleet-actions.ts createDevices), set once the fleet is made. */
  port: DevicePort | null;
}

/** `onJob`: where a print job (or a cancel) that reached a printer over its MQTT link goes (with `links`). */
export function createFleetState(options: FleetOptions, onJob: (msg: PrintJobMessage | CancelJobMessage) => void): FleetState {
  const { store, clock } = options;
  const heartbeatMs = options.heartbeatMs ?? 1000; // 1 s, well under the 5 s offline rule of §4
  const seed = options.seed ?? 1;
  const spreadBeats = options.spreadBeats === true;
  const activeStepMs = Math.min(heartbeatMs, ACTIVE_STEP_MS);
  const speed = clock.speed ?? 1;
  const periodMs = Math.max(MIN_REAL_PERIOD_MS, activeStepMs / (spreadBeats ? SLOTS_PER_STEP : 1) / speed);
  const schedule = createSchedule<Sim>(periodMs * speed);
  const links = options.links?.({ onJob, onCancel: onJob, secretOf: (sn) => store.printers[sn]?.secret });
  const bound = Object.values(store.printers).filter((p) => p.shopId !== null).map((p) => p.sn).sort();
  return {
    store,
    broker: options.broker,
    clock,
    persister: options.persister,
    heartbeatMs,
    seed,
    spreadBeats,
    log: options.log ?? (() => {}),
    emit: options.onEvent ?? (() => {}),
    rng: initialRng(seed),
    taps: new Set(),
    sims: new Map(),
    active: new Set(),
    closed: false,
    periodMs,
    slots: Math.max(1, Math.round(activeStepMs / (periodMs * speed))),
    slot: 0,
    schedule,
    meter: options.meter,
    recordHere: options.recordFromBroker !== true,
    links,
    boundIndex: new Map(bound.map((sn, i) => [sn, i])), // not indexOf: O(N²) at 50,000 printers
    back: [],
    port: null,
  };
}

/** The jitter PRNG's state as a fleet of `seed` starts (and `sim reset` starts it again). */
export function initialRng(seed: number): number {
  return (seed ^ 0x5eed) >>> 0;
}

/** The jitter PRNG's next value in [0, 1). */
export function random(state: FleetState): number {
  const r = mulberry32Next(state.rng);
  state.rng = r.state;
  return r.value;
}

/** A printer joins the fleet (add, restore), its model as of `at`. */
export function enter(state: FleetState, part: SimPart & { lastState: PrinterState }, at: number): Sim {
  const sn = part.printer.sn;
  // Field by field, not { ...part }: a spread object keeps most fields in a separate array, one
  // more cache miss on every heartbeat. The timetable's and the heartbeat's fields come first.
  const sim: Sim = {
    slot: -1, wake: 0, calm: part.transport.size === 0, live: true, busy: false, held: false, nextBeat: part.nextBeat, at,
    printer: part.printer, topic: heartbeatTopic(sn), lastState: part.lastState, record: undefined, recordIn: null, lastBeat: part.lastBeat,
    transport: part.transport, backAt: part.backAt, badFrame: part.badFrame,
  };
  state.sims.set(sn, sim);
  settle(state, sim);
  return sim;
}

/** Out of the fleet (remove, restore). */
export function leave(state: FleetState, sim: Sim): void {
  state.schedule.remove(sim);
  state.active.delete(sim);
  sim.live = false;
  sim.busy = false;
}

export function get(state: FleetState, sn: string): Sim {
  const sim = state.sims.get(sn);
  if (sim === undefined) {
    // At most 5 serials named: a fleet can have 50,000 (one line, issue 13).
    const have = [...state.sims.keys()];
    const named = have.length === 0 ? "none" : `${have.slice(0, 5).join(", ")}${have.length > 5 ? `, … (${have.length} in all)` : ""}`;
    throw new FleetError(`no simulated printer ${sn} (have ${named})`);
  }
  return sim;
}

/** Nothing leaves the printer (power cut, or a dropped connection). */
export function gone(sim: Sim): boolean {
  return !sim.calm && (sim.transport.has("offline") || sim.transport.has("disconnect"));
}

/** Advances the model to `now`, lazily: a powered-off printer stands still (its clock too). */
export function advance(sim: Sim, now: number): void {
  const dt = now - sim.at;
  if (dt <= 0) return;
  sim.at = now;
  if (sim.calm || !sim.transport.has("offline")) sim.printer.tick(dt);
}

/** After any change to `sim.transport`. */
export function faultsChanged(sim: Sim): void {
  sim.calm = sim.transport.size === 0;
}

/**
 * After anything that may have changed a printer: into or out of the busy set, and its next entry
 * in the timetable. Nothing is due for a printer without power, nor for one that sends nothing
 * (muted, or replayed); clear() and hold() put them back.
 */
export function settle(state: FleetState, sim: Sim, notBefore = Number.NEGATIVE_INFINITY): void {
  if (!sim.live) return;
  const busy = !(sim.calm ? sim.printer.quiet() : sim.transport.has("offline") || sim.printer.quiet());
  if (busy !== sim.busy) {
    sim.busy = busy;
    if (busy) state.active.add(sim);
    else state.active.delete(sim);
  }
  const { schedule } = state;
  if (!sim.calm) {
    if (sim.transport.has("disconnect")) return schedule.set(sim, Math.max(sim.backAt, notBefore));
    if (sim.transport.has("offline") || sim.transport.has("mute")) return schedule.remove(sim);
  }
  if (sim.held) return schedule.remove(sim);
  schedule.set(sim, Math.max(sim.nextBeat, notBefore));
}
