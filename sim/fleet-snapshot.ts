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
import { DISCONNECT_MS, TRANSPORT_FAULTS, type TransportFault } from "./fleet-types.ts";
import { modelProblem, PrinterSnapshot, restorePrinter, type Printer } from "./printer.ts";
import { describeIssues } from "./zod-issue.ts";

export const SNAPSHOT_FORMAT = "tanghua-sim-snapshot";
/**
 * Bump on any change of the shape below (the printer models' included). 2 (issue 11): each model
 * carries its job queue and the jobs it finished recently. 3 (issue 13): `api`, the mock API's
 * whole state of the same moment (orders, users, coins…: api-state.ts), so one file is a ticket;
 * the `--data` fleet file (fleet-persist.ts) is a version 3 snapshot without it. Load reads every
 * version listed in SNAPSHOT_VERSIONS (a version 1 model loads with an empty queue; versions 1 and
 * 2 load the printers only) and refuses others.
 */
export const SNAPSHOT_VERSION = 3;
export const SNAPSHOT_VERSIONS = [1, 2, 3] as const;

const ms = z.number().check(z.refine(Number.isFinite, "must be a finite number"));
const u32 = z.number().check(z.int("must be a whole number"), z.gte(0, "must be ≥ 0"), z.lte(0xffffffff, "must be ≤ 4294967295 (a u32)"));

export const PrinterEntry = z.strictObject({
  model: PrinterSnapshot,
  transport: z.array(z.enum(TRANSPORT_FAULTS)),
  /** ms before `clock` of the last good heartbeat; null = none yet. */
  lastBeatAgoMs: z.nullable(ms.check(z.gte(0, "must be ≥ 0 ms (a heartbeat from after the snapshot)"))),
  /** ms after `clock` of the next heartbeat (jitter keeps it off the grid; negative: overdue). */
  nextBeatInMs: ms,
  /** ms after `clock` a `disconnect` ends (≤ 0: not disconnected). */
  disconnectLeftMs: ms.check(z.lte(DISCONNECT_MS, `must be ≤ ${DISCONNECT_MS} ms (a disconnect lasts that long)`)),
  /** Which bad frame a `malformed` printer sends next. */
  badFrame: z.number().check(z.int(), z.gte(0)),
});
export type PrinterEntry = z.infer<typeof PrinterEntry>;

export const FleetSnapshot = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSIONS),
  /** The virtual clock when it was taken, ms since the epoch. */
  clock: ms.check(z.gte(0, "must be ≥ 0 (ms since the epoch)")),
  /** Informational: the sim it came from (a load keeps the running sim's own). */
  speed: z.number().check(z.positive()),
  heartbeatMs: z.number().check(z.int(), z.positive()),
  /** The `--seed` of the sim it came from: a load into a sim of another seed warns. */
  seed: u32,
  /** The fleet's jitter PRNG state (mulberry32, u32). */
  rng: u32,
  printers: z.array(PrinterEntry),
  /** Version 3: the mock API's state (`GET /__mock/state`), checked on load as an import is (api-state.ts). */
  api: z.optional(z.unknown()),
  /** Version 3, with `api`: the bytes of the files the state names (uploads, drawings, exports), base64 by SHA-256 name (api-state.ts); without `api` unused. */
  api_files: z.optional(z.unknown()),
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
    return { ok: false, error: `version: this sim reads versions ${SNAPSHOT_VERSIONS.join(", ")}, the file is ${JSON.stringify(raw.version)}` };
  }
  const r = FleetSnapshot.safeParse(raw);
  if (!r.success) {
    return { ok: false, error: describeIssues(r.error.issues) };
  }
  if (r.data.version < 3 && r.data.api !== undefined) return { ok: false, error: `api: a version ${r.data.version} snapshot has no API state (version 3 has)` };
  const seen = new Set<string>();
  for (const [i, p] of r.data.printers.entries()) {
    if (seen.has(p.model.sn)) return { ok: false, error: `printers: ${p.model.sn} appears twice` };
    seen.add(p.model.sn);
    const problem = modelProblem(p.model);
    if (problem !== null) return { ok: false, error: `printers[${i}].model.${problem}` };
    if (new Set(p.transport).size !== p.transport.length) return { ok: false, error: `printers[${i}].transport: ${p.transport.join(", ")} names a fault twice` };
  }
  return { ok: true, snapshot: r.data };
}
