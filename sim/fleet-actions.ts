/**
 * What acts on the fleet's printers from outside (fleet.ts): the operator's commands (`sim fault`,
 * `sim coin`, add and remove, `sim replay`'s hold) and the mock API's print jobs. Each brings the
 * printer up to now first, acts on its model or its transport, then reports and settles it.
 */
import type { DevicePort } from "../mock-api/devices.ts";
import { runOp } from "../mock-api/ops.ts";
import type { Reconciled } from "../mock-api/printing/jobs.ts";
import { onPrinterQueue } from "../mock-api/printing/queue.ts";
import type { CancelJobMessage, PrintJobMessage } from "../web/contract/device/messages.ts";
import { jobTopic } from "../web/contract/device/topics.ts";
import { FleetError } from "./fleet-api.ts";
import { flush, noteState, publish } from "./fleet-heartbeat.ts";
import { advance, enter, faultsChanged, get, gone, leave, settle, type FleetState, type Sim } from "./fleet-state.ts";
import { DISCONNECT_MS, TRANSPORT_FAULTS, type FleetFaultKind, type TransportFault } from "./fleet-types.ts";
import { createPrinter, type FaultKind, type PrinterSettings, type SetResult } from "./printer.ts";

export function add(state: FleetState, sn: string): Sim {
  const { clock, sims } = state;
  const record = state.store.printers[sn];
  if (record === undefined) throw new FleetError(`no printer ${sn} in the store`);
  if (sims.has(sn)) throw new FleetError(`printer ${sn} is already simulated`, 409);
  const index = state.boundIndex.get(sn) ?? sims.size;
  const printer = createPrinter({ sn, seed: (state.seed * 1000 + index) >>> 0, now: clock.now(), coins: record.coins });
  // Golden-ratio phases: evenly spread over the period for any fleet size.
  const phase = state.spreadBeats ? ((index * 0.6180339887) % 1) * state.heartbeatMs : 0;
  const now = clock.now();
  const sim = enter(state, { printer, transport: new Set(), lastState: printer.state, lastBeat: null, nextBeat: now + phase, backAt: 0, badFrame: 0 }, now);
  state.links?.open(sn);
  return sim;
}

export function remove(state: FleetState, sn: string): void {
  leave(state, get(state, sn));
  state.sims.delete(sn);
  state.links?.disconnect(sn);
}

/** Coins inserted at the machine: reported at once, and the store's printer.coins follows. */
export function coin(state: FleetState, sn: string, n: number): number {
  const sim = get(state, sn);
  if (gone(sim)) throw new FleetError(`${sn} is offline`, 409);
  // The machine's coins in the store may have been spent (pay type 70) since the model last heard.
  const stored = state.store.printers[sn]?.coins;
  advance(sim, state.clock.now());
  if (stored !== undefined) sim.printer.set({ coins: stored });
  const r = sim.printer.insertCoins(n);
  if (!r.ok) throw new FleetError(`coins: a whole number from 1 to 1000, got ${n}`, 422);
  flush(state, sim);
  settle(state, sim);
  return r.coins;
}

export function fault(state: FleetState, sn: string, kind: FleetFaultKind): void {
  const sim = get(state, sn);
  const now = state.clock.now();
  const { links } = state;
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
    noteState(state, sim, now);
    flush(state, sim);
  }
  settle(state, sim);
  state.emit({ type: "fault", sn, kind, ts: now });
}

export function clear(state: FleetState, sn: string): void {
  const sim = get(state, sn);
  const now = state.clock.now();
  const poweredUp = sim.transport.has("offline");
  const wasGone = gone(sim);
  advance(sim, now); // a powered-off printer's clock stood still: it stays behind
  sim.transport.clear();
  faultsChanged(sim);
  if (wasGone) state.links?.open(sn);
  sim.printer.clear();
  if (poweredUp) sim.printer.fault("reboot"); // back from a power cut: uptime starts over
  sim.nextBeat = now;
  noteState(state, sim, now);
  flush(state, sim);
  settle(state, sim);
  state.emit({ type: "fault", sn, kind: "clear", ts: now });
}

export function set(state: FleetState, sn: string, settings: PrinterSettings): SetResult {
  const sim = get(state, sn);
  const now = state.clock.now();
  advance(sim, now);
  const r = sim.printer.set(settings);
  noteState(state, sim, now);
  flush(state, sim);
  settle(state, sim);
  return r;
}

/**
 * The job of `orderSn` withdrawn from the printer (a scenario's clean-up): as the backend's
 * CancelJobMessage does it (cancelled if it runs, out of the queue if it waits, remembered so a late
 * copy never prints). False when the printer did not have it.
 */
export function cancel(state: FleetState, sn: string, orderSn: string): boolean {
  const sim = get(state, sn);
  const now = state.clock.now();
  advance(sim, now);
  const done = sim.printer.cancelOrder(orderSn) !== "unknown";
  noteState(state, sim, now);
  flush(state, sim);
  settle(state, sim);
  return done;
}

/** `sim replay`: while held, the printer's own model publishes nothing (its recorded traffic stands in). */
export function hold(state: FleetState, sn: string, on: boolean): void {
  const sim = get(state, sn);
  sim.held = on;
  settle(state, sim);
}

/** A print job reached the printer: in-process straight from sendJob, with links over its MQTT subscription. */
export function receiveJob(state: FleetState, job: PrintJobMessage): void {
  const { clock, emit } = state;
  const sim = state.sims.get(job.sn);
  if (sim === undefined) return state.log(`[sim] job ${job.order_sn} for ${job.sn}: not simulated, published only`);
  const ts = clock.now();
  // Lost, as it would be; the backend keeps the paid order and sends it again once the printer is back.
  if (gone(sim)) return emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: false, reason: "offline", ts });
  advance(sim, ts);
  const r = sim.printer.startJob(job);
  settle(state, sim);
  const how = r.ok ? (r.queued > 0 ? { queued: r.queued } : {}) : { reason: r.reason };
  emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: r.ok && r.queued === 0, ...how, ts });
  // Called from inside the API's settle(): report on the next turn, once the payment is written.
  setImmediate(() => {
    if (state.closed || state.sims.get(job.sn) !== sim) return;
    noteState(state, sim, clock.now());
    flush(state, sim);
    settle(state, sim);
  });
}

/** A cancel reached the printer (CancelJobMessage, issue 13): its model drops the job; lost while it is away. */
export function receiveCancel(state: FleetState, msg: CancelJobMessage): void {
  const { clock, emit } = state;
  const sim = state.sims.get(msg.sn);
  if (sim === undefined) return;
  const ts = clock.now();
  // Lost like a job would be; a re-sent job of a refunded order never comes (redeliverJobs sends paid ones only).
  if (gone(sim)) return emit({ type: "job", sn: msg.sn, order_sn: msg.order_sn, started: false, reason: "cancel lost (offline)", ts });
  advance(sim, ts);
  const what = sim.printer.cancelOrder(msg.order_sn);
  emit({ type: "job", sn: msg.sn, order_sn: msg.order_sn, started: false, reason: `cancelled (${what === "unknown" ? "not held" : what})`, ts });
  noteState(state, sim, ts);
  flush(state, sim);
  settle(state, sim);
}

/**
 * The backend's messages straight into the model, as if delivered: what a printer finds waiting
 * as it boots. Over MQTT links it is not subscribed yet at that moment, and its job topic has no
 * retained messages (clean session), so the boot hand-over cannot wait for the broker.
 */
function bootPort(state: FleetState): DevicePort {
  const tap = (sn: string, text: string) => {
    if (state.taps.size > 0) for (const t of state.taps) t(jobTopic(sn), text, state.clock.now());
  };
  return {
    sendJob(job) {
      tap(job.sn, JSON.stringify(job));
      receiveJob(state, job);
    },
    cancelJob(msg) {
      tap(msg.sn, JSON.stringify(msg));
      receiveCancel(state, msg);
    },
  };
}

/**
 * Issue 13: a printer booted fresh or came back restored (start, `sim start --data`, a snapshot,
 * `sim reset`, `sim printer add`): the backend squares its orders with what the printer holds
 * (mock-api printing/jobs.ts reconcileJobs), so no order says "printing" on a printer that lost it.
 */
export function reconcile(state: FleetState, sim: Sim): void {
  if (state.port === null || !sim.live) return;
  const sn = sim.printer.sn;
  const held = sim.printer.held();
  // Through ops.ts: what the backend squares is in the write-ahead log, like any other write.
  const r = runOp("jobs.reconcile", { sn, running: held.running, queued: [...held.queued] }, {
    store: state.store, now: state.clock.now(), sink: state.persister, devices: bootPort(state), log: state.log,
    changedIf: (x: Reconciled) => x.failed.length + x.resent.length > 0,
  });
  if (r.failed.length + r.resent.length + r.cancelled.length === 0) return;
  const said = [
    r.failed.length > 0 ? `${r.failed.join(", ")} print-failed (cut off: the printer no longer has it)` : "",
    r.resent.length > 0 ? `${r.resent.join(", ")} handed to it again` : "",
    r.cancelled.length > 0 ? `${r.cancelled.join(", ")} cancelled on it (refunded)` : "",
  ].filter((x) => x !== "");
  state.log(`[sim] ${sn} booted: ${said.join("; ")}`);
}

/**
 * reconcile() for many printers at once (a fleet made, restored or reset): only those that hold a
 * job, or whose serial has an order handed to a printer and not ended, have anything to square;
 * one pass over the orders finds those serials (50,000 printers would otherwise each walk them all).
 */
export function reconcileAll(state: FleetState, sims: Iterable<Sim>): void {
  const inFlight = new Set<string>();
  for (const id in state.store.printOrders) {
    const o = state.store.printOrders[id];
    if (o !== undefined && onPrinterQueue(o, true)) inFlight.add(o.sn);
  }
  for (const sim of sims) {
    const held = sim.printer.held();
    if (inFlight.has(sim.printer.sn) || held.running !== null || held.queued.length > 0) reconcile(state, sim);
  }
}

/** The mock API's DevicePort: a paid order's job goes out on the job topic and starts on the model. */
export function createDevices(state: FleetState): DevicePort {
  return {
    sendJob(job: PrintJobMessage) {
      const { links, clock } = state;
      if (links === undefined) {
        publish(state, jobTopic(job.sn), JSON.stringify(job));
        return receiveJob(state, job);
      }
      if (state.taps.size > 0) for (const tap of state.taps) tap(jobTopic(job.sn), JSON.stringify(job), clock.now());
      links.sendJob(job); // the printer starts it when its subscription delivers it
      const sim = state.sims.get(job.sn);
      // A powered-off printer is not subscribed: the job is lost, as it would be (clean session, §7);
      // the backend sends it again when the printer is back (redeliverJobs).
      if (sim !== undefined && gone(sim)) state.emit({ type: "job", sn: job.sn, order_sn: job.order_sn, started: false, reason: "offline", ts: clock.now() });
    },
    cancelJob(msg: CancelJobMessage) {
      const { links, clock } = state;
      if (links === undefined) {
        publish(state, jobTopic(msg.sn), JSON.stringify(msg));
        return receiveCancel(state, msg);
      }
      if (state.taps.size > 0) for (const tap of state.taps) tap(jobTopic(msg.sn), JSON.stringify(msg), clock.now());
      links.sendJob(msg); // the printer drops it when its subscription delivers it
    },
    // Issue 14: a printer bound to a shop while the sim runs is one a merchant just switched on at
    // its shop: it joins the fleet (as `sim printer add` would), whatever --printers chose at start.
    bound(sn: string) {
      if (state.closed || state.sims.has(sn) || state.store.printers[sn] === undefined) return;
      reconcile(state, add(state, sn));
      // The bind is in the API's log already (its request); the fleet file's periodic save (fleet-persist.ts) keeps the printer.
      state.log(`[sim] ${sn} bound to a shop: simulated from now on`);
    },
  };
}
