/**
 * The request journal: the last N `/api/` requests with their outcome, for QA and support
 * (`GET /__mock/journal`). A ring buffer: recording is O(1) and memory stays bounded however
 * long the mock runs. Bodies are never kept (they carry login codes); the query string is.
 */
import { globToRegExp } from "./faults/rules.ts";
import { queryObject } from "./request.ts";

export interface JournalEntry {
  /** When the request arrived (ISO 8601, from the injected clock). */
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** The HTTP status sent; 0 when nothing was (a dropped or hung request, a client that left). */
  readonly status: number;
  /** Wall time from arrival to the answer, in ms (0.1 ms resolution). */
  readonly ms: number;
  /** The envelope's errorCode; null when no envelope was sent. */
  readonly errorCode: number | null;
  /** The caller's user id when a valid token came with the request. */
  readonly user_id: number | null;
  /** The fault rule that answered or delayed the request. */
  readonly fault?: string;
  /** "ok" or "violation: <detail>" when the answer's data was checked against the contract. */
  readonly contract: "ok" | `violation: ${string}` | "not checked";
}

/**
 * What the router records per request: the raw facts, formatted into a `JournalEntry` only
 * when someone reads the journal (an ISO date and a parsed query string per request were a
 * measurable share of a simple call's CPU, and almost no entry is ever read).
 */
export interface JournalRecord extends Omit<JournalEntry, "at" | "query"> {
  /** When the request arrived, ms since the epoch (the injected clock). */
  readonly atMs: number;
  /** The raw query string, without "?". */
  readonly search: string;
}

export interface JournalQuery {
  /** At most this many entries (newest first). */
  readonly limit?: number;
  /** Only paths matching this glob (`/api/order/*`, `/api/**`) or exact path. */
  readonly path?: string;
}

export interface Journal {
  record(entry: JournalRecord): void;
  /** Newest first. */
  list(query?: JournalQuery): JournalEntry[];
  clear(): void;
  readonly size: number;
  readonly capacity: number;
}

export const DEFAULT_JOURNAL_CAPACITY = 500;

export function createJournal(options: { capacity?: number } = {}): Journal {
  const capacity = options.capacity ?? DEFAULT_JOURNAL_CAPACITY;
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`journal capacity must be a positive integer, got ${capacity}`);
  let ring: (JournalRecord | undefined)[] = new Array<JournalRecord | undefined>(capacity);
  let next = 0; // where the next entry goes
  let size = 0;

  return {
    capacity,
    get size() {
      return size;
    },
    record(entry) {
      ring[next] = entry;
      next = (next + 1) % capacity;
      if (size < capacity) size += 1;
    },
    list(query = {}) {
      const limit = Math.min(query.limit ?? size, size);
      const re = query.path === undefined ? null : globToRegExp(query.path);
      const out: JournalEntry[] = [];
      for (let i = 1; i <= size && out.length < limit; i += 1) {
        const entry = ring[(next - i + capacity) % capacity];
        if (entry !== undefined && (re === null || re.test(entry.path))) out.push(formatted(entry));
      }
      return out;
    },
    clear() {
      ring = new Array<JournalRecord | undefined>(capacity);
      next = 0;
      size = 0;
    },
  };
}

function formatted(r: JournalRecord): JournalEntry {
  const { atMs, search, ...rest } = r;
  return { at: new Date(atMs).toISOString(), ...rest, query: search === "" ? {} : queryObject(search) };
}
