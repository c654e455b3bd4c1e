/**
 * The files the mock keeps (issue 12 item 2): uploaded images, the PNGs of saved drawings and
 * order exports live beside the state, not inside its JSON. Each is named by the SHA-256 of its
 * bytes (64 hex characters) and the state's records refer to it by that name (`blob`), so the
 * same bytes are kept once and a name can be checked against its content.
 *
 *   createDirBlobs(dir)   --data: one file per blob in `FILE.blobs/`, written to a temp file,
 *                         fsynced and renamed (a kill -9 never leaves half a file under a name)
 *   createMemoryBlobs()   without --data: a Map, same interface
 *
 * `put` is synchronous (a handler names the file in the record it writes in the same turn);
 * the bytes are readable at once and on disk once `settled()` resolves. Whoever makes a record
 * that names a blob durable (the write-ahead log, a snapshot) awaits `settled()` first.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, statSync, unlinkSync } from "node:fs";
import { open, readFile, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import { syncDirectory } from "./fs-sync.ts";

export const BLOB_NAME = /^[0-9a-f]{64}$/;

export function blobName(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export interface BlobStore {
  /** Keeps `bytes` (at once in memory, on disk by the next `settled()`); answers their name. */
  put(bytes: Buffer): string;
  /** The bytes of a blob, or null when there is none by that name. */
  read(name: string): Promise<Buffer | null>;
  has(name: string): boolean;
  /** The size in bytes of a blob, or null. */
  size(name: string): number | null;
  /** Every blob put so far is on disk (rejects with the first write that failed, after one retry). */
  settled(): Promise<void>;
  /** A blob is being written (or its name is not yet durable): `settled()` has something to wait for. */
  readonly busy: boolean;
  /** A point in time for `sweep`: blobs put (or put again) from now on are kept by it. */
  mark(): number;
  /**
   * Removes every blob not in `keep`, not being written and not put since `since` (a `mark()`):
   * a file a request named after a snapshot's moment stays, even when that snapshot does not
   * name it. Answers how many went.
   */
  sweep(keep: ReadonlySet<string>, since: number): Promise<number>;
  /** Stops sweeps until the answered function is called (an import puts files its state names only at its end). */
  hold(): () => void;
  /** Every blob's name. */
  names(): string[];
  /** Number of blobs and their total size. */
  stats(): { count: number; bytes: number };
  /** The folder (null in memory). */
  readonly dir: string | null;
}

export function createMemoryBlobs(): BlobStore {
  const blobs = new Map<string, Buffer>();
  const putAt = new Map<string, number>();
  let generation = 0;
  let holds = 0;
  return {
    dir: null,
    busy: false,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (!released) holds -= 1;
        released = true;
      };
    },
    put(bytes) {
      const name = blobName(bytes);
      if (!blobs.has(name)) blobs.set(name, Buffer.from(bytes)); // a copy: the caller's buffer may be reused
      putAt.set(name, generation);
      return name;
    },
    mark: () => ++generation,
    read: (name) => Promise.resolve(blobs.get(name) ?? null),
    has: (name) => blobs.has(name),
    size: (name) => blobs.get(name)?.length ?? null,
    settled: () => Promise.resolve(),
    sweep(keep, since) {
      let removed = 0;
      if (holds > 0) return Promise.resolve(0);
      for (const name of [...blobs.keys()]) {
        if (keep.has(name) || (putAt.get(name) ?? -1) >= since) continue;
        blobs.delete(name);
        putAt.delete(name);
        removed += 1;
      }
      return Promise.resolve(removed);
    },
    names: () => [...blobs.keys()],
    stats() {
      let bytes = 0;
      for (const b of blobs.values()) bytes += b.length;
      return { count: blobs.size, bytes };
    },
  };
}

interface Pending {
  readonly bytes: Buffer;
  write: Promise<void>;
  error: unknown;
}

const TEMP = /^\.tmp-(\d+)-/;
let tempCounter = 0;

/**
 * Blobs as files in `dir` (created if missing). Temp files a killed process left (`.tmp-<pid>-…`)
 * are removed here; files whose name is not a blob name are left alone.
 */
export function createDirBlobs(dir: string): BlobStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const sizes = new Map<string, number>(); // on disk
  for (const entry of readdirSync(dir)) {
    if (BLOB_NAME.test(entry)) sizes.set(entry, statSync(join(dir, entry)).size);
    else if (TEMP.test(entry) && Number(TEMP.exec(entry)?.[1]) !== process.pid) {
      try {
        unlinkSync(join(dir, entry)); // half a blob of a killed process: never named, never needed
      } catch {
        // gone already
      }
    }
  }
  const pending = new Map<string, Pending>();
  /** Files being removed by a sweep: a put of the same bytes meanwhile writes after the unlink. */
  const removing = new Map<string, Promise<void>>();
  const putAt = new Map<string, number>();
  let generation = 0;
  let holds = 0;
  let renamedSinceDirSync = false;

  async function writeFile(name: string, bytes: Buffer): Promise<void> {
    const tmp = join(dir, `.tmp-${process.pid}-${++tempCounter}`);
    const fh = await open(tmp, "wx", 0o600);
    try {
      try {
        await fh.writeFile(bytes);
        await fh.sync(); // the bytes are on disk before the name points at them
      } finally {
        await fh.close();
      }
      await rename(tmp, join(dir, name));
    } catch (err) {
      await unlink(tmp).catch(() => {});
      throw err;
    }
    renamedSinceDirSync = true;
  }

  function start(name: string, p: Pending): void {
    p.error = undefined;
    const after = removing.get(name) ?? Promise.resolve();
    p.write = after.then(() => writeFile(name, p.bytes)).then(
      () => {
        sizes.set(name, p.bytes.length);
        if (pending.get(name) === p) pending.delete(name);
      },
      (err: unknown) => {
        p.error = err; // kept (and readable from memory) until a retry succeeds
      },
    );
  }

  return {
    dir,
    get busy() {
      return pending.size > 0 || renamedSinceDirSync;
    },
    put(bytes) {
      const name = blobName(bytes);
      putAt.set(name, generation);
      if (sizes.has(name) || pending.has(name)) return name;
      const p: Pending = { bytes: Buffer.from(bytes), write: Promise.resolve(), error: undefined };
      pending.set(name, p);
      start(name, p);
      return name;
    },
    async read(name) {
      const p = pending.get(name);
      if (p !== undefined) return p.bytes;
      if (!sizes.has(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null; // removed by hand
        throw err;
      }
    },
    has: (name) => sizes.has(name) || pending.has(name),
    size: (name) => pending.get(name)?.bytes.length ?? sizes.get(name) ?? null,
    async settled() {
      await Promise.all([...pending.values()].map((p) => p.write));
      const failed = [...pending.entries()].filter(([, p]) => p.error !== undefined);
      for (const [name, p] of failed) start(name, p); // one retry: a full disk may have room again
      await Promise.all(failed.map(([, p]) => p.write));
      const still = failed.find(([, p]) => p.error !== undefined);
      if (still !== undefined) throw new Error(`cannot write the file ${still[0]} to ${dir}: ${String((still[1].error as Error)?.message ?? still[1].error)}`);
      if (renamedSinceDirSync) {
        renamedSinceDirSync = false;
        await syncDirectory(dir); // the new names themselves survive a power cut
      }
    },
    mark: () => ++generation,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (!released) holds -= 1;
        released = true;
      };
    },
    async sweep(keep, since) {
      let removed = 0;
      for (const name of [...sizes.keys()]) {
        if (holds > 0) break; // an import began meanwhile: what is left waits for the next sweep
        if (keep.has(name) || pending.has(name) || (putAt.get(name) ?? -1) >= since) continue;
        putAt.delete(name);
        sizes.delete(name); // first, so a put of the same bytes from now on writes it again
        const gone = unlink(join(dir, name)).then(
          () => void (removed += 1),
          (err: unknown) => {
            if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
          },
        );
        removing.set(name, gone.catch(() => {}));
        try {
          await gone;
        } finally {
          removing.delete(name);
        }
      }
      return removed;
    },
    names: () => [...new Set([...sizes.keys(), ...pending.keys()])],
    stats() {
      let bytes = 0;
      for (const n of sizes.values()) bytes += n;
      for (const [name, p] of pending) if (!sizes.has(name)) bytes += p.bytes.length;
      return { count: sizes.size + [...pending.keys()].filter((n) => !sizes.has(n)).length, bytes };
    },
  };
}
