/**
 * A fleet's whole state as versioned JSON (`sim snapshot save|load`), so support can reproduce a
 * ticket: every printer's model (temperatures, targets, job and progress, material and bamboo,
 * faults, coins, uptime, flow and speed, the queued jobs: PrinterSnapshot of printer-types.ts), its transport faults
 * and heartbeat timing, and the virtual clock.
 *
 * Times: a snapshot stores the virtual clock it was taken at (`clock`, ms since the epoch) and every
 * fleet-level time relative to it. Loading into a running sim rebases the printers onto that sim's
 * clock (model timeMs and bootMs shift by the same amount), so uptime, print time and progress are
 * kept and the printer's messages carry the running sim's time, not the ticket's.
 */
import * as z from "zod/mini";
import { TRANSPORT_FAULTS, type TransportFault } from "./fleet-types.ts";
import { PrinterSnapshot, restorePrinter, type Printer } from "./printer.ts";
import { describeIssues } from "./zod-issue.ts";

export const SNAPSHOT_FORMAT = "tanghua-sim-snapshot";
/**
 * Bump on any change of the shape below (the printer models' included). 2 (issue 11): each model
 * carries its job queue and the jobs it finished recently. Load reads every version listed in
 * SNAPSHOT_VERSIONS (a version 1 model loads with an empty queue) and refuses others.
 */
export const SNAPSHOT_VERSION = 2;
export const SNAPSHOT_VERSIONS = [1, 2] as const;

const ms = z.number().check(z.refine(Number.isFinite, "must be a finite number"));

export const PrinterEntry = z.strictObject({
  model: PrinterSnapshot,
  transport: z.array(z.enum(TRANSPORT_FAULTS)),
  /** ms before `clock` of the last good heartbeat; null = none yet. */
  lastBeatAgoMs: z.nullable(ms),
  /** ms after `clock` of the next heartbeat (jitter keeps it off the grid). */
  nextBeatInMs: ms,
  /** ms after `clock` a `disconnect` ends (≤ 0: not disconnected). */
  disconnectLeftMs: ms,
  /** Which bad frame a `malformed` printer sends next. */
  badFrame: z.number().check(z.int(), z.gte(0)),
});
export type PrinterEntry = z.infer<typeof PrinterEntry>;

export const FleetSnapshot = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSIONS),
  /** The virtual clock when it was taken, ms since the epoch. */
  clock: ms,
  /** Informational: the sim it came from (a load keeps the running sim's own). */
  speed: z.number().check(z.positive()),
  heartbeatMs: z.number().check(z.int(), z.positive()),
  seed: z.number().check(z.int(), z.gte(0)),
  /** The fleet's jitter PRNG state (mulberry32, u32). */
  rng: z.number().check(z.int(), z.gte(0)),
  printers: z.array(PrinterEntry),
});
export type FleetSnapshot = z.infer<typeof FleetSnapshot>;

/** What the fleet keeps per printer, as far as a snapshot is concerned. */
export interface SimPart {
  printer: Printer;
  transport: Set<TransportFault>;
  lastBeat: number | null;
  nextBeat: number;
  backAt: number;
  badFrame: number;
}

/** One printer's entry; `coins` is what the API knows (spent coins of pay type 70 included). */
export function saveEntry(sim: SimPart, now: number, coins: number | undefined): PrinterEntry {
  const model = sim.printer.snapshot();
  if (coins !== undefined) model.coins = coins;
  return {
    model,
    transport: [...sim.transport].sort(),
    lastBeatAgoMs: sim.lastBeat === null ? null : now - sim.lastBeat,
    nextBeatInMs: sim.nextBeat - now,
    disconnectLeftMs: sim.transport.has("disconnect") ? sim.backAt - now : 0,
    badFrame: sim.badFrame,
  };
}

/** The printer of an entry taken at `savedAt`, rebased onto `now`. */
export function loadEntry(entry: PrinterEntry, savedAt: number, now: number): SimPart {
  const shift = now - savedAt;
  const printer = restorePrinter({ ...entry.model, timeMs: entry.model.timeMs + shift, bootMs: entry.model.bootMs + shift });
  return {
    printer,
    transport: new Set(entry.transport),
    lastBeat: entry.lastBeatAgoMs === null ? null : now - entry.lastBeatAgoMs,
    nextBeat: now + entry.nextBeatInMs,
    backAt: now + entry.disconnectLeftMs,
    badFrame: entry.badFrame,
  };
}

/** A snapshot file's first problem as one line naming the field, or the checked snapshot. */
export function parseSnapshot(raw: unknown): { ok: true; snapshot: FleetSnapshot } | { ok: false; error: string } {
  if (raw !== null && typeof raw === "object" && "format" in raw && raw.format !== SNAPSHOT_FORMAT) {
    return { ok: false, error: `format: expected "${SNAPSHOT_FORMAT}", got ${JSON.stringify(raw.format)}` };
  }
  if (raw !== null && typeof raw === "object" && "version" in raw && !(SNAPSHOT_VERSIONS as readonly unknown[]).includes(raw.version)) {
    return { ok: false, error: `version: this sim reads versions ${SNAPSHOT_VERSIONS.join(" and ")}, the file is ${JSON.stringify(raw.version)}` };
  }
  const r = FleetSnapshot.safeParse(raw);
  if (!r.success) {
    return { ok: false, error: describeIssues(r.error.issues) };
  }
  const seen = new Set<string>();
  for (const p of r.data.printers) {
    if (seen.has(p.model.sn)) return { ok: false, error: `printers: ${p.model.sn} appears twice` };
    seen.add(p.model.sn);
  }
  return { ok: true, snapshot: r.data };
}
