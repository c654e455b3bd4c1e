/**
 * The snapshot file of the mock API's state (`--data FILE`; store/persist.ts has the whole
 * picture): reading it with its checks (one line naming the first problem), writing it
 * atomically (temp file, fsync, rename, fsync of the directory), and the clean-up of temp files
 * a killed process left behind.
 */
import { open, readFile, rename, unlink } from "node:fs/promises";
import { readdirSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { checkedState, serializeStore, StateImportError } from "./archive.ts";
import type { BlobStore } from "./blobs.ts";
import { syncDirectory } from "./fs-sync.ts";
import type { Store } from "./types.ts";

/** A state file that cannot be used: unreadable, not JSON, another version or the wrong shape. */
export class StoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreFileError";
  }
}

/** The snapshot's own field: the last log entry it contains (not part of the state). */
const WAL_SEQ = "walSeq";

export interface Snapshot {
  readonly store: Store;
  /** The last write-ahead log entry the snapshot contains (0 for a file without a log). */
  readonly walSeq: number;
}

/**
 * The snapshot in FILE, or null when there is no such file. Files an older state kept inline
 * move into `blobs`; every file a record names must be there. Throws StoreFileError on anything
 * unusable (one line naming the first problem).
 */
export async function loadSnapshot(file: string, blobs: BlobStore): Promise<Snapshot | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    throw new StoreFileError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  // A byte-order mark (an editor on Windows adds one) is not part of the JSON: skipped, not refused.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (err) {
    const why = text.trim() === "" ? "the file is empty" : err instanceof Error ? err.message : String(err);
    throw new StoreFileError(`${file} is not valid JSON (${why})`);
  }
  let walSeq = 0;
  if (value !== null && typeof value === "object" && WAL_SEQ in value) {
    const v = value as Record<string, unknown>;
    walSeq = Number.isSafeInteger(v[WAL_SEQ]) && (v[WAL_SEQ] as number) >= 0 ? (v[WAL_SEQ] as number) : -1;
    if (walSeq < 0) throw new StoreFileError(`${file} is not a usable mock-api state: ${WAL_SEQ}: must be a whole number ≥ 0`);
    delete v[WAL_SEQ];
  }
  try {
    return { store: checkedState(value, blobs), walSeq };
  } catch (err) {
    if (err instanceof StateImportError) throw new StoreFileError(`${file} is not a usable mock-api state: ${err.message}`);
    throw err;
  }
}

/** The state in FILE (its files in `blobs`), or null when there is no such file. */
export async function loadStore(file: string, blobs: BlobStore): Promise<Store | null> {
  return (await loadSnapshot(file, blobs))?.store ?? null;
}

/** The snapshot's bytes: the state's pretty JSON with `walSeq` added at the end. */
export function serializeSnapshot(store: Store, walSeq: number): string {
  const text = serializeStore(store);
  return `${text.slice(0, text.lastIndexOf("}")).trimEnd()},\n  "${WAL_SEQ}": ${walSeq}\n}\n`;
}

let tempCounter = 0;

/** Temp files of this FILE: `FILE.tmp-<pid>-<n>`. */
function tempPrefix(file: string): string {
  return `${basename(file)}.tmp-`;
}

/** Writes `text` to FILE atomically: temp file in the same directory, fsync, rename over FILE, fsync the directory. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = join(dirname(file), `${tempPrefix(file)}${process.pid}-${++tempCounter}`);
  const fh = await open(tmp, "wx", 0o600); // wx: never reuse a file someone else is writing; 600: it holds users' data
  try {
    try {
      await fh.writeFile(text, "utf8");
      await fh.sync(); // the bytes are on disk before the name points at them
    } finally {
      await fh.close();
    }
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
  await syncDirectory(dirname(file));
}

/**
 * Writes the whole state to FILE atomically as a snapshot containing log entries up to `walSeq`.
 * The JSON is taken synchronously when called, so it is a consistent snapshot even if the store
 * changes while the bytes are written.
 */
export async function saveStoreAtomic(file: string, store: Store, walSeq = 0): Promise<void> {
  await writeFileAtomic(file, serializeSnapshot(store, walSeq));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // alive, someone else's
  }
}

/**
 * Removes temp files a killed process left next to FILE (their pid is gone). Files of live
 * processes are left alone. Returns how many were removed.
 */
export function removeStaleTemps(file: string): number {
  const prefix = tempPrefix(file);
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-\d+$/.exec(name.slice(prefix.length))?.[1]);
    if (!Number.isSafeInteger(pid) || pid === process.pid || processAlive(pid)) continue;
    try {
      unlinkSync(join(dirname(file), name));
      removed += 1;
    } catch {
      // gone already, or not ours to remove: harmless either way
    }
  }
  return removed;
}

/** Replaces the contents of `target` with those of `source`, keeping the object (handlers hold it). */
export function replaceStoreInPlace(target: Store, source: Store): void {
  const t = target as unknown as Record<string, unknown>;
  for (const key of Object.keys(t)) if (!(key in source)) delete t[key];
  Object.assign(t, source);
}
