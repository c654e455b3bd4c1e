/**
 * The mock API's state on disk (`--data FILE`): a snapshot, a write-ahead log, and the kept files.
 *
 *   FILE            the snapshot: the whole state as pretty JSON, plus `walSeq`, the last log
 *                   entry it contains
 *   FILE.wal/       the write-ahead log (store/wal.ts): what changed since the snapshot
 *   FILE.blobs/     uploaded and generated files, named by their SHA-256 (store/blobs.ts)
 *
 * The promise (issue 12 item 4): an answer that acknowledges a change leaves only once that
 * change is fsynced, so whatever a client was told survives a `kill -9`, a crash, and a power
 * cut on a disk that honours fsync. A change whose answer never left may be kept or lost.
 * Durability "write" (`--durability write`) acknowledges once the change is written to the log
 * file and fsyncs within 100 ms: it survives `kill -9` and crashes of the process, not a power
 * cut, and costs no fsync wait (npm run bench shows both).
 *
 * What a log entry is. Two designs were weighed:
 *  - a diff of the records a request changed. Exact, but handlers change records in place all
 *    over the code (`order.status = …`), so it needs a write barrier: a Proxy around the store.
 *    Measured on `npm run bench` (make + payment) it cost ~60 % more CPU per request, reads
 *    through it were ~50× slower, and a handler holding a record across an await would still
 *    slip past it. Marking changes by hand at the ~300 places that write would miss some silently.
 *  - the request itself, replayed through the same handler (chosen). Nothing a handler does can
 *    be missed, since the whole handler runs again; it costs one JSON line per write request.
 *    What it needs is determinism, and that is made explicit: the request's time is fixed for
 *    the whole request (ctx.clock), randomness comes from ctx.random and is recorded
 *    (mock-api/random.ts; test/mock-api/replay-sources.test.ts keeps node:crypto and Date.now
 *    out of handlers), the settings and whether printers were attached are recorded, and the
 *    bearer token is recorded as its key only. Writers outside `/api/` (the WeChat stand-in
 *    pages, `/__mock/pay`, the sim's device reports) log named operations (mock-api/ops.ts).
 *    A replay that differs is loud, never silent: each entry carries a hash of its answer, and
 *    a replay that answers differently (or draws differently) is counted, logged, reported at
 *    `GET /__mock/health` and the log kept aside (`FILE.wal.diverged-<time>/`).
 *
 * What is not logged: GET requests (they change nothing that cannot be recomputed: lazy
 * clean-ups of expired codes and orders, which every reader treats as gone anyway; a GET that
 * drops an expired token is logged), and a printer's `last_seen` (a heartbeat every second per
 * printer; handlers that write never read it, and the printers announce themselves again within
 * a second of a restart). Both ride along with the next snapshot.
 *
 * Snapshots (store/snapshot.ts) compact the log: one is written when the log has grown past twice the size of the
 * last snapshot (at least 32 MiB), after 10 s without writes, after an import and at a clean stop.
 * Every snapshot is atomic: the JSON goes to `FILE.tmp-<pid>-<n>` (mode 600), is fsynced,
 * renamed over FILE, and the directory is fsynced; then the segments it contains are deleted and
 * files no record names any more are swept.
 *
 * A write that fails is loud: logged, shown in `health()` (`GET /__mock/health`, `sim status`),
 * and while the log cannot be written the API refuses writes with 503 instead of acknowledging
 * what it cannot keep; a snapshot that succeeds later starts a new log and lifts the refusal.
 */
import type { BlobStore } from "./blobs.ts";
import { blobRefs } from "./files.ts";
import { removeStaleTemps, serializeSnapshot, writeFileAtomic } from "./snapshot.ts";
import type { Store } from "./types.ts";
import { listSegments, walDirOf, type WalInput } from "./wal-format.ts";
import { createWalWriter, removeSegments, type Durability, type WalWriter } from "./wal.ts";

export interface PersisterOptions {
  readonly file: string;
  readonly store: Store;
  readonly blobs: BlobStore;
  readonly log: (line: string) => void;
  /** The last log entry already in FILE (or replayed into `store` at the start). */
  readonly lastSeq?: number;
  /** Print jobs go to a printer side (the sim): recorded for replays (store/wal.ts). */
  readonly devices?: boolean;
  /** When a write counts as kept (store/wal.ts): "fsync" (default, survives a power cut) or "write" (survives kill -9). */
  readonly durability?: Durability;
  /** A snapshot once the log has grown past max(this, twice the last snapshot's size); default 32 MiB. */
  readonly compactMinBytes?: number;
  /** A snapshot after this long without a write; default 10 s. */
  readonly idleSnapshotMs?: number;
}

/** What `GET /__mock/health` and `sim status` show of the persister. */
export interface PersistHealth {
  readonly file: string;
  /** When an acknowledged write counts as kept: "fsync" (survives a power cut) or "write" (survives kill -9). */
  readonly durability: Durability;
  /** Nothing is failing: every acknowledged write is on disk, snapshots succeed. */
  readonly ok: boolean;
  /** Writes are refused until a snapshot succeeds (the log could not be written). */
  readonly refusingWrites: boolean;
  /** The last failure (log or snapshot), kept until the next success of the same kind. */
  readonly error: { readonly at: number; readonly message: string } | null;
  readonly snapshot: { readonly at: number | null; readonly seq: number; readonly bytes: number; readonly ms: number; readonly count: number };
  readonly log: {
    readonly last_seq: number;
    readonly durable_seq: number;
    /** Entries appended and not yet on disk (their answers wait). */
    readonly pending: number;
    readonly entries_since_snapshot: number;
    readonly bytes_since_snapshot: number;
    readonly commits: number;
    readonly last_commit_at: number | null;
  };
  readonly files: { readonly dir: string | null; readonly count: number; readonly bytes: number };
}

export interface Persister {
  readonly file: string;
  readonly blobs: BlobStore;
  /** Appends a log entry (router.ts, ops.ts); on disk by the next commit. Answers its seq. */
  append(entry: WalInput): number;
  /** Resolves once every entry appended so far is on disk; rejects when it cannot be. */
  durable(): Promise<void>;
  /** An entry is waiting for its commit (an answer leaving now must wait: respond.ts). */
  readonly busy: boolean;
  /** Why writes are refused right now (the log cannot be written), or null. */
  readonly failing: Error | null;
  /** Writes a snapshot now and compacts the log; rejects (and says so in `health()`) if it fails. */
  snapshot(): Promise<void>;
  /** Commits the log, writes a last snapshot and stops. Rejects if the state could not be saved. */
  close(): Promise<void>;
  health(): PersistHealth;
  /** Completed snapshots so far. */
  readonly saves: number;
}

const RETRY_MS = 2_000; // a failed snapshot is tried again this long after

export function createPersister(options: PersisterOptions): Persister {
  const { file, store, blobs, log } = options;
  // A snapshot serializes the whole state in one go (an event-loop stall of ~40 ms per MB): taken
  // when the log has outgrown twice the last one, its cost per write stays constant as the state
  // grows; a start replays at most that much log (0.1-0.2 ms a write).
  const compactMin = options.compactMinBytes ?? 32 * 1024 * 1024;
  const idleMs = options.idleSnapshotMs ?? 10_000;
  const walDir = walDirOf(file);
  let closed = false;
  let saves = 0;
  let failing: Error | null = null;
  let error: { at: number; message: string } | null = null;
  let snapshotInfo = { at: null as number | null, seq: options.lastSeq ?? 0, bytes: 0, ms: 0, count: 0 };
  let commits = 0;
  let lastCommitAt: number | null = null;
  let running: Promise<void> | null = null;
  /** A snapshot that starts once the running one is done (so it sees every change made before it was asked for). */
  let next: Promise<void> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const stale = removeStaleTemps(file);
  if (stale > 0) log(`[mock-api] removed ${stale} temp file(s) a killed process left next to ${file}`);

  const report = (what: string, err: unknown) => {
    const message = `${what}: ${err instanceof Error ? err.message : String(err)}`;
    error = { at: Date.now(), message };
    log(`[mock-api] ERROR ${message}`);
  };

  function newWriter(lastSeq: number): WalWriter {
    return createWalWriter({
      dir: walDir,
      lastSeq,
      devices: options.devices === true,
      durability: options.durability ?? "fsync",
      beforeWrite: () => (blobs.busy ? blobs.settled() : null),
      onError: (err) => {
        failing = err;
        report(`cannot write the write-ahead log in ${walDir} (writes are refused until a snapshot succeeds)`, err);
        scheduleRetry();
      },
      onCommit: () => {
        commits += 1;
        lastCommitAt = Date.now();
        if (closed) return;
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void snapshot().catch(() => {}), idleMs);
        idleTimer.unref();
        if (wal.bytesSinceRotate > Math.max(compactMin, 2 * snapshotInfo.bytes)) void snapshot().catch(() => {});
      },
    });
  }
  let wal = newWriter(options.lastSeq ?? 0);

  function scheduleRetry(): void {
    if (closed || retryTimer !== undefined) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void snapshot().catch(() => {});
    }, RETRY_MS);
    retryTimer.unref();
  }

  async function writeSnapshot(): Promise<void> {
    const started = performance.now();
    // Taken at one moment: the state, the last log entry it contains, the files it names.
    const seq = wal.lastSeq; // everything appended so far is in the store now
    const mark = blobs.mark();
    const keep = blobRefs(store);
    const text = serializeSnapshot(store, seq);
    const broken = failing !== null;
    // New entries go to a new segment; a log that failed is replaced, since the snapshot covers
    // what it could not write.
    const previous = wal;
    const old = broken ? [] : wal.rotate();
    if (broken) {
      wal = newWriter(seq);
      await previous.close().catch(() => {}); // dead: its failure is already reported
    }
    try {
      await blobs.settled(); // every file the snapshot names is on disk before the snapshot is
      await writeFileAtomic(file, text);
    } catch (err) {
      report(`cannot save the state to ${file} (acknowledged writes are still in the write-ahead log)`, err);
      scheduleRetry();
      throw err;
    }
    if (broken) {
      const fresh = wal.segment;
      old.push(...listSegments(walDir).map((s) => s.path).filter((p) => p !== fresh));
      failing = null;
      log(`[mock-api] the state is saved again (${file}); writes are taken again`);
    }
    error = null;
    saves += 1;
    snapshotInfo = { at: Date.now(), seq, bytes: Buffer.byteLength(text), ms: Math.round(performance.now() - started), count: snapshotInfo.count + 1 };
    await removeSegments(old);
    const swept = await blobs.sweep(keep, mark);
    if (swept > 0) log(`[mock-api] removed ${swept} file(s) no record names any more from ${blobs.dir ?? "memory"}`);
  }

  function snapshot(): Promise<void> {
    if (running !== null) {
      // The running one may have started before the caller's change: one more after it.
      next ??= running.catch(() => {}).then(() => {
        next = null;
        return snapshot();
      });
      return next;
    }
    clearTimeout(idleTimer);
    running = writeSnapshot().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    file,
    blobs,
    append: (entry) => wal.append(entry),
    durable: () => wal.durable(),
    get busy() {
      return wal.busy;
    },
    get failing() {
      return failing;
    },
    get saves() {
      return saves;
    },
    snapshot,
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      clearTimeout(retryTimer);
      while (running !== null || next !== null) await (next ?? running)?.catch(() => {});
      let logError: unknown = null;
      try {
        await wal.durable();
      } catch (err) {
        logError = err;
      }
      try {
        await snapshot();
      } catch (err) {
        await wal.close().catch(() => {});
        throw new Error(`the state could not be saved to ${file}: ${err instanceof Error ? err.message : String(err)}${logError === null ? `; every acknowledged write is in ${walDir} and is replayed at the next start` : ""}`, { cause: err });
      }
      await wal.close().catch(() => {}); // a snapshot covers everything: a failing log lost nothing
    },
    health() {
      const f = blobs.stats();
      return {
        file,
        durability: options.durability ?? "fsync",
        ok: error === null && failing === null,
        refusingWrites: failing !== null,
        error,
        snapshot: { ...snapshotInfo },
        log: {
          last_seq: wal.lastSeq,
          durable_seq: wal.durableSeq,
          pending: wal.lastSeq - wal.durableSeq,
          entries_since_snapshot: wal.lastSeq - snapshotInfo.seq,
          bytes_since_snapshot: wal.bytesSinceRotate,
          commits,
          last_commit_at: lastCommitAt,
        },
        files: { dir: blobs.dir, count: f.count, bytes: f.bytes },
      };
    },
  };
}
