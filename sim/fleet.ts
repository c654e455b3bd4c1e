/**
 * The printer fleet: one printer model (printer.ts) per serial, driven on the virtual clock. Each
 * heartbeat period it ticks every printer by the virtual time elapsed, publishes its binary heartbeat
 * and its command messages into the broker in-process (issue 4: the default; `aedes.publish()` carried
 * 50,000 heartbeats/s) and records both in the mock API's store (device-reports.ts), the way the
 * production backend's MQTT bridge would. `devices` is the mock API's DevicePort: a paid order's job goes
 * out on the job topic and starts on the model.
 *
 * Faults: the model's own (printer.fault) and the transport's, which only this layer can play:
 *   offline     power cut: nothing is published, the model stops; clear() powers it up (a reboot)
 *   mute        connected but silent: no heartbeats; command messages wait and go out on clear()
 *   disconnect  gone for DISCONNECT_MS of virtual time (nothing published), then back by itself
 *   jitter      heartbeat gaps of 3–7 s, around the 5 s offline rule of §4 (seeded)
 *   malformed   bad frames (wrong version, bad checksum, truncated) instead of heartbeats
 *
 * Lazily, so 50,000 printers fit in one core (issue 4): a printer whose model is quiet (idle or
 * in error with nothing due, printer.ts `quiet()`) is advanced only when it sends a heartbeat or
 * something acts on it, in one exact closed-form step; the others (heating, printing, paused, done)
 * are ticked every ACTIVE_STEP_MS as before, so their state moves and messages go out on time. A
 * timetable (fleet-schedule.ts) hands each timer slot only the printers due in it, and their
 * heartbeats go into the broker as one batch per slot.
 *
 * With `links` (`--connect`, transport/links.ts) each printer is its own MQTT client instead:
 * offline cuts its socket (the broker publishes its will), disconnect leaves cleanly and comes
 * back, jobs arrive over its job subscription. With `recordFromBroker` the bridge
 * (transport/bridge.ts) records what the broker delivers, and the fleet records nothing itself.
 */
import type { Clock } from "../mock-api/clock.ts";
import type { DevicePort } from "../mock-api/devices.ts";
import { recordCommandMessage, recordHeartbeat } from "../mock-api/commerce/device-reports.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import { own } from "../mock-api/store/own.ts";
import type { PrinterRecord, Store } from "../mock-api/store/types.ts";
import { encodeHeartbeat, HEARTBEAT_LENGTH, type Heartbeat } from "../web/contract/device/heartbeat.ts";
import type { PrintJobMessage } from "../web/contract/device/messages.ts";
import { commandTopic, heartbeatTopic, jobTopic } from "../web/contract/device/topics.ts";
import { DISCONNECT_MS, TRANSPORT_FAULTS, type FleetEvent, type FleetFaultKind, type PrinterRow, type TransportFault } from "./fleet-types.ts";
import { createPrinter, type FaultKind, type Printer, type PrinterSettings, type PrinterState, type SetResult } from "./printer.ts";
import { mulberry32Next } from "./random.ts";
import { createSchedule, type Timed } from "./fleet-schedule.ts";
import { loadEntry, saveEntry, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type FleetSnapshot, type SimPart } from "./fleet-snapshot.ts";
import type { LinksFactory } from "./transport/links.ts";
import type { Meter } from "./transport/meter.ts";

export * from "./fleet-types.ts";

const JITTER_GAP_MS: readonly [number, number] = [3000, 7000]; // virtual ms: either side of the 5 s offline rule
const MIN_REAL_PERIOD_MS = 5; // real ms: a floor on the timer at high --speed
const ACTIVE_STEP_MS = 250; // virtual ms: a busy printer's model is ticked this often (capped at the heartbeat period)
// With spreadBeats (big fleets) the timer runs this many slots per ACTIVE_STEP_MS, so a heartbeat
// leaves at most 25 ms late and each slot's batch is a tenth of a period's (5,000 at 50,000 printers, 1 Hz).
const SLOTS_PER_STEP = 10;

/** The part of the broker the fleet needs (in-process publish). */
export interface Publisher {
  publish(topic: string, payload: Uint8Array | string): Promise<void>;
  /**
   * Fire and forget, taking the payload as it is (no copy, no promise): the heartbeat path.
   * Without it the fleet uses publish().
   */
  send?(topic: string, payload: Buffer): void;
}

export interface FleetOptions {
  store: Store;
  broker: Publisher;
  /** The virtual clock; its `speed` (default 1) scales the real timer period. */
  clock: Clock & { readonly speed?: number };
  heartbeatMs?: number;
  /** Repeatable runs: the printers' sensor noise and the jitter gaps derive from it. */
  seed?: number;
  /** The first N bound printers (with a shopId); default all of them. */
  printers?: number;
  persister?: Persister;
  onEvent?: (event: FleetEvent) => void;
  log?: (line: string) => void;
  /** `--connect`: each printer its own MQTT client (transport/links.ts); default: in-process publish into `broker`. */
  links?: LinksFactory;
  /** Counts what the printers send (transport/meter.ts). */
  meter?: Meter;
  /** The bridge records heartbeats and command messages as the broker delivers them; the fleet then does not. */
  recordFromBroker?: boolean;
  /**
   * First heartbeats spread over one period (by serial index) instead of all in the first tick:
   * 50,000 frames in one tick would queue in the broker for a good part of the period.
   */
  spreadBeats?: boolean;
}

export interface Fleet {
  readonly devices: DevicePort;
  serials(): string[];
  status(): PrinterRow[];
  /** Coins inserted at the machine: reported at once, and the store's printer.coins follows. */
  coin(sn: string, n: number): number;
  fault(sn: string, kind: FleetFaultKind): void;
  clear(sn: string): void;
  set(sn: string, settings: PrinterSettings): SetResult;
  add(sn: string): void;
  remove(sn: string): void;
  /** Runs one timer slot now: busy printers ticked, due heartbeats sent (tests; the timer calls it too). */
  step(): Promise<void>;
  /** `sim record`: sees every message the fleet publishes (virtual ms `ts`) as it goes out; returns the unsubscribe. */
  tap(listener: TrafficListener): () => void;
  /** `sim replay`: while held, the printer's own model publishes nothing (its recorded traffic stands in). */
  hold(sn: string, on: boolean): void;
  /** `sim replay`: publishes a recorded message into the broker as it was. */
  inject(topic: string, payload: Uint8Array | string): void;
  /** `sim snapshot save`: every printer's whole state and the virtual clock (fleet-snapshot.ts). */
  snapshot(): FleetSnapshot;
  /** `sim snapshot load`: replaces the printers with the snapshot's; checked first, a refusal changes nothing. */
  restore(snapshot: FleetSnapshot): void;
  close(): Promise<void>;
}

export type TrafficListener = (topic: string, payload: Uint8Array | string, ts: number) => void;

interface Sim extends Timed {
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

/** A refused fleet operation; `status` is the control API's answer (404 no such printer, 409, 422). */
export class FleetError extends Error {
  override name = "FleetError";
  readonly status: number;
  constructor(message: string, status = 404) {
    super(message);
    this.status = status;
  }
}

export function createFleet(options: FleetOptions): Fleet {
  const { store, broker, clock, persister } = options;
  const heartbeatMs = options.heartbeatMs ?? 1000; // 1 s, well under the 5 s offline rule of §4
  const seed = options.seed ?? 1;
  const log = options.log ?? (() => {});
  const emit = options.onEvent ?? (() => {});
  let rng = (seed ^ 0x5eed) >>> 0; // the jitter PRNG's state (mulberry32), kept in snapshots
  const random = () => {
    const r = mulberry32Next(rng);
    rng = r.state;
    return r.value;
  };
  const taps = new Set<TrafficListener>();
  const sims = new Map<string, Sim>();

  /** Printers whose model is not quiet: ticked every ACTIVE_STEP_MS. */
  const active = new Set<Sim>();
  let closed = false;
  let running: Promise<void> = Promise.resolve();

  const activeStepMs = Math.min(heartbeatMs, ACTIVE_STEP_MS);
  const speed = clock.speed ?? 1;
  /** Real ms between timer slots. */
  const periodMs = Math.max(MIN_REAL_PERIOD_MS, activeStepMs / (options.spreadBeats === true ? SLOTS_PER_STEP : 1) / speed);
  /** Timer slots per busy-printer tick (fewer than SLOTS_PER_STEP when the timer's floor stretches a slot). */
  const slots = Math.max(1, Math.round(activeStepMs / (periodMs * speed)));
  let slot = 0;
  /** Who needs the fleet next: heartbeats and the ends of disconnects, filed by timer slot (virtual ms). */
  const schedule = createSchedule<Sim>(periodMs * speed);

  const { meter } = options;
  const recordHere = options.recordFromBroker !== true;
  const links = options.links?.({ onJob: receiveJob, secretOf: (sn) => store.printers[sn]?.secret });

  const bound = Object.values(store.printers).filter((p) => p.shopId !== null).map((p) => p.sn).sort();
  const boundIndex = new Map(bound.map((sn, i) => [sn, i])); // not indexOf: O(N²) at 50,000 printers
  const started = clock.now();
  for (const sn of bound.slice(0, options.printers ?? bound.length)) add(sn);
  // Creating 50,000 printers takes a second or more: their first heartbeats start from the end of
  // it, or every phase already passed would go out at once in the first slot.
  const took = clock.now() - started;
  if (took > 0 && options.spreadBeats === true) for (const sim of sims.values()) settle(sim, (sim.nextBeat += took));

  function add(sn: string): void {
    const record = store.printers[sn];
    if (record === undefined) throw new FleetError(`no printer ${sn} in the store`);
    if (sims.has(sn)) throw new FleetError(`printer ${sn} is already simulated`, 409);
    const index = boundIndex.get(sn) ?? sims.size;
    const printer = createPrinter({ sn, seed: (seed * 1000 + index) >>> 0, now: clock.now(), coins: record.coins });
    // Golden-ratio phases: evenly spread over the period for any fleet size.
    const phase = options.spreadBeats === true ? ((index * 0.6180339887) % 1) * heartbeatMs : 0;
    const now = clock.now();
    enter({ printer, transport: new Set(), lastState: printer.state, lastBeat: null, nextBeat: now + phase, backAt: 0, badFrame: 0 }, now);
    links?.open(sn);
  }

  /** A printer joins the fleet (add, restore), its model as of `at`. */
  function enter(part: SimPart & { lastState: PrinterState }, at: number): Sim {
    const sn = part.printer.sn;
    // Field by field, not { ...part }: a spread object keeps most fields in a separate array, one
    // more cache miss on every heartbeat. The timetable's and the heartbeat's fields come first.
    const sim: Sim = {
      slot: -1, wake: 0, calm: part.transport.size === 0, live: true, busy: false, held: false, nextBeat: part.nextBeat, at,
      printer: part.printer, topic: heartbeatTopic(sn), lastState: part.lastState, record: undefined, recordIn: null, lastBeat: part.lastBeat,
      transport: part.transport, backAt: part.backAt, badFrame: part.badFrame,
    };
    sims.set(sn, sim);
    settle(sim);
    return sim;
  }

  /** Advances the model to `now`, lazily: a powered-off printer stands still (its clock too). */
  function advance(sim: Sim, now: number): void {
    const dt = now - sim.at;
    if (dt <= 0) return;
    sim.at = now;
    if (sim.calm || !sim.transport.has("offline")) sim.printer.tick(dt);
  }

  /** After any change to `sim.transport`. */
  function faultsChanged(sim: Sim): void {
    sim.calm = sim.transport.size === 0;
  }

  /**
   * After anything that may have changed a printer: into or out of the busy set, and its next entry
   * in the timetable. Nothing is due for a printer without power, nor for one that sends nothing
   * (muted, or replayed); clear() and hold() put them back.
   */
  function settle(sim: Sim, notBefore = Number.NEGATIVE_INFINITY): void {
    if (!sim.live) return;
    const busy = !(sim.calm ? sim.printer.quiet() : sim.transport.has("offline") || sim.printer.quiet());
    if (busy !== sim.busy) {
      sim.busy = busy;
      if (busy) active.add(sim);
      else active.delete(sim);
    }
    if (!sim.calm) {
      if (sim.transport.has("disconnect")) return schedule.set(sim, Math.max(sim.backAt, notBefore));
      if (sim.transport.has("offline") || sim.transport.has("mute")) return schedule.remove(sim);
    }
    if (sim.held) return schedule.remove(sim);
    schedule.set(sim, Math.max(sim.nextBeat, notBefore));
  }

  /** Out of the fleet (remove, restore). */
  function leave(sim: Sim): void {
    schedule.remove(sim);
    active.delete(sim);
    sim.live = false;
    sim.busy = false;
  }

  function get(sn: string): Sim {
    const sim = sims.get(sn);
    if (sim === undefined) throw new FleetError(`no simulated printer ${sn} (have ${[...sims.keys()].join(", ") || "none"})`);
    return sim;
  }

  /** Nothing leaves the printer (power cut, or a dropped connection). */
  const gone = (sim: Sim) => !sim.calm && (sim.transport.has("offline") || sim.transport.has("disconnect"));

  function publish(topic: string, payload: Uint8Array | string): void {
    if (taps.size > 0) for (const tap of taps) tap(topic, payload, clock.now());
    if (links !== undefined) return links.publish(topic, payload);
    broker.publish(topic, payload).catch((err: unknown) => log(`[sim] publish to ${topic} failed: ${String(err)}`));
  }

  /** A good heartbeat frame, freshly encoded (so it can be handed over without a copy). */
  function sendBeat(topic: string, frame: Buffer): void {
    if (taps.size > 0 || links !== undefined || broker.send === undefined) return publish(topic, frame);
    broker.send(topic, frame);
  }

  /** Publishes and records the printer's command messages, unless it is gone or muted. */
  function flush(sim: Sim): void {
    if (gone(sim) || sim.held) return void sim.printer.drainEvents(); // a powered-off (or replayed) printer's messages are lost
    if (!sim.calm && sim.transport.has("mute")) return; // kept in the outbox until clear()
    let changed = false;
    for (const msg of sim.printer.drainEvents()) {
      meter?.sent("command", msg.sn);
      publish(commandTopic(msg.sn), JSON.stringify(msg));
      if (recordHere) changed = recordCommandMessage(store, msg).changed || changed;
      emit({ type: "command", msg });
    }
    if (changed) persister?.changed();
  }

  function noteState(sim: Sim, now: number): void {
    const to = sim.printer.state;
    if (to === sim.lastState) return;
    emit({ type: "state", sn: sim.printer.sn, from: sim.lastState, to, ts: now });
    sim.lastState = to;
  }

  function badFrame(sim: Sim, hb: Heartbeat): Uint8Array {
    const frame = encodeHeartbeat(hb);
    switch (sim.badFrame++ % 3) {
      case 0:
        frame[0] = 0xff; // an unknown version
        return frame;
      case 1:
        frame[HEARTBEAT_LENGTH - 1] = (frame[HEARTBEAT_LENGTH - 1] ?? 0) ^ 0xff; // a broken checksum
        return frame;
      default:
        return frame.subarray(0, HEARTBEAT_LENGTH - 7); // truncated
    }
  }

  function beat(sim: Sim, now: number): void {
    if (now < sim.nextBeat || sim.held || (!sim.calm && (gone(sim) || sim.transport.has("mute")))) return;
    const jitter = !sim.calm && sim.transport.has("jitter");
    const [lo, hi] = JITTER_GAP_MS;
    // Catch up on the grid, so a slow timer does not drift the heartbeat period.
    sim.nextBeat = jitter ? now + lo + random() * (hi - lo) : Math.max(sim.nextBeat + heartbeatMs, now - heartbeatMs / 2);
    const hb = sim.printer.heartbeat();
    const sn = sim.printer.sn;
    if (!sim.calm && sim.transport.has("malformed")) {
      meter?.sent("malformed", sn);
      return publish(sim.topic, badFrame(sim, hb));
    }
    meter?.sent("heartbeat", sn); // first: an in-process delivery may happen inside publish
    // Buffer.allocUnsafe: a slice of Node's pool, the cheapest 46 bytes there are.
    sendBeat(sim.topic, encodeHeartbeat(hb, Buffer.allocUnsafe(HEARTBEAT_LENGTH)) as Buffer);
    if (recordHere) seen(sim, now);
    sim.lastBeat = now;
  }

  /**
   * recordHeartbeat (device-reports.ts) without looking the serial up among 50,000 every time: the
   * record is kept until store.printers is replaced (an import of the mock API's state).
   */
  function seen(sim: Sim, now: number): void {
    if (sim.recordIn !== store.printers) {
      sim.recordIn = store.printers;
      sim.record = own(store.printers, sim.printer.sn);
    }
    if (sim.record === undefined) return recordHeartbeat(store, sim.printer.sn, now);
    sim.record.last_seen = now;
  }

  /** Brings a printer up to now and reports what that changed. */
  function catchUp(sim: Sim, now: number): void {
    advance(sim, now);
    noteState(sim, now);
    flush(sim);
  }


  function stepNow(): void {
    const now = clock.now();
    // Busy printers: every ACTIVE_STEP_MS, as the whole fleet used to be. A copy: settle() edits the set.
    if (slot++ % slots === 0) {
      for (const sim of [...active]) {
        catchUp(sim, now);
        settle(sim);
      }
    }
    // Printers due now: a heartbeat, or the end of a disconnect. Once per slot at most: a printer
    // far behind (a stalled timer) catches up by one beat a slot, as it did when every printer was visited every step.
    schedule.takeDue(now, (sim) => {
      if (!sim.calm && sim.transport.has("disconnect") && now >= sim.backAt) {
        sim.transport.delete("disconnect");
        faultsChanged(sim);
        if (!sim.transport.has("offline")) links?.open(sim.printer.sn);
      }
      catchUp(sim, now);
      beat(sim, now);
      settle(sim, now + 1);
    });
  }

  const timer = setInterval(() => {
    if (closed) return;
    try {
      stepNow();
    } catch (err) {
      log(`[sim] fleet step failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }, periodMs);

  /** A print job reached the printer: in-process straight from sendJob, with links over its MQTT subscription. */
  function receiveJob(job: PrintJobMessage): void {
    const sim = sims.get(job.sn);
    if (sim === undefined) return log(`[sim] job ${job.order_sn} for ${job.sn}: not simulated, published only`);
    const ts = clock.now();
    if (gone(sim)) return emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: false, reason: "offline", ts });
    advance(sim, ts);
    const r = sim.printer.startJob(job);
    settle(sim);
    emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: r.ok, ...(r.ok ? {} : { reason: r.reason }), ts });
    // Called from inside the API's settle(): report on the next turn, once the payment is written.
    setImmediate(() => {
      if (closed || sims.get(job.sn) !== sim) return;
      noteState(sim, clock.now());
      flush(sim);
      settle(sim);
    });
  }

  const devices: DevicePort = {
    sendJob(job: PrintJobMessage) {
      if (links === undefined) {
        publish(jobTopic(job.sn), JSON.stringify(job));
        return receiveJob(job);
      }
      if (taps.size > 0) for (const tap of taps) tap(jobTopic(job.sn), JSON.stringify(job), clock.now());
      links.sendJob(job); // the printer starts it when its subscription delivers it
      const sim = sims.get(job.sn);
      // A powered-off printer is not subscribed: the job is lost, as it would be (clean session, §7).
      if (sim !== undefined && gone(sim)) emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: false, reason: "offline", ts: clock.now() });
    },
  };

  return {
    devices,
    serials: () => [...sims.keys()],

    status() {
      const now = clock.now();
      return [...sims.values()].map((sim) => {
        const hb = sim.printer.heartbeat();
        const st = sim.printer.status();
        return {
          sn: st.sn,
          state: st.state,
          nozzle: hb.currentTemp,
          nozzleTarget: hb.targetTemp,
          bed: hb.currentBedTemp,
          bedTarget: hb.targetBedTemp,
          progress: st.job ? Math.floor((hb.bytesRead * 100) / st.job.bytes) : 0,
          coins: st.coins,
          heartbeatAgeMs: sim.lastBeat === null ? null : now - sim.lastBeat,
          order_sn: st.job?.order_sn ?? null,
          faults: [...sim.transport, ...st.faults, ...(st.error ? [st.error] : []), ...(st.pauseReason ? [st.pauseReason] : [])],
        };
      });
    },

    coin(sn, n) {
      const sim = get(sn);
      if (gone(sim)) throw new FleetError(`${sn} is offline`, 409);
      // The machine's coins in the store may have been spent (pay type 70) since the model last heard.
      const stored = store.printers[sn]?.coins;
      advance(sim, clock.now());
      if (stored !== undefined) sim.printer.set({ coins: stored });
      const r = sim.printer.insertCoins(n);
      if (!r.ok) throw new FleetError(`coins: a whole number from 1 to 1000, got ${n}`, 422);
      flush(sim);
      settle(sim);
      return r.coins;
    },

    fault(sn, kind) {
      const sim = get(sn);
      const now = clock.now();
      advance(sim, now);
      if ((TRANSPORT_FAULTS as readonly string[]).includes(kind)) {
        const t = kind as TransportFault;
        const wasGone = gone(sim);
        sim.transport.add(t);
        faultsChanged(sim);
        if (t === "disconnect") sim.backAt = now + DISCONNECT_MS;
        if (t === "offline") links?.cut(sn); // the socket dies without DISCONNECT: the broker publishes the will
        if (t === "disconnect" && !wasGone) links?.disconnect(sn);
        if (t === "jitter") sim.nextBeat = now;
      } else {
        sim.printer.fault(kind as FaultKind);
        noteState(sim, now);
        flush(sim);
      }
      settle(sim);
      emit({ type: "fault", sn, kind, ts: now });
    },

    clear(sn) {
      const sim = get(sn);
      const now = clock.now();
      const poweredUp = sim.transport.has("offline");
      const wasGone = gone(sim);
      advance(sim, now); // a powered-off printer's clock stood still: it stays behind
      sim.transport.clear();
      faultsChanged(sim);
      if (wasGone) links?.open(sn);
      sim.printer.clear();
      if (poweredUp) sim.printer.fault("reboot"); // back from a power cut: uptime starts over
      sim.nextBeat = now;
      noteState(sim, now);
      flush(sim);
      settle(sim);
      emit({ type: "fault", sn, kind: "clear", ts: now });
    },

    set(sn, settings) {
      const sim = get(sn);
      const now = clock.now();
      advance(sim, now);
      const r = sim.printer.set(settings);
      noteState(sim, now);
      flush(sim);
      settle(sim);
      return r;
    },

    add,
    remove(sn) {
      leave(get(sn));
      sims.delete(sn);
      links?.disconnect(sn);
    },

    step() {
      running = running.then(() => stepNow());
      return running;
    },

    tap(listener) {
      taps.add(listener);
      return () => void taps.delete(listener);
    },
    hold(sn, on) {
      const sim = get(sn);
      sim.held = on;
      settle(sim);
    },
    inject: publish,

    snapshot() {
      const now = clock.now();
      const printers = [...sims.values()].map((sim) => saveEntry(sim, now, store.printers[sim.printer.sn]?.coins));
      return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, clock: now, speed: clock.speed ?? 1, heartbeatMs, seed, rng, printers };
    },
    restore(snapshot) {
      const missing = snapshot.printers.map((p) => p.model.sn).filter((sn) => store.printers[sn] === undefined);
      if (missing.length > 0) throw new FleetError(`the snapshot's printers ${missing.join(", ")} are not in this sim's store: nothing loaded`, 422);
      const now = clock.now();
      if (links !== undefined) for (const sn of sims.keys()) links.disconnect(sn);
      for (const sim of sims.values()) leave(sim);
      sims.clear();
      for (const entry of snapshot.printers) {
        const part = loadEntry(entry, snapshot.clock, now);
        // A model behind the clock (powered off for a while) stays as far behind, as it would have.
        enter({ ...part, lastState: part.printer.state }, now);
        const record = store.printers[entry.model.sn];
        if (record !== undefined) record.coins = entry.model.coins; // the machine's coins, as the API saw them
      }
      if (links !== undefined) for (const [sn, sim] of sims) if (!gone(sim)) links.open(sn);
      rng = snapshot.rng >>> 0;
      persister?.changed();
    },

    async close() {
      closed = true;
      clearInterval(timer);
      schedule.clear();
      active.clear();
      await running;
      await links?.close();
    },
  };
}
