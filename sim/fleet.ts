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
 *
 * The parts: the public types (fleet-api.ts), the shared state and per-printer bookkeeping
 * (fleet-state.ts), the heartbeat engine (fleet-heartbeat.ts), the operator's commands and the API's
 * jobs (fleet-actions.ts); here they are wired into one Fleet, with its status and snapshots.
 */
import { runOp } from "../mock-api/ops.ts";
import { isCancel } from "../web/contract/device/messages.ts";
import { add, cancel, clear, coin, createDevices, fault, hold, receiveCancel, receiveJob, reconcile, reconcileAll, remove, set } from "./fleet-actions.ts";
import { FleetError, type Fleet, type FleetOptions } from "./fleet-api.ts";
import { publish, stepNow } from "./fleet-heartbeat.ts";
import { rowOf } from "./fleet-rows.ts";
import { loadEntry, saveEntry, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type FleetSnapshot } from "./fleet-snapshot.ts";
import { createFleetState, enter, gone, initialRng, leave, settle, type FleetState } from "./fleet-state.ts";

export * from "./fleet-types.ts";
export * from "./fleet-api.ts";

export function createFleet(options: FleetOptions): Fleet {
  // onJob reads `state` only when called: a link delivers jobs once its printer is open()ed, below.
  const state: FleetState = createFleetState(options, (msg) => (isCancel(msg) ? receiveCancel(state, msg) : receiveJob(state, msg)));
  const { store, clock, sims, links } = state;
  let running: Promise<void> = Promise.resolve();

  state.port = createDevices(state);
  const started = clock.now();
  // --data after a stop (issue 13): the saved printers come back as they were, the others asked for fresh.
  if (options.from !== undefined) {
    for (const entry of options.from.printers) if (store.printers[entry.model.sn] !== undefined) restoreEntry(entry, options.from.clock, "boot");
    if (links !== undefined) for (const [sn, sim] of sims) if (!gone(sim)) links.open(sn);
    state.rng = options.from.rng >>> 0;
  }
  for (const sn of [...state.boundIndex.keys()].slice(0, options.printers ?? state.boundIndex.size)) if (!sims.has(sn)) add(state, sn);
  // Creating 50,000 printers takes a second or more: their first heartbeats start from the end of
  // it, or every phase already passed would go out at once in the first slot.
  const took = clock.now() - started;
  if (took > 0 && state.spreadBeats) for (const sim of sims.values()) settle(state, sim, (sim.nextBeat += took));

  reconcileAll(state, sims.values());

  const timer = setInterval(() => {
    if (state.closed) return;
    try {
      stepNow(state);
    } catch (err) {
      state.log(`[sim] fleet step failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }, state.periodMs);

  /** Every printer out (restore, reset), and the timetable's cursor back: the clock may have jumped back. */
  function clearFleet(): void {
    for (const sim of sims.values()) leave(state, sim);
    sims.clear();
    state.schedule.clear();
    state.active.clear();
  }

  /**
   * One printer of a snapshot taken at `savedAt`, rebased onto now. A snapshot loaded by hand
   * ("load") puts its machine coins into the store (through ops.ts: the write-ahead log keeps
   * them); at a --data start ("boot") the store is the newer of the two (the write-ahead log kept
   * every payment with coins up to the kill, the fleet file is saved once a second), so the
   * model takes the store's coins instead.
   */
  function restoreEntry(entry: FleetSnapshot["printers"][number], savedAt: number, why: "boot" | "load"): void {
    const now = clock.now();
    const part = loadEntry(entry, savedAt, now);
    const record = store.printers[entry.model.sn];
    if (why === "boot" && record !== undefined && record.coins !== entry.model.coins) part.printer.set({ coins: record.coins });
    // A model behind the clock (powered off for a while) stays as far behind, as it would have.
    enter(state, { ...part, lastState: part.printer.state }, now);
    if (why === "load" && record !== undefined && record.coins !== entry.model.coins) runOp("printer.coins", { sn: entry.model.sn, coins: entry.model.coins }, { store, now, sink: state.persister });
  }

  return {
    devices: state.port,
    seed: state.seed,
    serials: () => [...sims.keys()],

    status() {
      const now = clock.now();
      return [...sims.values()].map((sim) => rowOf(sim, now, store.printers[sim.printer.sn]));
    },
    inspect(sn) {
      const sim = sims.get(sn);
      return sim === undefined ? undefined : { row: rowOf(sim, clock.now(), store.printers[sn]), model: sim.printer.snapshot() };
    },

    coin: (sn, n) => coin(state, sn, n),
    fault: (sn, kind) => fault(state, sn, kind),
    clear: (sn) => clear(state, sn),
    set: (sn, settings) => set(state, sn, settings),
    cancel: (sn, orderSn) => cancel(state, sn, orderSn),
    add: (sn) => reconcile(state, add(state, sn)),
    remove: (sn) => remove(state, sn),

    step() {
      running = running.then(() => stepNow(state));
      return running;
    },

    tap(listener) {
      state.taps.add(listener);
      return () => void state.taps.delete(listener);
    },
    hold: (sn, on) => hold(state, sn, on),
    inject: (topic, payload) => publish(state, topic, payload),

    snapshot() {
      const now = clock.now();
      const printers = [...sims.values()].map((sim) => saveEntry(sim, now, store.printers[sim.printer.sn]?.coins));
      return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, clock: now, speed: clock.speed ?? 1, heartbeatMs: state.heartbeatMs, seed: state.seed, rng: state.rng, printers };
    },
    restore(snapshot) {
      const missing = snapshot.printers.map((p) => p.model.sn).filter((sn) => store.printers[sn] === undefined);
      if (missing.length > 0) throw new FleetError(`the snapshot's printers ${missing.join(", ")} are not in this sim's store: nothing loaded`, 422);
      if (links !== undefined) for (const sn of sims.keys()) links.disconnect(sn);
      clearFleet();
      for (const entry of snapshot.printers) restoreEntry(entry, snapshot.clock, "load");
      if (links !== undefined) for (const [sn, sim] of sims) if (!gone(sim)) links.open(sn);
      state.rng = snapshot.rng >>> 0;
      reconcileAll(state, sims.values());
    },

    reset() {
      if (links !== undefined) for (const sn of sims.keys()) links.disconnect(sn);
      clearFleet();
      state.rng = initialRng(state.seed);
      for (const sn of [...state.boundIndex.keys()].slice(0, options.printers ?? state.boundIndex.size)) if (store.printers[sn] !== undefined) add(state, sn);
      reconcileAll(state, sims.values());
    },

    async close() {
      state.closed = true;
      clearInterval(timer);
      state.schedule.clear();
      state.active.clear();
      await running;
      await links?.close();
    },
  };
}
