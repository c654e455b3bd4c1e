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
 */
import type { Clock } from "../mock-api/clock.ts";
import type { DevicePort } from "../mock-api/devices.ts";
import { recordCommandMessage, recordHeartbeat } from "../mock-api/commerce/device-reports.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { encodeHeartbeat, HEARTBEAT_LENGTH, type Heartbeat } from "../web/contract/device/heartbeat.ts";
import type { PrintJobMessage } from "../web/contract/device/messages.ts";
import { commandTopic, heartbeatTopic, jobTopic } from "../web/contract/device/topics.ts";
import { DISCONNECT_MS, TRANSPORT_FAULTS, type FleetEvent, type FleetFaultKind, type PrinterRow, type TransportFault } from "./fleet-types.ts";
import { createPrinter, type FaultKind, type Printer, type PrinterSettings, type PrinterState, type SetResult } from "./printer.ts";
import { mulberry32 } from "./random.ts";

export * from "./fleet-types.ts";

const JITTER_GAP_MS: readonly [number, number] = [3000, 7000]; // virtual ms: either side of the 5 s offline rule
const MIN_REAL_PERIOD_MS = 5; // real ms: a floor on the timer at high --speed

/** The part of the broker the fleet needs (in-process publish). */
export interface Publisher {
  publish(topic: string, payload: Uint8Array | string): Promise<void>;
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
  /** Runs one heartbeat period now (tests; the timer calls it too). */
  step(): Promise<void>;
  close(): Promise<void>;
}

interface Sim {
  printer: Printer;
  transport: Set<TransportFault>;
  lastState: PrinterState;
  lastBeat: number | null;
  /** Virtual ms of the next heartbeat (jitter). */
  nextBeat: number;
  /** Virtual ms a disconnect ends. */
  backAt: number;
  badFrame: number;
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
  const random = mulberry32(seed ^ 0x5eed);
  const sims = new Map<string, Sim>();
  let last = clock.now();
  let closed = false;
  let running: Promise<void> = Promise.resolve();

  const bound = Object.values(store.printers).filter((p) => p.shopId !== null).map((p) => p.sn).sort();
  for (const sn of bound.slice(0, options.printers ?? bound.length)) add(sn);

  function add(sn: string): void {
    const record = store.printers[sn];
    if (record === undefined) throw new FleetError(`no printer ${sn} in the store`);
    if (sims.has(sn)) throw new FleetError(`printer ${sn} is already simulated`, 409);
    const index = bound.indexOf(sn);
    const printer = createPrinter({ sn, seed: (seed * 1000 + (index === -1 ? sims.size : index)) >>> 0, now: clock.now(), coins: record.coins });
    sims.set(sn, { printer, transport: new Set(), lastState: printer.state, lastBeat: null, nextBeat: clock.now(), backAt: 0, badFrame: 0 });
  }

  function get(sn: string): Sim {
    const sim = sims.get(sn);
    if (sim === undefined) throw new FleetError(`no simulated printer ${sn} (have ${[...sims.keys()].join(", ") || "none"})`);
    return sim;
  }

  /** Nothing leaves the printer (power cut, or a dropped connection). */
  const gone = (sim: Sim) => sim.transport.has("offline") || sim.transport.has("disconnect");

  function publish(topic: string, payload: Uint8Array | string): void {
    broker.publish(topic, payload).catch((err: unknown) => log(`[sim] publish to ${topic} failed: ${String(err)}`));
  }

  /** Publishes and records the printer's command messages, unless it is gone or muted. */
  function flush(sim: Sim): void {
    if (gone(sim)) return void sim.printer.drainEvents(); // a powered-off printer's messages are lost
    if (sim.transport.has("mute")) return; // kept in the outbox until clear()
    let changed = false;
    for (const msg of sim.printer.drainEvents()) {
      publish(commandTopic(msg.sn), JSON.stringify(msg));
      changed = recordCommandMessage(store, msg).changed || changed;
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
    if (gone(sim) || sim.transport.has("mute") || now < sim.nextBeat) return;
    const jitter = sim.transport.has("jitter");
    const [lo, hi] = JITTER_GAP_MS;
    // Catch up on the grid, so a slow timer does not drift the heartbeat period.
    sim.nextBeat = jitter ? now + lo + random() * (hi - lo) : Math.max(sim.nextBeat + heartbeatMs, now - heartbeatMs / 2);
    const hb = sim.printer.heartbeat();
    const sn = sim.printer.sn;
    if (sim.transport.has("malformed")) return publish(heartbeatTopic(sn), badFrame(sim, hb));
    publish(heartbeatTopic(sn), encodeHeartbeat(hb));
    recordHeartbeat(store, sn, now);
    sim.lastBeat = now;
  }

  function stepNow(): void {
    const now = clock.now();
    const dt = Math.max(0, now - last);
    last = now;
    for (const sim of sims.values()) {
      if (sim.transport.has("disconnect") && now >= sim.backAt) sim.transport.delete("disconnect");
      if (!sim.transport.has("offline")) sim.printer.tick(dt); // a power cut stops the printer itself
      noteState(sim, now);
      flush(sim);
      beat(sim, now);
    }
  }

  const periodMs = Math.max(MIN_REAL_PERIOD_MS, Math.min(heartbeatMs, 250) / (clock.speed ?? 1));
  const timer = setInterval(() => {
    if (closed) return;
    try {
      stepNow();
    } catch (err) {
      log(`[sim] fleet step failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }, periodMs);

  const devices: DevicePort = {
    sendJob(job: PrintJobMessage) {
      publish(jobTopic(job.sn), JSON.stringify(job));
      const sim = sims.get(job.sn);
      if (sim === undefined) return log(`[sim] job ${job.order_sn} for ${job.sn}: not simulated, published only`);
      const ts = clock.now();
      if (gone(sim)) return emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: false, reason: "offline", ts });
      const r = sim.printer.startJob(job);
      emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: r.ok, ...(r.ok ? {} : { reason: r.reason }), ts });
      // Called from inside the API's settle(): report on the next turn, once the payment is written.
      setImmediate(() => {
        if (closed || sims.get(job.sn) !== sim) return;
        noteState(sim, clock.now());
        flush(sim);
      });
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
      if (stored !== undefined) sim.printer.set({ coins: stored });
      const r = sim.printer.insertCoins(n);
      if (!r.ok) throw new FleetError(`coins: a whole number from 1 to 1000, got ${n}`, 422);
      flush(sim);
      return r.coins;
    },

    fault(sn, kind) {
      const sim = get(sn);
      const now = clock.now();
      if ((TRANSPORT_FAULTS as readonly string[]).includes(kind)) {
        const t = kind as TransportFault;
        sim.transport.add(t);
        if (t === "disconnect") sim.backAt = now + DISCONNECT_MS;
        if (t === "jitter") sim.nextBeat = now;
      } else {
        sim.printer.fault(kind as FaultKind);
        noteState(sim, now);
        flush(sim);
      }
      emit({ type: "fault", sn, kind, ts: now });
    },

    clear(sn) {
      const sim = get(sn);
      const now = clock.now();
      const poweredUp = sim.transport.has("offline");
      sim.transport.clear();
      sim.printer.clear();
      if (poweredUp) sim.printer.fault("reboot"); // back from a power cut: uptime starts over
      sim.nextBeat = now;
      noteState(sim, now);
      flush(sim);
      emit({ type: "fault", sn, kind: "clear", ts: now });
    },

    set(sn, settings) {
      const sim = get(sn);
      const r = sim.printer.set(settings);
      noteState(sim, clock.now());
      flush(sim);
      return r;
    },

    add,
    remove(sn) {
      get(sn);
      sims.delete(sn);
    },

    step() {
      running = running.then(() => stepNow());
      return running;
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
