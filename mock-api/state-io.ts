/**
 * Export and import of the whole state with its files (issue 12 item 2): the plain functions
 * behind `GET/PUT /__mock/state`, for anything else that moves a mock API's state (the sim's
 * snapshot) too.
 *
 *   exportState(store, blobs)             → { bytes, files, chunks }: a tar archive (store/archive.ts)
 *   importState(source, { store, blobs, persister?, now, log? })
 *                                         → reads an archive or a state JSON, checks it, puts it
 *                                           in place of `store`'s contents, and with a persister
 *                                           resolves once it is on disk
 *
 * With a persister the import is one write-ahead log entry: the new state's JSON is kept as a
 * file and the entry names it, so writes after the import are logged after it and a replay puts
 * the state back before them (open-state.ts); a snapshot follows soon to compact it.
 */
import { readState, serializeStore, type StateSource } from "./store/archive.ts";
import type { BlobStore } from "./store/blobs.ts";
import { blobRefs } from "./store/files.ts";
import type { Persister } from "./store/persist.ts";
import { replaceStoreInPlace } from "./store/snapshot.ts";
import type { Store } from "./store/types.ts";

export { exportState, readState, StateImportError, type StateExport, type StateSource } from "./store/archive.ts";

/** The log operation of an import (replayed by open-state.ts): the file holding the state's JSON. */
export const IMPORT_OP = "state.import";

export interface ImportDeps {
  /** The running store: its contents are replaced, the object stays (handlers hold it). */
  readonly store: Store;
  readonly blobs: BlobStore;
  readonly persister?: Persister | undefined;
  readonly now: number;
  readonly log?: (line: string) => void;
}

export interface ImportSummary {
  readonly version: number;
  readonly seed: number;
  readonly users: number;
  /** Files the state names. */
  readonly files: number;
  /** On disk (with a persister) before this resolved. */
  readonly saved: boolean;
}

/**
 * Reads a state from `source` (a tar archive or a state JSON, chunk by chunk) and puts it in
 * place of `deps.store`'s contents. A bad one throws StateImportError (one line) and changes
 * nothing; with a persister, a failure to save rejects with another Error after the state is in
 * place (health says so, and writes are refused until it can be saved).
 */
export async function importState(source: StateSource, deps: ImportDeps): Promise<ImportSummary> {
  const release = deps.blobs.hold(); // the files arriving are named by no record until the end
  try {
    const next = await readState(source, deps.blobs);
    const { store, persister } = deps;
    if (persister !== undefined) {
      if (persister.failing !== null) throw new Error(`the state cannot be saved right now (${persister.failing.message}): nothing imported`);
      const blob = deps.blobs.put(Buffer.from(serializeStore(next), "utf8"));
      replaceStoreInPlace(store, next);
      persister.append({ k: "op", at: deps.now, op: IMPORT_OP, a: { blob } });
    } else {
      replaceStoreInPlace(store, next);
    }
    deps.log?.(`[mock-api] state imported (seed ${store.seed}, ${Object.keys(store.users).length} users, ${blobRefs(store).size} files)`);
    if (persister !== undefined) {
      await persister.durable(); // the state's file first, then the entry naming it (store/wal.ts beforeWrite)
      void persister.snapshot().catch(() => {}); // compacts; a failure shows in health()
    } else {
      release();
      await deps.blobs.sweep(blobRefs(store), deps.blobs.mark()); // the old state's files, in memory
    }
    return { version: store.version, seed: store.seed, users: Object.keys(store.users).length, files: blobRefs(store).size, saved: persister !== undefined };
  } finally {
    release();
  }
}
