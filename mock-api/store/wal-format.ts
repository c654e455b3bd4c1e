/**
 * The write-ahead log's format (issue 12 item 4): what an entry is, how segments are named and
 * read back after a stop, a kill -9 or a power cut. The writer is store/wal.ts; what an entry
 * is, and why, is written down in store/persist.ts.
 *
 * A segment is `FILE.wal/<first seq, 12 digits>-<when made>.log`: a header line, then entries numbered
 * one after the other (`n`). A snapshot names the last entry it contains (`walSeq`), so at a
 * start the entries after it are replayed and older segments are deleted once a newer snapshot
 * is on disk. A line cut short by a kill -9 or a power cut can only be the last one written
 * after the last completed fsync: its answer never left, and the reader drops it. A live segment
 * ends in zeros written ahead of its entries (store/wal.ts); the first zero byte ends its entries
 * (JSON text holds none).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Draw } from "../random.ts";
import type { MockSettings } from "../devices.ts";

/** An `/api/` request, replayed through its handler (mock-api/replay.ts; made by mock-api/wal-entry.ts). */
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
export const segmentName = (from: number) => `${String(from).padStart(12, "0")}-${Date.now().toString(36).padStart(9, "0")}${(++segmentCounter).toString(36)}.log`;

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

/** The index just past the last byte of `buf` that is not zero (0: all zeros). */
const CHUNK = 1 << 16;
const ZERO_CHUNK = Buffer.alloc(CHUNK);

function endOfData(buf: Buffer): number {
  let end = buf.length;
  // Whole chunks of zeros first (a preallocated tail is megabytes), then byte by byte.
  while (end >= CHUNK && buf.subarray(end - CHUNK, end).equals(ZERO_CHUNK)) end -= CHUNK;
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
