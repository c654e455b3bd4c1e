/**
 * The control API's routes on the sim's whole state (control-qa.ts mounts them): a ticket's one
 * file out and back in (issue 13), and back to the seeded state.
 *
 *   GET    /snapshot                    the fleet's whole state and the API's (fleet-snapshot.ts, api-state.ts)
 *   PUT    /snapshot                    replace the printers (and the API state, version 3) with a snapshot's
 *   POST   /reset                       back to the seeded state: API store, fresh printers, no faults (reset.ts)
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../mock-api/clock.ts";
import type { BlobStore } from "../mock-api/store/blobs.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { HttpError, readJson, send } from "./control-http.ts";
import type { Fleet } from "./fleet.ts";
import { parseSnapshot } from "./fleet-snapshot.ts";
import { apiFiles, checkApiState, exportApiState, importApiState, StateImportError } from "./api-state.ts";
import type { ResetSummary } from "./reset.ts";

export interface SnapshotRouteDeps {
  fleet: Fleet;
  store: Store;
  /** The mock API's kept files: a snapshot carries them. */
  blobs: BlobStore;
  /** `set` (a SimClock's): a snapshot with its API state sets the virtual time to the ticket's. */
  clock: Clock & { set?(virtualMs: number): void };
  persister?: Persister;
  /** `sim reset` (reset.ts): back to the seeded state; without it POST /reset answers 501. */
  reset?: () => Promise<ResetSummary>;
  /** Hands the printers a replay holds back to their live models (control-traffic.ts). */
  releaseHeld: () => void;
  log: (line: string) => void;
}

const SNAPSHOT_LIMIT = 256 * 1024 * 1024; // bytes: ~10,000 printers at ~1.5 KB each, and the API's kept files (base64: a user's 50 MiB is ~67 MB)

export function createSnapshotRoutes(deps: SnapshotRouteDeps) {
  const { fleet, store, blobs, clock, log } = deps;

  /**
   * PUT /snapshot: everything is checked first (the file's shape and values, the API state as an
   * import is, the printers against the store they will live in), so a refusal changes nothing. A
   * version 3 file with `api` replaces the API's state too and sets the virtual clock to the
   * ticket's moment, so orders expire, tokens last and printers were last heard exactly as then;
   * an older one (or one without `api`) replaces the printers only, rebased onto the running clock.
   */
  async function loadSnapshot(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const checked = parseSnapshot(await readJson(req, SNAPSHOT_LIMIT));
    if (!checked.ok) throw new HttpError(422, `not a sim snapshot: ${checked.error}`);
    const snap = checked.snapshot;
    let api: Store | null = null;
    let files: Buffer[] = [];
    if (snap.api !== undefined) {
      const state = checkApiState(snap.api, blobs); // a state from before issue 12: its inline files are kept now
      if (!state.ok) throw new HttpError(422, `not a sim snapshot: api.${state.error}`);
      api = state.store;
      const kept = apiFiles(snap.api_files);
      if (!kept.ok) throw new HttpError(422, `not a sim snapshot: ${kept.error}`);
      files = kept.files;
    }
    const home = api ?? store;
    const missing = snap.printers.map((p) => p.model.sn).filter((sn) => home.printers[sn] === undefined);
    if (missing.length > 0) throw new HttpError(422, `the snapshot's printers ${missing.join(", ")} are not in ${api === null ? "this sim's store" : "its own API state"}: nothing loaded`);
    const warnings = snap.seed === fleet.seed ? [] : [`the snapshot comes from a sim started with --seed ${snap.seed}, this one runs --seed ${fleet.seed}: its printers' noise and what a reset brings back differ`];
    const note = api !== null
      ? "printers and API state (orders, users, coins…) loaded; the virtual clock is set to the snapshot's"
      : `printers only: ${snap.version < 3 ? `a version ${snap.version} snapshot has` : "this file has"} no API state, so the API's orders, users and coins are unchanged`;

    deps.releaseHeld();
    if (api !== null) {
      try {
        await importApiState(store, snap.api, files, { blobs, persister: deps.persister, now: clock.now(), log });
      } catch (err) {
        // A file the state names that neither the snapshot nor this sim keeps: nothing was changed.
        if (err instanceof StateImportError) throw new HttpError(422, `not a sim snapshot: api: ${err.message}`);
        throw err;
      }
      clock.set?.(snap.clock);
    }
    fleet.restore(snap);
    log(`[sim] snapshot loaded: ${snap.printers.length} printers${api !== null ? " and the API state" : ""}`);
    for (const w of warnings) log(`[sim] snapshot: ${w}`);
    // Taken again at once (same event-loop turn, no tick between): what the fleet now holds.
    send(res, 200, { printers: snap.printers.length, api: api !== null, version: snap.version, note, warnings, snapshot: fleet.snapshot() });
  }

  /** Answers the request when it is one of these routes; false otherwise. */
  async function route(req: IncomingMessage, res: ServerResponse, method: string, path: string): Promise<boolean> {
    if (method === "GET" && path === "/snapshot") {
      // One turn: the printers and the API's state of the same moment (issue 13: a ticket is one file).
      const printers = fleet.snapshot();
      send(res, 200, { ...printers, ...(await exportApiState(store, blobs)) }); // the state is taken in this turn; its files read after
    } else if (method === "PUT" && path === "/snapshot") {
      await loadSnapshot(req, res);
    } else if (method === "POST" && path === "/reset") {
      if (deps.reset === undefined) throw new HttpError(501, "this sim cannot reset itself (it was not started by `sim start`)");
      deps.releaseHeld();
      send(res, 200, await deps.reset());
    } else {
      return false;
    }
    return true;
  }

  return { route };
}
