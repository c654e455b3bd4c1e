/**
 * `sim start --data FILE` keeps the printers too (issue 13 item 6): beside the mock API's state in
 * FILE, the fleet's snapshot (fleet-snapshot.ts, version 3 without `api`) goes to FILE's fleet file
 * (`state.json` → `state.fleet.json`): every printer's model (temperatures, job and progress,
 * queue, faults, coins, settings, uptime), its transport faults, and the virtual clock. A restart
 * with the same `--data` restores them and sets the virtual clock to the saved one (a stopped sim
 * is a paused world: a printer mid-print carries on from its progress, at its temperature).
 *
 * Saves: every SAVE_EVERY_MS of real time while the sim runs (temperatures and progress move all
 * the time), and once more as it stops, after the printers have stopped. A slow save stretches the
 * period, so saving never takes more than ~5 % of the time; a fleet of more than
 * PERIODIC_MAX_PRINTERS saves only as it stops. Each save is atomic, as the mock's own are
 * (mock-api/store/snapshot.ts writeFileAtomic). What a `kill -9` loses is at most the last
 * period; the store may be a little ahead of the fleet file then, and the boot reconciliation
 * (mock-api printing/jobs.ts reconcileJobs) squares them: a job the restored printer does not hold
 * fails visibly if it was printing, or is handed to it again if it was waiting.
 */
import { readFile } from "node:fs/promises";
import { writeFileAtomic } from "../mock-api/store/snapshot.ts";
import type { Fleet } from "./fleet-api.ts";
import { parseSnapshot, type FleetSnapshot } from "./fleet-snapshot.ts";

const SAVE_EVERY_MS = 1000; // real ms: a kill -9 loses at most about this much of the printers' life
const MAX_SHARE = 0.05; // of the time spent saving: a slow snapshot stretches the period
// A snapshot is taken in one turn of the event loop (one moment of every printer): ~0.1 s per
// 1,000 printers on a loaded machine (4.3 s at 50,000, 26 MB), and no heartbeat leaves meanwhile.
// Bigger fleets save only as they stop, so a periodic save never stalls them near §4's 5 s.
const PERIODIC_MAX_PRINTERS = 5000;

/** The fleet file that goes with a `--data` file: `x.json` → `x.fleet.json`, `x` → `x.fleet.json`. */
export function fleetFileOf(dataFile: string): string {
  return dataFile.endsWith(".json") ? `${dataFile.slice(0, -".json".length)}.fleet.json` : `${dataFile}.fleet.json`;
}

/**
 * The saved fleet, or null when there is none yet. A file that cannot be used stops the start
 * (one line naming the problem): it is never overwritten, as the mock's state file is not.
 */
export async function loadFleetFile(file: string): Promise<FleetSnapshot | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`cannot read the fleet file ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
  } catch {
    throw new Error(`the fleet file ${file} is not JSON: move it away to start with fresh printers`);
  }
  const checked = parseSnapshot(raw);
  if (!checked.ok) throw new Error(`the fleet file ${file} is not a sim snapshot (${checked.error}): move it away to start with fresh printers`);
  return checked.snapshot;
}

export interface FleetPersister {
  /** Saves now (after the printers stopped, at the end). */
  flush(): Promise<void>;
  /** Stops the periodic saves and saves once more. */
  close(): Promise<void>;
  /** Completed saves. */
  readonly saves: number;
}

export function createFleetPersister(o: { file: string; fleet: Fleet; log: (line: string) => void }): FleetPersister {
  let saves = 0;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  function save(): Promise<void> {
    const run = chain.then(async () => {
      const t0 = performance.now();
      const text = `${JSON.stringify(o.fleet.snapshot())}\n`; // taken in one turn: one moment of every printer
      try {
        await writeFileAtomic(o.file, text);
        saves++;
        if (failing) o.log(`[sim] the fleet file ${o.file} is saved again`);
        failing = false;
      } catch (err) {
        if (!failing) o.log(`[sim] ERROR saving the printers to ${o.file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
        failing = true;
      }
      return performance.now() - t0;
    });
    chain = run.then(() => {}, () => {});
    return run.then(() => {});
  }

  function schedule(afterMs: number): void {
    if (closed) return;
    if (o.fleet.serials().length > PERIODIC_MAX_PRINTERS) {
      o.log(`[sim] ${o.fleet.serials().length} printers: saved to ${o.file} only when the sim stops (a periodic save would stall them)`);
      return;
    }
    timer = setTimeout(() => {
      const t0 = performance.now();
      void save().then(() => schedule(Math.max(SAVE_EVERY_MS, (performance.now() - t0) / MAX_SHARE)));
    }, afterMs);
    timer.unref();
  }
  schedule(SAVE_EVERY_MS);

  return {
    get saves() {
      return saves;
    },
    flush: save,
    async close() {
      closed = true;
      clearTimeout(timer);
      await save();
    },
  };
}
