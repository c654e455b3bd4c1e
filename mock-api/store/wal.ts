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
  /** The newest segment's last line was cut short (by a kill -9 or a power cut): never acknowledged. */
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
    const lines = readFileSync(seg.path, "utf8").split("\n");
    if (lines.at(-1) === "") lines.pop(); // the newline after the last complete line
    let header: SegmentHeader | null = null;
    for (let i = 0; i < lines.length; i++) {
      let value: unknown;
      try {
        value = JSON.parse(lines[i] as string);
      } catch {
        if (si === segments.length - 1 && i === lines.length - 1) tornTail = true; // written, never fsynced: its answer never left
        else damaged += 1;
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

export function createWalWriter(options: WalWriterOptions): WalWriter {
  const { dir } = options;
  const sync = options.durability !== "write";
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let lastSeq = options.lastSeq;
  let durableSeq = options.lastSeq;
  let queue: string[] = [];
  let queuedTo = lastSeq;
  let inFlight = false;
  let scheduled = false;
  let waiters: Waiter[] = [];
  let failure: Error | null = null;
  let bytesSinceRotate = 0;
  let entriesSinceRotate = 0;
  const oldSegments: string[] = listSegments(dir).map((s) => s.path);

  interface Segment {
    readonly from: number;
    readonly path: string;
    readonly ready: Promise<FileHandle>;
  }

  function openSegment(from: number): Segment {
    const path = join(dir, segmentName(from));
    const header: SegmentHeader = { wal: 1, from, devices: options.devices };
    const ready = (async () => {
      const fh = await open(path, "wx", 0o600); // wx: a name is never reused
      await fh.write(`${JSON.stringify(header)}\n`);
      await fh.datasync();
      await syncDirectory(dir); // the segment's name survives a power cut before its entries count
      return fh;
    })();
    ready.catch(() => {}); // reported by the first commit that needs it
    return { from, path, ready };
  }

  let segment = openSegment(lastSeq + 1);
  const closing: Promise<void>[] = [];
  /** The commit being written (rotate closes the old segment once it is done). */
  let current: Promise<void> = Promise.resolve();

  function settle(): void {
    const done = waiters.filter((w) => w.seq <= durableSeq);
    waiters = waiters.filter((w) => w.seq > durableSeq);
    for (const w of done) w.resolve();
  }

  function fail(err: Error): void {
    failure = err;
    const failed = waiters;
    waiters = [];
    for (const w of failed) w.reject(err);
    options.onError?.(err);
  }

  /** "write" durability: entries written (in the page cache) but not yet fdatasynced. */
  let unsynced: FileHandle | null = null;
  let syncTimer: NodeJS.Timeout | undefined;

  function commit(): Promise<void> {
    scheduled = false;
    if (inFlight || queue.length === 0) return current;
    current = write();
    return current;
  }

  async function write(): Promise<void> {
    inFlight = true;
    const lines = queue;
    const to = queuedTo;
    queue = [];
    const text = lines.join("");
    const target = segment;
    try {
      const before = options.beforeWrite?.();
      if (before != null) await before;
      const fh = await target.ready;
      const bytes = Buffer.from(text, "utf8");
      for (let at = 0; at < bytes.length; ) at += writeSync(fh.fd, bytes, at, bytes.length - at);
      if (sync) {
        // fdatasync (the bytes and the file's new size, not its times) here, on this thread: on a
        // busy machine a trip to the thread pool and back cost more CPU and often more time than
        // the flush itself (measured: ~75 µs of CPU a commit here, ~170 µs through the pool).
        // Requests arriving meanwhile wait in their sockets and join the next commit.
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
      fail(err instanceof Error ? err : new Error(String(err)));
    } finally {
      inFlight = false;
    }
    if (queue.length > 0 && failure === null && !scheduled) void commit();
  }

  function flushUnsynced(): void {
    const fh = unsynced;
    unsynced = null;
    fh?.datasync().catch((err: unknown) => fail(err instanceof Error ? err : new Error(String(err))));
  }

  return {
    append(entry) {
      lastSeq += 1;
      // `{"n":…,` and the entry's own fields: no spread copy of the entry (a slow path in V8).
      queue.push(`{"n":${lastSeq},${JSON.stringify(entry).slice(1)}\n`);
      queuedTo = lastSeq;
      if (!scheduled && !inFlight) {
        scheduled = true;
        // After every request of this turn has appended (setImmediate runs once the turn's
        // sockets are handled): one write and one fdatasync for all of them.
        setImmediate(() => void commit());
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
      // What is queued still goes to the old segment (commit took `segment` when it started,
      // or takes the new one: either way every line is in some segment before the snapshot).
      const old = [...oldSegments.splice(0), segment.path];
      const previous = segment;
      segment = openSegment(lastSeq + 1);
      // Only a commit already being written still uses the old segment; later ones take the new.
      const using = inFlight ? current : Promise.resolve();
      closing.push(
        using.then(async () => {
          const fh = await previous.ready.catch(() => null);
          if (fh !== null && unsynced === fh) {
            clearTimeout(syncTimer);
            unsynced = null;
            await fh.datasync().catch(() => {}); // what the snapshot does not already hold is in the new segment
          }
          await fh?.close();
        }),
      );
      bytesSinceRotate = 0;
      entriesSinceRotate = 0;
      return old;
    },
    async close() {
      clearTimeout(syncTimer);
      while (inFlight || scheduled || queue.length > 0) {
        if (!inFlight && !scheduled) void commit();
        await new Promise((r) => setImmediate(r));
        if (failure !== null) break;
      }
      await Promise.all(closing);
      const last = await segment.ready.catch(() => null);
      if (failure === null) await last?.datasync().catch((err: unknown) => fail(err instanceof Error ? err : new Error(String(err))));
      await last?.close();
      if (failure !== null) throw failure;
    },
  };
}

/** Deletes segment files (after a snapshot that contains them is on disk). */
export async function removeSegments(paths: readonly string[]): Promise<void> {
  for (const p of paths) await unlink(p).catch((err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? undefined : Promise.reject(err)));
}
