/**
 * The fleet's heartbeat engine (fleet.ts): each timer slot ticks the busy printers, takes the
 * printers due from the timetable, brings each up to now and sends its heartbeat (or its bad frame,
 * or nothing while a transport fault says so), and publishes and records what the models said.
 * The hot path: at 50,000 printers at 1 Hz, beat() runs 50,000 times a second.
 */
import { comesBack, recordHeartbeat, type ReportResult } from "../mock-api/commerce/device-reports.ts";
import { recordCondition, runOp } from "../mock-api/ops.ts";
import { redeliverJobs } from "../mock-api/printing/jobs.ts";
import { own } from "../mock-api/store/own.ts";
import { encodeHeartbeat, HEARTBEAT_LENGTH, type Heartbeat } from "../web/contract/device/heartbeat.ts";
import { commandTopic } from "../web/contract/device/topics.ts";
import { advance, faultsChanged, gone, random, settle, type FleetState, type Sim } from "./fleet-state.ts";

/** A report the store took (ops.ts logs only those). */
export const reported = (r: ReportResult): boolean => r.changed;

export const JITTER_GAP_MS: readonly [number, number] = [3000, 7000]; // virtual ms: either side of the 5 s offline rule

export function publish(state: FleetState, topic: string, payload: Uint8Array | string): void {
  const { taps, links } = state;
  if (taps.size > 0) for (const tap of taps) tap(topic, payload, state.clock.now());
  if (links !== undefined) return links.publish(topic, payload);
  state.broker.publish(topic, payload).catch((err: unknown) => state.log(`[sim] publish to ${topic} failed: ${String(err)}`));
}

/** A good heartbeat frame, freshly encoded (so it can be handed over without a copy). */
function sendBeat(state: FleetState, topic: string, frame: Buffer): void {
  const { broker } = state;
  if (state.taps.size > 0 || state.links !== undefined || broker.send === undefined) return publish(state, topic, frame);
  broker.send(topic, frame);
}

/** Publishes and records the printer's command messages, unless it is gone or muted. */
export function flush(state: FleetState, sim: Sim): void {
  if (gone(sim) || sim.held) return void sim.printer.drainEvents(); // a powered-off (or replayed) printer's messages are lost
  if (!sim.calm && sim.transport.has("mute")) return; // kept in the outbox until clear()
  for (const msg of sim.printer.drainEvents()) {
    state.meter?.sent("command", msg.sn);
    publish(state, commandTopic(msg.sn), JSON.stringify(msg));
    // Through ops.ts: the write-ahead log keeps the coins and job statuses printers report.
    if (state.recordHere) runOp("device.command", msg, { store: state.store, now: state.clock.now(), sink: state.persister, changedIf: reported });
    state.emit({ type: "command", msg });
  }
}

export function noteState(state: FleetState, sim: Sim, now: number): void {
  const to = sim.printer.state;
  if (to === sim.lastState) return;
  state.emit({ type: "state", sn: sim.printer.sn, from: sim.lastState, to, ts: now });
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

function beat(state: FleetState, sim: Sim, now: number): void {
  if (now < sim.nextBeat || sim.held || (!sim.calm && (gone(sim) || sim.transport.has("mute")))) return;
  const jitter = !sim.calm && sim.transport.has("jitter");
  const [lo, hi] = JITTER_GAP_MS;
  const { heartbeatMs, meter } = state;
  // Catch up on the grid, so a slow timer does not drift the heartbeat period.
  sim.nextBeat = jitter ? now + lo + random(state) * (hi - lo) : Math.max(sim.nextBeat + heartbeatMs, now - heartbeatMs / 2);
  const hb = sim.printer.heartbeat();
  const sn = sim.printer.sn;
  if (!sim.calm && sim.transport.has("malformed")) {
    meter?.sent("malformed", sn);
    return publish(state, sim.topic, badFrame(sim, hb));
  }
  meter?.sent("heartbeat", sn); // first: an in-process delivery may happen inside publish
  // Buffer.allocUnsafe: a slice of Node's pool, the cheapest 46 bytes there are.
  sendBeat(state, sim.topic, encodeHeartbeat(hb, Buffer.allocUnsafe(HEARTBEAT_LENGTH)) as Buffer);
  if (state.recordHere) seen(state, sim, hb, now);
  sim.lastBeat = now;
}

/**
 * recordHeartbeat and recordHeartbeatCondition (device-reports.ts) without looking the serial up
 * among 50,000 every time: the record is kept until store.printers is replaced (an import of the
 * mock API's state). A printer back after more than 5 s is noted for stepNow, which re-sends its
 * paid jobs after the slot; an error that starts or ends (error mode, no material, no sticks) is saved.
 */
function seen(state: FleetState, sim: Sim, hb: Heartbeat, now: number): void {
  const { store } = state;
  if (sim.recordIn !== store.printers) {
    sim.recordIn = store.printers;
    sim.record = own(store.printers, sim.printer.sn);
  }
  const record = sim.record;
  if (record === undefined) {
    if (recordHeartbeat(store, sim.printer.sn, now)) state.back.push(sim);
    recordCondition(store, sim.printer.sn, hb, now, state.persister);
    return;
  }
  if (comesBack(record.last_seen, now)) state.back.push(sim);
  record.last_seen = now;
  recordCondition(store, sim.printer.sn, hb, now, state.persister, record); // an error that starts or ends: in the write-ahead log (ops.ts)
}

/** The backend's side of a printer coming back (issue 11): its paid jobs not yet printing go out again. */
function redeliver(state: FleetState, now: number): void {
  const { back, port } = state;
  for (const sim of back) {
    if (!sim.live || port === null) continue;
    const sent = redeliverJobs(state.store, sim.printer.sn, now, port, state.log);
    if (sent > 0) state.log(`[sim] ${sim.printer.sn} is back: ${sent} paid job(s) sent again`);
  }
  back.length = 0;
}

/** Brings a printer up to now and reports what that changed. */
function catchUp(state: FleetState, sim: Sim, now: number): void {
  advance(sim, now);
  noteState(state, sim, now);
  flush(state, sim);
}

/** One timer slot: busy printers ticked, due heartbeats sent. */
export function stepNow(state: FleetState): void {
  const now = state.clock.now();
  // Busy printers: every ACTIVE_STEP_MS, as the whole fleet used to be. A copy: settle() edits the set.
  if (state.slot++ % state.slots === 0) {
    for (const sim of [...state.active]) {
      catchUp(state, sim, now);
      settle(state, sim);
    }
  }
  // Printers due now: a heartbeat, or the end of a disconnect. Once per slot at most: a printer
  // far behind (a stalled timer) catches up by one beat a slot, as it did when every printer was visited every step.
  state.schedule.takeDue(now, (sim) => {
    if (!sim.calm && sim.transport.has("disconnect") && now >= sim.backAt) {
      sim.transport.delete("disconnect");
      faultsChanged(sim);
      if (!sim.transport.has("offline")) state.links?.open(sim.printer.sn);
    }
    catchUp(state, sim, now);
    beat(state, sim, now);
    settle(state, sim, now + 1);
  });
  if (state.back.length > 0) redeliver(state, now);
}
