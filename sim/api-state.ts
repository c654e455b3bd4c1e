/**
 * The mock API's state as a sim snapshot carries it (issue 13 item 11: a ticket is one file). It is
 * what the mock's own export and import do (`GET`/`PUT /__mock/state`, mock-api/state-io.ts), in
 * the snapshot's JSON:
 *
 *   api         the state as the mock's `--data` file holds it (readable: `sim snapshot save`
 *               counts its orders and users), its kept files named by SHA-256 (issue 12)
 *   api_files   those files' bytes, base64, by name: uploads (screenshots, refund pictures,
 *               watermarks…), drawings' PNGs, order exports' CSVs
 *
 * Loading goes through importState (mock-api/state-io.ts): each file is checked against its name
 * and kept in the blob store, the state is checked (shapes, invariants, every file it names
 * present), put in place (handlers hold the store object), logged in the write-ahead log and on
 * disk before the answer when the sim has `--data`. The files of the state it replaces are removed
 * by the next snapshot's sweep (or at once in memory), so `sim reset` leaves none behind.
 */
import { blobName, BLOB_NAME, createMemoryBlobs, type BlobStore } from "../mock-api/store/blobs.ts";
import { serializeStore } from "../mock-api/store/archive.ts";
import { checkStore } from "../mock-api/store/check.ts";
import { blobRefs, moveInlineFiles } from "../mock-api/store/files.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { importState, StateImportError, type ImportSummary } from "../mock-api/state-io.ts";

export { StateImportError };

/** A snapshot's API part: the state and the bytes of the files it names. */
export interface ApiState {
  api: unknown;
  api_files: Record<string, string>;
}

/**
 * The state as plain JSON, as `GET /__mock/state?format=json` downloads it, and its files. The JSON
 * is taken at the call (the same turn as the printers' snapshot); the files are read after, which
 * is safe: a name always holds the same bytes.
 */
export async function exportApiState(store: Store, blobs: BlobStore): Promise<ApiState> {
  const api = JSON.parse(serializeStore(store)) as unknown;
  const api_files: Record<string, string> = {};
  for (const name of [...blobRefs(store)].sort()) {
    const bytes = await blobs.read(name);
    if (bytes === null) throw new Error(`the API state names a file that is not kept: ${name}`);
    api_files[name] = bytes.toString("base64");
  }
  return { api, api_files };
}

/**
 * Checks a snapshot's `api` as `PUT /__mock/state` checks an import (whether its files are all
 * there is checked as it loads). A state from before issue 12 holds its files inline: they move
 * into `blobs` first (so `value` changes; pass a copy to only look).
 */
export function checkApiState(value: unknown, blobs: BlobStore = createMemoryBlobs()): { ok: true; store: Store } | { ok: false; error: string } {
  moveInlineFiles(value, blobs);
  return checkStore(value);
}

/** `api_files` decoded and checked against their names (a damaged file is refused before anything is kept). */
export function apiFiles(value: unknown): { ok: true; files: Buffer[] } | { ok: false; error: string } {
  if (value === undefined) return { ok: true, files: [] };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, error: "api_files: an object of base64 file bodies by SHA-256 name" };
  const files: Buffer[] = [];
  for (const [name, body] of Object.entries(value)) {
    if (!BLOB_NAME.test(name)) return { ok: false, error: `api_files.${name}: not a SHA-256 name (64 lowercase hex digits)` };
    if (typeof body !== "string") return { ok: false, error: `api_files.${name}: base64 text` };
    const bytes = Buffer.from(body, "base64");
    if (blobName(bytes) !== name) return { ok: false, error: `api_files.${name}: its bytes do not match its name (a damaged file)` };
    files.push(bytes);
  }
  return { ok: true, files };
}

export interface ApiImportDeps {
  blobs: BlobStore;
  persister?: Persister | undefined;
  now: number;
  log?: (line: string) => void;
}

/**
 * Replaces the running state with `api` and its `files` (sessions not in it are gone, as after an
 * import); with `--data` resolves once it is on disk. A state that does not check, or names a
 * file neither given nor kept, throws StateImportError and changes nothing.
 */
export async function importApiState(target: Store, api: unknown, files: readonly Buffer[], deps: ApiImportDeps): Promise<ImportSummary> {
  for (const bytes of files) deps.blobs.put(bytes); // unnamed until the import: the sweep spares what was put since its mark
  return importState(Buffer.from(JSON.stringify(api), "utf8"), { store: target, blobs: deps.blobs, persister: deps.persister, now: deps.now, ...(deps.log !== undefined ? { log: deps.log } : {}) });
}

/** A fresh store in place of the running one (`sim reset`), through the same import. */
export async function importFreshState(target: Store, fresh: Store, deps: ApiImportDeps): Promise<ImportSummary> {
  return importState(Buffer.from(serializeStore(fresh), "utf8"), { store: target, blobs: deps.blobs, persister: deps.persister, now: deps.now, ...(deps.log !== undefined ? { log: deps.log } : {}) });
}
