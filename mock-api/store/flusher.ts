/**
 * The write-ahead log's flusher (issue 12 item 4): one worker thread per process that runs
 * `fdatasync` while the main thread goes on answering, so the event loop is never blocked on the
 * disk. The log writes a commit's entries on the main thread (into the page cache, a few µs) and
 * asks for a flush; requests arriving meanwhile are handled, their entries written, and they join
 * the next flush, which the worker starts as soon as the current one ends (group commit,
 * pipelined: one flush at a time, never idle while entries wait).
 *
 * The two threads share a few 32-bit words. The worker sleeps in `Atomics.wait` and is woken by
 * `Atomics.notify`; the main thread reads when flushes ended from a word, and is told by a message
 * only while it waits for one. (Not `Atomics.waitAsync`: in Node 20 its promise can stay pending
 * after the notify, nodejs/node#44729.)
 */
import { constants } from "node:os";
import { Worker } from "node:worker_threads";

/** Word indexes in the shared buffer. Flush numbers wrap at 2^32: compared by their difference. */
const REQUESTED = 0; // the last flush asked for
const DONE = 1; // the last flush ended (succeeded or not)
const FD = 2; // the file the next flush is of
// A seqlock over the last failure: odd while the worker writes it, then 2 × the failures so far.
// The failed flush covered the requests (FAILED_AFTER, FAILED].
const FAILURES = 3;
const FAILED = 4;
const FAILED_AFTER = 5;
const ERRNO = 6;
const WATCHED = 7; // 1 while the main thread waits for a flush to end: the worker posts a message then
const WORDS = 8;

/** Plain JavaScript, so it runs the same from the sources (tsx) and from the sim's bundle. */
const WORKER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { fdatasyncSync } = require("node:fs");
const s = new Int32Array(workerData);
let done = Atomics.load(s, ${DONE});
for (;;) {
  Atomics.wait(s, ${REQUESTED}, done);
  const asked = Atomics.load(s, ${REQUESTED});
  try {
    fdatasyncSync(Atomics.load(s, ${FD}));
  } catch (err) {
    Atomics.add(s, ${FAILURES}, 1);
    Atomics.store(s, ${ERRNO}, Math.abs(Number(err && err.errno)) || 5);
    Atomics.store(s, ${FAILED}, asked);
    Atomics.store(s, ${FAILED_AFTER}, done);
    Atomics.add(s, ${FAILURES}, 1);
  }
  done = asked;
  Atomics.store(s, ${DONE}, asked);
  if (Atomics.load(s, ${WATCHED}) !== 0) parentPort.postMessage(0);
}
`;

export interface Flusher {
  /**
   * Resolves once a flush of `fd` begun after this call has ended, so every write made to it
   * before the call is on disk; rejects if that flush failed.
   */
  flush(fd: number): Promise<void>;
  /** Stops the worker (tests; the process's flusher lives as long as the process). */
  close(): Promise<void>;
}

interface Wait {
  readonly n: number;
  readonly resolve: () => void;
  readonly reject: (err: Error) => void;
}

let shared: Flusher | null = null;

/** The process's flusher, started at the first call. Its worker keeps the process alive only while a flush is awaited. */
export function processFlusher(): Flusher {
  shared ??= createFlusher();
  return shared;
}

/** `a` is at or after `b`, for counters that wrap. */
const reached = (a: number, b: number) => ((a - b) | 0) >= 0;

const ERRNO_NAMES = new Map(Object.entries(constants.errno).map(([name, n]) => [n, name]));

/** A flusher of its own (tests); the log uses `processFlusher`. */
export function createFlusher(): Flusher {
  const words = new Int32Array(new SharedArrayBuffer(WORDS * Int32Array.BYTES_PER_ELEMENT));
  // No execArgv of this process's (a loader, --input-type=module): the source is plain CommonJS.
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: words.buffer, execArgv: [] });
  let requested = 0;
  let lastFd = -1;
  let waits: Wait[] = [];
  let watching = false;
  /** The seqlock's value last read (FAILURES): even, 2 × the failures already dealt with. */
  let failures = 0;
  /** The worker died (it cannot, short of a bug or running out of memory): every flush fails. */
  let dead: Error | null = null;
  worker.on("message", () => settle());
  worker.on("error", (err) => {
    dead ??= new Error(`the write-ahead log's flusher thread stopped: ${err.message}`);
    settle();
  });
  worker.on("exit", (code) => {
    dead ??= new Error(`the write-ahead log's flusher thread stopped (exit code ${code})`);
    settle();
  });
  // After the listeners: adding a "message" listener refs the worker's port again.
  worker.unref();

  /** Settles the waits the flushes ended so far cover; watches for the next end if some remain. */
  function settle(): void {
    if (dead !== null) {
      const failedWaits = waits;
      waits = [];
      for (const w of failedWaits) w.reject(dead);
      return;
    }
    const done = Atomics.load(words, DONE);
    if (Atomics.load(words, FAILURES) !== failures) rejectFailed();
    let i = 0;
    while (i < waits.length && reached(done, (waits[i] as Wait).n)) i += 1;
    if (i > 0) {
      const ended = waits.slice(0, i);
      waits = waits.slice(i);
      for (const w of ended) w.resolve();
    }
    if (waits.length > 0) watch();
    else if (watching) {
      watching = false;
      Atomics.store(words, WATCHED, 0);
      worker.unref();
    }
  }

  /**
   * Rejects every wait a failed flush covered, at once: the failure is written before the
   * flush is counted done, so no wait it covered has been resolved yet (DONE is read first).
   * Of several failures since the last look only the last one's range is known: every wait up
   * to it is rejected then (a wait that did succeed is only refused, never the other way).
   */
  function rejectFailed(): void {
    let seq: number;
    let n: number;
    let after: number;
    let errno: number;
    do {
      seq = Atomics.load(words, FAILURES);
      n = Atomics.load(words, FAILED);
      after = Atomics.load(words, FAILED_AFTER);
      errno = Atomics.load(words, ERRNO);
    } while ((seq & 1) === 1 || Atomics.load(words, FAILURES) !== seq); // the worker is writing it: a few stores
    const several = ((seq - failures) | 0) > 2;
    failures = seq;
    const code = ERRNO_NAMES.get(errno) ?? `errno ${errno}`;
    const err = Object.assign(new Error(`fdatasync failed (${code}): the write-ahead log's last entries may not be on disk`), { code, errno: -errno });
    waits = waits.filter((w) => {
      if (!reached(n, w.n) || (!several && reached(after, w.n))) return true;
      w.reject(err);
      return false;
    });
  }

  /**
   * Has the worker post a message at the end of each flush. WATCHED is set before DONE is read
   * again, and the worker stores DONE before it reads WATCHED: with both sequentially consistent,
   * either this thread sees the new DONE or the worker sees WATCHED, so no end goes unnoticed.
   */
  function watch(): void {
    if (watching) return;
    watching = true;
    Atomics.store(words, WATCHED, 1);
    worker.ref(); // a pending flush keeps the process alive, as any pending I/O does
    if (reached(Atomics.load(words, DONE), (waits[0] as Wait).n)) settle();
  }

  function flushed(n: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      waits.push({ n, resolve, reject });
      settle();
    });
  }

  function flush(fd: number): Promise<void> {
    // The worker reads FD when it starts a flush, so a request asked while a flush of another
    // file is waiting would take that one's place: another file (a new segment, a second store
    // in the process) waits for the flushes asked before it.
    if (fd !== lastFd && !reached(Atomics.load(words, DONE), requested)) {
      const next = () => flush(fd);
      return flushed(requested).then(next, next); // the other file's flush failing says nothing of this one
    }
    lastFd = fd;
    requested = (requested + 1) | 0;
    Atomics.store(words, FD, fd);
    Atomics.store(words, REQUESTED, requested);
    Atomics.notify(words, REQUESTED);
    return flushed(requested);
  }

  return {
    flush,
    close: () => worker.terminate().then(() => {}),
  };
}
