/**
 * The mock API's state on disk (`--data FILE`): loading a state file (checked by check.ts), atomic saves,
 * and a persister that saves ~100 ms after the last change.
 *
 * A save never leaves a broken file, even under `kill -9` or a power cut: the whole state is
 * written to `FILE.tmp-<pid>-<n>`, fsynced, renamed over FILE (rename(2) is atomic within one
 * file system) and then the directory is fsynced so the rename itself is durable. A reader (or
 * the next start) sees either the old complete file or the new complete file.
 */
import { open, readFile, rename, unlink } from "node:fs/promises";
import { readdirSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { checkStore } from "./check.ts";
import type { Store } from "./types.ts";

/** A state file that cannot be used: unreadable, not JSON, another version or the wrong shape. */
export class StoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreFileError";
  }
}

/** The state in FILE, or null when there is no such file. Throws StoreFileError on anything unusable. */
export async function loadStore(file: string): Promise<Store | null> {
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
  const checked = checkStore(value);
  if (!checked.ok) throw new StoreFileError(`${file} is not a usable mock-api state: ${checked.error}`);
  return checked.store;
}

/** The bytes of a state file: pretty JSON, so a state attached to a ticket can be read and diffed. */
export function serializeStore(store: Store): string {
  return `${JSON.stringify(store, null, 2)}\n`;
}

let tempCounter = 0;

/** Temp files of this FILE: `FILE.tmp-<pid>-<n>`. */
function tempPrefix(file: string): string {
  return `${basename(file)}.tmp-`;
}

/**
 * Writes the whole state to FILE atomically: temp file in the same directory, fsync, rename over
 * FILE, fsync the directory. The JSON is taken synchronously when called, so it is a consistent
 * snapshot even if the store changes while the bytes are written.
 */
export async function saveStoreAtomic(file: string, store: Store): Promise<void> {
  const text = serializeStore(store);
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

/** Makes the rename durable. Some platforms (Windows) cannot open a directory: nothing to do there. */
async function syncDirectory(dir: string): Promise<void> {
  let dh;
  try {
    dh = await open(dir, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EISDIR" || code === "EPERM" || code === "EACCES") return;
    throw err;
  }
  try {
    await dh.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EINVAL" && code !== "ENOTSUP") throw err; // file systems that cannot fsync a directory
  } finally {
    await dh.close();
  }
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

export interface PersisterOptions {
  readonly file: string;
  readonly store: Store;
  readonly log: (line: string) => void;
  /** Quiet time after the last change before saving; default 100 ms. */
  readonly debounceMs?: number;
  /** A steady stream of changes still saves at least this often; default 1000 ms. */
  readonly maxWaitMs?: number;
}

export interface Persister {
  /** The store changed: save it once things are quiet for `debounceMs`. Cheap; call it freely. */
  changed(): void;
  /** Saves now if anything changed since the last save; resolves once it is on disk. */
  flush(): Promise<void>;
  /** Saves what is pending and stops; later `changed()` calls are ignored. */
  close(): Promise<void>;
  /** Completed saves so far. */
  readonly saves: number;
}

export function createPersister(options: PersisterOptions): Persister {
  const { file, store, log } = options;
  const debounceMs = options.debounceMs ?? 100; // ~100 ms: a burst of calls is one write
  const maxWaitMs = options.maxWaitMs ?? 1000;
  let dirty = false;
  let firstDirtyAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  let saves = 0;

  const stale = removeStaleTemps(file);
  if (stale > 0) log(`[mock-api] removed ${stale} temp file(s) a killed process left next to ${file}`);

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const run = chain.then(async () => {
      if (!dirty) return;
      dirty = false;
      firstDirtyAt = null;
      try {
        await saveStoreAtomic(file, store);
        saves += 1;
      } catch (err) {
        dirty = true; // try again with the next change or flush
        log(`[mock-api] ERROR saving state to ${file}: ${err instanceof Error ? err.message : String(err)}`);
        throw err;
      }
    });
    chain = run.catch(() => {});
    return run;
  }

  return {
    get saves() {
      return saves;
    },
    changed() {
      if (closed) return;
      dirty = true;
      const now = Date.now();
      firstDirtyAt ??= now;
      clearTimeout(timer);
      const wait = Math.max(0, Math.min(debounceMs, firstDirtyAt + maxWaitMs - now));
      timer = setTimeout(() => void flush().catch(() => {}), wait); // already logged by flush
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
