/**
 * The fleet's timetable (fleet.ts): which printers need the fleet, and when (virtual ms): their
 * next heartbeat, or the end of a `disconnect`. A bucket queue (a timer wheel without the wrap):
 * one array per `bucketMs` of time, so filing a printer and taking it out when due are O(1). At
 * 50,000 printers at 1 Hz that is 50,000 of each a second; a binary heap spent a third of the
 * fleet's time there, chasing pointers across 50,000 objects on every sift.
 *
 * Entries are never searched for: an item remembers the bucket it is filed under (`slot`), and a
 * copy left behind in another bucket (it was moved, or removed) is skipped when that bucket comes up.
 */

export interface Timed {
  /** Virtual ms it is due; written only by the schedule. */
  wake: number;
  /** The bucket it is filed under; −1 when not scheduled. Written only by the schedule. */
  slot: number;
}

export interface Schedule<T extends Timed> {
  /** Files `item` to be due at `wake` (a past time: due at the next takeDue). Moves it if it was filed. */
  set(item: T, wake: number): void;
  /** Takes it out; nothing if it was not filed. */
  remove(item: T): void;
  /**
   * Calls `visit` for every item due at or before `now`, earliest bucket first, taking each out
   * first. `visit` may file items again: those due by `now` are visited in this same call, so it
   * must file a visited item later than `now`.
   */
  takeDue(now: number, visit: (item: T) => void): void;
  /** Takes everything out, and forgets how far takeDue went (the clock may be set back after). */
  clear(): void;
}

/** `slot` of an item drain() is keeping in its bucket, while it walks it. */
const KEPT = -2;

export function createSchedule<T extends Timed>(bucketMs: number): Schedule<T> {
  if (!(bucketMs > 0)) throw new RangeError(`schedule: bucketMs must be > 0, got ${bucketMs}`);
  const buckets = new Map<number, T[]>();
  /** No bucket below this one holds a live item: the first bucket takeDue looks at. */
  let cursor = Number.NEGATIVE_INFINITY;

  function file(item: T, key: number): void {
    item.slot = key;
    const bucket = buckets.get(key);
    if (bucket === undefined) buckets.set(key, [item]);
    else bucket.push(item);
  }

  /** One bucket's due items; returns those still to come (only in the bucket of `now`). */
  function drain(key: number, now: number, visit: (item: T) => void): T[] {
    const bucket = buckets.get(key) as T[];
    const later: T[] = [];
    // By index: visit() may file more into this very bucket.
    for (let i = 0; i < bucket.length; i++) {
      const item = bucket[i] as T;
      if (item.slot !== key) continue; // moved or removed since, or a second copy already seen
      if (item.wake > now) {
        item.slot = KEPT;
        later.push(item);
        continue;
      }
      item.slot = -1;
      visit(item);
    }
    const kept: T[] = [];
    for (const item of later) {
      if (item.slot !== KEPT) continue; // filed elsewhere (or removed) by a later visit
      item.slot = key;
      kept.push(item);
    }
    return kept;
  }

  return {
    set(item, wake) {
      item.wake = wake;
      // Never behind the cursor: that bucket has been drained and would not come up again.
      const key = Math.max(Math.floor(wake / bucketMs), cursor);
      if (item.slot !== key) file(item, key);
    },
    remove(item) {
      item.slot = -1;
    },
    takeDue(now, visit) {
      const last = Math.floor(now / bucketMs);
      if (cursor > last) return;
      // Walk the buckets in order; after a long quiet spell, only those that exist.
      const keys = last - cursor <= buckets.size * 4
        ? Array.from({ length: last - cursor + 1 }, (_, i) => cursor + i)
        : [...buckets.keys()].filter((k) => k <= last).sort((a, b) => a - b);
      for (const key of keys) {
        if (!buckets.has(key)) continue;
        cursor = key;
        const later = drain(key, now, visit);
        if (later.length > 0) buckets.set(key, later);
        else buckets.delete(key);
      }
      cursor = last;
    },
    clear() {
      for (const bucket of buckets.values()) for (const item of bucket) item.slot = -1;
      buckets.clear();
      cursor = Number.NEGATIVE_INFINITY; // the clock may go back after a clear (a snapshot with its API state, a reset)
    },
  };
}
