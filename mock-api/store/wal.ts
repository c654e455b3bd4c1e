/**
 * The write-ahead log of the mock API's state (issue 12 item 4): every request or operation that
 * may have changed the state, appended as one JSON line to a segment file in `FILE.wal/` and
 * fsynced before the answers it covers leave (group commit: the lines of one event-loop turn are
 * one write and one fdatasync; requests arriving meanwhile wait in their sockets and join the next
 * commit). With durability "write" a line counts once written, fdatasynced within 100 ms. What an
 * entry is, and why, is written down in store/persist.ts.
 *
 * A segment is `FILE.wal/<first seq, 12 digits>-<when made>.log`: a header line, then entries numbered
 * one after the other (`n`). A snapshot names the last entry it contains (`walSeq`), so at a
 * start the entries after it are replayed and older segments are deleted once a newer snapshot
 * is on disk. A line cut short by a kill -9 or a power cut can only be the last one written
 * after the last completed fsync: its answer never left, and the reader drops it.
 *
 * A segment is extended with fsynced zeros ahead of its entries (1 MiB, doubling to 8 MiB a
 * step), which entries then overwrite in place: the flush of a commit then changes no block map
 * and no file size, so it has no file-system journal commit to wait for (fdatasync 133-144 µs
 * against 201-208 appending, 41-51 µs of CPU against 78-159, measured here). The first zero
 * byte ends a segment's entries (JSON text holds none); a clean close cuts the zeros off.
 */
import { fdatasyncSync, mkdirSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { open, unlink, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import type { Draw } from "../random.ts";
import type { MockSettings } from "../devices.ts";
import { syncDirectory } from "./fs-sync.ts";

/** An `/api/` request, replayed through the router (mock-api/router.ts `replay`). */
export interface ApiEntry {
  n: number;
  k: "api";
  /** The request's time (ms, the injected clock), which every handler read. */
  at: number;
  m: string;
  p: string;
  /** The query string (without "?"), when there was one. */
  q?: string;
  /** The bearer token's key (its SHA-256), never the token. */
  a?: string;
  /** "en" when the Language header asked for English. */
  l?: "en";
  /** Host and X-Forwarded-Proto headers, and 1 over TLS: answers build URLs from them. */
  h?: string;
  x?: string;
  e?: 1;
  /** The body as sent, and its Content-Type when not application/json (a form). */
  b?: string;
  y?: string;
  /** 1: refused before its handler ran; only its token lookup (which drops an expired token) replays. */
  z?: 1;
  /** What a raw-body route noted instead of its body (an upload: its file's name and record). */
  o?: unknown;
  /** What the request drew from ctx.random. */
  r?: Draw[];
  /** Settings other than DEFAULT_SETTINGS (the sim changes the order expiry for scenarios). */
  s?: Partial<MockSettings>;
  /** HTTP status and FNV-1a hash of the answer (tokens blanked): a replay must give the same. */
  c: number;
}

/** An operation outside `/api/` (a WeChat stand-in page, a device report, `/__mock/pay`): mock-api/ops.ts. */
export interface OpEntry {
  n: number;
  k: "op";
  at: number;
  op: string;
  a: unknown;
  r?: Draw[];
  /** FNV-1a of the operation's result as JSON: a replay must come to the same. */
  c?: number;
}

export type WalEntry = ApiEntry | OpEntry;

/** When an acknowledged write counts as kept: fsynced (survives a power cut) or written (survives kill -9). */
export type Durability = "fsync" | "write";
export type WalInput = Omit<ApiEntry, "n"> | Omit<OpEntry, "n">;

/** The first line of a segment: what was true of the process that wrote it. */
export interface SegmentHeader {
  wal: 1;
  /** The seq of the first entry in this segment. */
  from: number;
  /** Print jobs went to a printer side (the sim): replays stamp job_sent_at as the original did. */
  devices: boolean;
}

const SEGMENT = /^(\d{12})-([0-9a-z]{9,})\.log$/;
let segmentCounter = 0;
/**
 * `<first seq>-<made>.log`: the time it was made (and a counter) keep a segment begun by an
 * earlier process at the same seq (empty, or holding only what the snapshot contains) apart.
 */
const segmentName = (from: number) => `${String(from).padStart(12, "0")}-${Date.now().toString(36).padStart(9, "0")}${(++segmentCounter).toString(36)}.log`;

export function walDirOf(file: string): string {
  return `${file}.wal`;
}

/** The segment files in `dir`, oldest first (by their first seq). */
export function listSegments(dir: string): { from: number; path: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  return names
    .map((name) => ({ m: SEGMENT.exec(name), name }))
    .filter((x): x is { m: RegExpExecArray; name: string } => x.m !== null)
    .map((x) => ({ from: Number(x.m[1]), path: join(dir, x.name), name: x.name }))
    .sort((a, b) => a.from - b.from || (a.name < b.name ? -1 : 1))
    .map(({ from, path }) => ({ from, path }));
}

export interface ReadLog {
  /** Entries after `afterSeq`, in order, with the header of the segment each came from. */
  entries: { entry: WalEntry; header: SegmentHeader }[];
  /** A segment's last line was cut short, or zeros were in its place (a kill -9 or a power cut): never acknowledged. */
  tornTail: boolean;
  /** Other lines that did not parse; harmless, since no entry after the snapshot is missing. */
  damaged: number;
}

export class WalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WalError";
  }
}

/** Zeros a segment is extended with ahead of its write position: from the first step, doubling up to the last. */
const PREALLOCATE_FIRST = 1 << 20;
const PREALLOCATE_MAX = 8 << 20;
const ZEROS = Buffer.alloc(1 << 20);

/** The index just past the last byte of `buf` that is not zero (0: all zeros). */
function endOfData(buf: Buffer): number {
  const CHUNK = 1 << 16;
  let end = buf.length;
  // Whole chunks of zeros first (a preallocated tail is megabytes), then byte by byte.
  while (end >= CHUNK && buf.subarray(end - CHUNK, end).equals(ZEROS.subarray(0, CHUNK))) end -= CHUNK;
  while (end > 0 && buf[end - 1] === 0) end -= 1;
  return end;
}

/**
 * What a segment's file holds: its text up to the first zero byte, and whether something other
 * than zeros came after it. JSON text never holds a zero byte (it would be `\u0000`), and a
 * segment is extended with zeros ahead of its entries (`extend` below): the first zero is where
 * the writing stopped. After a power cut mid-write, pages of the last, never-fsynced commits may
 * be on disk out of order (data, zeros, data): none of that was acknowledged (an fsync covers all
 * bytes written before it, so what was acknowledged is a prefix), and nothing after the first
 * zero is read, or the entries after a hole would seem to follow a missing one.
 */
function segmentText(path: string): { text: string; zeros: boolean; holed: boolean } {
  const buf = readFileSync(path);
  const zero = buf.indexOf(0);
  if (zero < 0) return { text: buf.toString("utf8"), zeros: false, holed: false };
  return { text: buf.toString("utf8", 0, zero), zeros: true, holed: endOfData(buf) > zero };
}

/**
 * Reads every segment in `dir` and answers the entries numbered after `afterSeq`. A line that
 * does not parse is skipped: the numbering shows whether it was needed. Refuses (WalError, one
 * line) a log whose entries after `afterSeq` do not follow each other without a gap.
 */
export function readWal(dir: string, afterSeq: number): ReadLog {
  const segments = listSegments(dir);
  const entries: ReadLog["entries"] = [];
  let expect = afterSeq + 1;
  let tornTail = false;
  let damaged = 0;
  segments.forEach((seg, si) => {
    const { text, zeros, holed } = segmentText(seg.path);
    if (holed) tornTail = true;
    const lines = text.split("\n");
    // The piece after the last newline: "" when the last line is complete, else one cut short.
    // In the newest segment, or where zeros follow (a segment a crashed process was writing),
    // it is the line being written: never acknowledged.
    const tail = lines.pop() as string;
    if (tail !== "") {
      if (si === segments.length - 1 || zeros) tornTail = true;
      else damaged += 1;
    }
    let header: SegmentHeader | null = null;
    for (let i = 0; i < lines.length; i++) {
      let value: unknown;
      try {
        value = JSON.parse(lines[i] as string);
      } catch {
        damaged += 1;
        continue;
      }
      if (header === null) {
        const h = value as Partial<SegmentHeader>;
        if (h.wal !== 1 || typeof h.from !== "number") throw new WalError(`${seg.path}: not a write-ahead log segment of this mock-api (its first line is no header)`);
        header = { wal: 1, from: h.from, devices: h.devices === true };
        continue;
      }
      const e = value as WalEntry;
      if (typeof e.n !== "number" || (e.k !== "api" && e.k !== "op")) {
        damaged += 1;
        continue;
      }
      if (e.n <= afterSeq) continue; // already in the snapshot
      if (e.n !== expect) throw new WalError(`${seg.path} line ${i + 1}: entry ${e.n} where ${expect} was due (entries are missing from the log)`);
      expect += 1;
      entries.push({ entry: e, header });
    }
  });
  return { entries, tornTail, damaged };
}

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
  /** Extend segments with fsynced zeros ahead of the entries (default true): store/wal.ts `extend`. */
  readonly preallocate?: boolean;
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

  interface Segment {
    readonly from: number;
    readonly path: string;
    /** The file, opened, its header and first zeros fsynced. */
    ready: Promise<FileHandle>;
    /** Once `ready` has resolved (no await needed for a commit). */
    fh: FileHandle | null;
    /** Where the next entry goes. */
    pos: number;
    /** The file's zeros end here, written and fsynced: entries before it are overwrites, no size change. */
    allocated: number;
    /** The next step of zeros being written (entries wait for it rather than write into it). */
    extending: Promise<void> | null;
    step: number;
    /** Every commit that writes to this segment, settled (it is closed after them). */
    work: Promise<void>;
  }

  function openSegment(from: number): Segment {
    const path = join(dir, segmentName(from));
    const header = Buffer.from(`${JSON.stringify({ wal: 1, from, devices: options.devices } satisfies SegmentHeader)}\n`, "utf8");
    const seg: Segment = { from, path, ready: Promise.resolve(null as never), fh: null, pos: header.length, allocated: header.length, extending: null, step: PREALLOCATE_FIRST, work: Promise.resolve() };
    seg.ready = (async () => {
      const fh = await open(path, "wx", 0o600); // wx: a name is never reused
      await fh.write(header, 0, header.length, 0);
      if (preallocate) await writeZeros(fh, seg.allocated, seg.step);
      await fh.datasync();
      if (preallocate) seg.allocated += seg.step;
      await syncDirectory(dir); // the segment's name survives a power cut before its entries count
      seg.fh = fh;
      return fh;
    })();
    seg.ready.catch(() => {}); // reported by the first commit that needs it
    return seg;
  }

  async function writeZeros(fh: FileHandle, from: number, length: number): Promise<void> {
    for (let at = 0; at < length; ) at += (await fh.write(ZEROS, 0, Math.min(ZEROS.length, length - at), from + at)).bytesWritten;
  }

  /**
   * Extends the segment's fsynced zeros by its next step, in the background. Overwriting blocks
   * already allocated and flushed lets an entry's fdatasync skip the file system's journal commit
   * (no new blocks, no new size): ~40 % less time per flush measured here. Entries never go
   * into the step being written (a commit that would waits for it).
   */
  function extend(seg: Segment, fh: FileHandle): void {
    const from = Math.max(seg.allocated, seg.pos);
    const step = seg.step;
    seg.step = Math.min(seg.step * 2, PREALLOCATE_MAX);
    seg.extending = (async () => {
      await writeZeros(fh, from, step);
      await fh.datasync();
      seg.allocated = from + step;
    })()
      .catch(() => {
        seg.step = 0; // a full disk, say: entries past the zeros are appended (flushed the same), no more tries
      })
      .finally(() => {
        seg.extending = null;
      });
  }

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
      if (preallocate && target.step > 0 && target.extending === null && target.pos > target.allocated - (target.step >> 1)) extend(target, fh);
      if (sync) {
        // fdatasync here, on this thread, while requests arriving meanwhile wait in their sockets
        // and join the next commit. Measured on the bench (make + payment, 2 shared cores, a VM):
        // the same flush through the thread pool (FileHandle.datasync, the next commit written
        // while it runs) came to 119-153 µs of CPU per request against 111-117 here, and fewer
        // requests per second: waking a pool thread and being woken back costs more than the
        // flush, and the flushes come more often with smaller batches (4.5 entries against 5.2).
        // Into preallocated zeros (`extend`) the flush has no journal commit to wait for.
        fdatasyncSync(fh.fd);
      } else if (unsynced === null) {
        // "write": in the page cache, which outlives this process (kill -9); flushed within 100 ms.
        unsynced = fh;
        syncTimer = setTimeout(flushUnsynced, WRITE_SYNC_MS);
      }
      durableSeq = to;
      bytesSinceRotate += bytes.length;
      entriesSinceRotate += lines.length;
      options.onCommit?.(lines.length, bytes.length);
      settle();
    } catch (err) {
      fail(asError(err));
    } finally {
      writing = false;
    }
    if (queue.length > 0 && failure === null && !scheduled) commit();
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
        // sockets are handled): one write and one fdatasync for all of them.
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
