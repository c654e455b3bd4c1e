/**
 * The write-ahead log's writer (issue 12 item 4): every request or operation that may have
 * changed the state, appended as one JSON line to a segment file in `FILE.wal/` and fsynced
 * before the answers it covers leave (group commit: the lines of one event-loop turn are one
 * write; the flusher thread, store/flusher.ts, runs the fdatasyncs back to back, each covering
 * every commit written while the one before ran). With durability "write" a line counts once
 * written, fdatasynced within 100 ms. The format and the reader are in store/wal-format.ts; a
 * segment file, extended with zeros ahead of its entries, in store/wal-segment.ts.
 */
import { mkdirSync, writeSync } from "node:fs";
import { unlink, type FileHandle } from "node:fs/promises";
import { processFlusher, type Flusher } from "./flusher.ts";
import { listSegments, type WalInput } from "./wal-format.ts";
import { extendSegment, openWalSegment, type Segment } from "./wal-segment.ts";

/** When an acknowledged write counts as kept: fsynced (survives a power cut) or written (survives kill -9). */
export type Durability = "fsync" | "write";

export interface WalWriterOptions {
  readonly dir: string;
  /** The seq of the last entry already durable somewhere (the snapshot's, or the replayed log's). */
  readonly lastSeq: number;
  readonly devices: boolean;
  /** Awaited before each write (null: nothing to wait for): the files the entries name are on disk first (store/blobs.ts). */
  readonly beforeWrite?: () => Promise<void> | null;
  /**
   * "fsync" (default): an entry counts as durable once fdatasynced, so its answer survives a
   * power cut. "write": once written to the file (the page cache survives a kill -9 of this
   * process, not a power cut), fdatasynced within 100 ms.
   */
  readonly durability?: Durability;
  /** Called once per failed write or fsync (the persister logs it and stops taking writes). */
  readonly onError?: (err: Error) => void;
  /** Called after each completed commit with the number of entries and bytes it made durable. */
  readonly onCommit?: (entries: number, bytes: number) => void;
  /** Extend segments with fsynced zeros ahead of the entries (default true): store/wal-segment.ts. */
  readonly preallocate?: boolean;
  /** Who runs the fdatasyncs (default: the process's flusher thread; tests give their own). */
  readonly flusher?: Flusher;
}

export interface WalWriter {
  /** Numbers and queues an entry; it is written with the rest of this turn's. Answers its seq. */
  append(entry: WalInput): number;
  /** Resolves once every entry appended so far is on disk; rejects if writing it failed. */
  durable(): Promise<void>;
  /** An entry is queued or being written. */
  readonly busy: boolean;
  readonly lastSeq: number;
  readonly durableSeq: number;
  /** Bytes written to the segments since the last `rotate`. */
  readonly bytesSinceRotate: number;
  readonly entriesSinceRotate: number;
  /** The path of the segment new entries go to. */
  readonly segment: string;
  /**
   * Starts a new segment for the entries from now on and answers the older segment files: once
   * a snapshot containing everything up to `lastSeq` is on disk, they may be deleted.
   */
  rotate(): string[];
  /** Writes what is queued and closes the segment. */
  close(): Promise<void>;
}

interface Waiter {
  readonly seq: number;
  readonly resolve: () => void;
  readonly reject: (err: Error) => void;
}

/** "write" durability: how long written entries may wait for their fdatasync. */
const WRITE_SYNC_MS = 100;

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

export function createWalWriter(options: WalWriterOptions): WalWriter {
  const { dir } = options;
  const sync = options.durability !== "write";
  const preallocate = options.preallocate ?? true;
  const flusher = sync ? (options.flusher ?? processFlusher()) : null;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let lastSeq = options.lastSeq;
  let durableSeq = options.lastSeq;
  let queue: string[] = [];
  let queuedTo = lastSeq;
  /** A commit is under way (it may await files or the segment's opening). */
  let writing = false;
  let scheduled = false;
  let waiters: Waiter[] = [];
  let failure: Error | null = null;
  let bytesSinceRotate = 0;
  let entriesSinceRotate = 0;
  const oldSegments: string[] = listSegments(dir).map((s) => s.path);

  const openSegment = (from: number) => openWalSegment(dir, from, options.devices, preallocate);
  let segment = openSegment(lastSeq + 1);
  const closing: Promise<void>[] = [];

  function settle(): void {
    if (waiters.length === 0) return;
    let i = 0;
    while (i < waiters.length && (waiters[i] as Waiter).seq <= durableSeq) i += 1;
    if (i === 0) return;
    const done = waiters.slice(0, i);
    waiters = waiters.slice(i);
    for (const w of done) w.resolve();
  }

  function fail(err: Error): void {
    if (failure !== null) return;
    failure = err;
    const failed = waiters;
    waiters = [];
    for (const w of failed) w.reject(err);
    options.onError?.(err);
  }

  /** "write" durability: entries written (in the page cache) but not yet fdatasynced. */
  let unsynced: FileHandle | null = null;
  let syncTimer: NodeJS.Timeout | undefined;

  function commit(): void {
    scheduled = false;
    if (writing || queue.length === 0 || failure !== null) return;
    const target = segment;
    const done = write(target);
    target.work = target.work.then(() => done);
  }

  async function write(target: Segment): Promise<void> {
    writing = true;
    const lines = queue;
    const to = queuedTo;
    queue = [];
    let flushing: Promise<void> | null = null;
    try {
      const before = options.beforeWrite?.();
      if (before != null) await before;
      const fh = target.fh ?? (await target.ready);
      const bytes = Buffer.from(lines.length === 1 ? (lines[0] as string) : lines.join(""), "utf8");
      if (target.extending !== null && target.pos + bytes.length > target.allocated) await target.extending;
      let pos = target.pos;
      target.pos += bytes.length;
      for (let at = 0; at < bytes.length; ) {
        const n = writeSync(fh.fd, bytes, at, bytes.length - at, pos);
        at += n;
        pos += n;
      }
      if (preallocate && target.step > 0 && target.extending === null && target.pos > target.allocated - (target.step >> 1)) extendSegment(target, fh);
      if (flusher !== null) {
        // The flusher's thread runs the fdatasync while this one goes on: the next turn's
        // requests are handled and written meanwhile and join the next flush, which starts as
        // soon as this one ends. Into preallocated zeros (`extend`) a flush has no journal
        // commit to wait for.
        flushing = flusher.flush(fh.fd).then(() => made(to, lines.length, bytes.length));
      } else {
        // "write": in the page cache, which outlives this process (kill -9); flushed within 100 ms.
        if (unsynced === null) {
          unsynced = fh;
          syncTimer = setTimeout(flushUnsynced, WRITE_SYNC_MS);
        }
        made(to, lines.length, bytes.length);
      }
    } catch (err) {
      fail(asError(err));
    } finally {
      writing = false;
    }
    if (queue.length > 0 && failure === null && !scheduled) commit();
    if (flushing !== null) await flushing.catch((err: unknown) => fail(asError(err)));
  }

  /** Entries up to `to` count as kept. */
  function made(to: number, entries: number, bytes: number): void {
    if (to > durableSeq) durableSeq = to;
    bytesSinceRotate += bytes;
    entriesSinceRotate += entries;
    options.onCommit?.(entries, bytes);
    settle();
  }

  function flushUnsynced(): void {
    const fh = unsynced;
    unsynced = null;
    fh?.datasync().catch((err: unknown) => fail(asError(err)));
  }

  /** The segment's file, cut at its last entry (its zeros are not kept at rest), flushed and closed. */
  async function closeSegment(seg: Segment, flush: boolean): Promise<void> {
    const fh = await seg.ready.catch(() => null);
    if (fh === null) return;
    await seg.extending;
    if (unsynced === fh) {
      clearTimeout(syncTimer);
      unsynced = null;
    }
    if (failure === null) {
      await fh.truncate(seg.pos).catch(() => {});
      if (flush) await fh.datasync().catch((err: unknown) => fail(asError(err)));
    }
    await fh.close();
  }

  return {
    append(entry) {
      lastSeq += 1;
      // `{"n":…,` and the entry's own fields: no spread copy of the entry (a slow path in V8).
      queue.push(`{"n":${lastSeq},${JSON.stringify(entry).slice(1)}\n`);
      queuedTo = lastSeq;
      if (!scheduled && !writing) {
        scheduled = true;
        // After every request of this turn has appended (setImmediate runs once the turn's
        // sockets are handled): one write for all of them, and a flush (store/flusher.ts).
        setImmediate(commit);
      }
      return lastSeq;
    },
    durable() {
      if (failure !== null) return Promise.reject(failure);
      if (durableSeq >= lastSeq) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ seq: lastSeq, resolve, reject }));
    },
    get busy() {
      return durableSeq < lastSeq;
    },
    get lastSeq() {
      return lastSeq;
    },
    get durableSeq() {
      return durableSeq;
    },
    get bytesSinceRotate() {
      return bytesSinceRotate;
    },
    get entriesSinceRotate() {
      return entriesSinceRotate;
    },
    get segment() {
      return segment.path;
    },
    rotate() {
      // No entry since the segment began: it stays the current one (a new one would take its name).
      if (lastSeq < segment.from) return oldSegments.splice(0);
      // What is queued still goes to the old segment (a commit took `segment` when it started),
      // or to the new one: either way every line is in some segment before the snapshot.
      const old = [...oldSegments.splice(0), segment.path];
      const previous = segment;
      segment = openSegment(lastSeq + 1);
      // The commits already writing to the old segment finish there; later ones take the new.
      // What the snapshot does not already hold is in the new segment, so its flush is a courtesy.
      closing.push(previous.work.then(() => closeSegment(previous, true)).catch(() => {}));
      bytesSinceRotate = 0;
      entriesSinceRotate = 0;
      return old;
    },
    async close() {
      clearTimeout(syncTimer);
      while (writing || scheduled || queue.length > 0) {
        if (failure !== null) break;
        if (!writing && !scheduled) commit();
        await new Promise((r) => setImmediate(r));
      }
      await Promise.all(closing);
      await segment.work;
      await closeSegment(segment, true);
      if (failure !== null) throw failure;
    },
  };
}

/** Deletes segment files (after a snapshot that contains them is on disk). */
export async function removeSegments(paths: readonly string[]): Promise<void> {
  for (const p of paths) await unlink(p).catch((err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? undefined : Promise.reject(err)));
}
