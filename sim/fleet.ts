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
import { add, clear, coin, createDevices, fault, hold, receiveJob, remove, set } from "./fleet-actions.ts";
import { FleetError, type Fleet, type FleetOptions } from "./fleet-api.ts";
import { publish, stepNow } from "./fleet-heartbeat.ts";
import { loadEntry, saveEntry, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from "./fleet-snapshot.ts";
import { createFleetState, enter, gone, leave, settle, type FleetState } from "./fleet-state.ts";

export * from "./fleet-types.ts";
export * from "./fleet-api.ts";

export function createFleet(options: FleetOptions): Fleet {
  // onJob reads `state` only when called: a link delivers jobs once its printer is open()ed, below.
  const state: FleetState = createFleetState(options, (job) => receiveJob(state, job));
  const { store, clock, sims, links } = state;
  let running: Promise<void> = Promise.resolve();

  const started = clock.now();
  for (const sn of [...state.boundIndex.keys()].slice(0, options.printers ?? state.boundIndex.size)) add(state, sn);
  // Creating 50,000 printers takes a second or more: their first heartbeats start from the end of
  // it, or every phase already passed would go out at once in the first slot.
  const took = clock.now() - started;
  if (took > 0 && state.spreadBeats) for (const sim of sims.values()) settle(state, sim, (sim.nextBeat += took));

  const timer = setInterval(() => {
    if (state.closed) return;
    try {
      stepNow(state);
    } catch (err) {
      state.log(`[sim] fleet step failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }, state.periodMs);

  state.port = createDevices(state);
  return {
    devices: state.port,
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
          queued: st.queue.length,
          faults: [...sim.transport, ...st.faults, ...(st.error ? [st.error] : []), ...(st.pauseReason ? [st.pauseReason] : [])],
        };
      });
    },

    coin: (sn, n) => coin(state, sn, n),
    fault: (sn, kind) => fault(state, sn, kind),
    clear: (sn) => clear(state, sn),
    set: (sn, settings) => set(state, sn, settings),
    add: (sn) => add(state, sn),
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
      const now = clock.now();
      if (links !== undefined) for (const sn of sims.keys()) links.disconnect(sn);
      for (const sim of sims.values()) leave(state, sim);
      sims.clear();
      for (const entry of snapshot.printers) {
        const part = loadEntry(entry, snapshot.clock, now);
        // A model behind the clock (powered off for a while) stays as far behind, as it would have.
        enter(state, { ...part, lastState: part.printer.state }, now);
        // The machine's coins, as the API saw them (through ops.ts: the write-ahead log keeps it).
        runOp("printer.coins", { sn: entry.model.sn, coins: entry.model.coins }, { store, now, sink: state.persister });
      }
      if (links !== undefined) for (const [sn, sim] of sims) if (!gone(sim)) links.open(sn);
      state.rng = snapshot.rng >>> 0;
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
