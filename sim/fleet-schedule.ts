/**
 * The fleet's timetable (fleet.ts): which printer needs the fleet next, and when (virtual ms): its
 * next heartbeat, or the end of a `disconnect`. A binary min-heap that keeps each entry's position
 * in the entry itself, so moving or removing a printer is O(log n) and allocates nothing: at 50,000
 * printers at 1 Hz the fleet takes 50,000 entries a second off the top and puts them back.
 */

export interface Timed {
  /** Virtual ms it is due; read only through the schedule. */
  wake: number;
  /** Position in the heap; −1 when not scheduled. */
  slot: number;
}

export interface Schedule<T extends Timed> {
  /** (Re)schedules `item` at `wake`. */
  set(item: T, wake: number): void;
  /** Takes it out; nothing if it was not scheduled. */
  remove(item: T): void;
  /** The earliest item due at or before `now`, taken out; undefined if none is. */
  popDue(now: number): T | undefined;
  clear(): void;
  readonly size: number;
}

export function createSchedule<T extends Timed>(): Schedule<T> {
  const heap: T[] = [];

  function place(item: T, i: number): void {
    heap[i] = item;
    item.slot = i;
  }

  function up(i: number): void {
    const item = heap[i] as T;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as T;
      if (p.wake <= item.wake) break;
      place(p, i);
      i = parent;
    }
    place(item, i);
  }

  function down(i: number): void {
    const item = heap[i] as T;
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && (heap[r] as T).wake < (heap[l] as T).wake ? r : l;
      const child = heap[c] as T;
      if (child.wake >= item.wake) break;
      place(child, i);
      i = c;
    }
    place(item, i);
  }

  function removeAt(i: number): void {
    const item = heap[i] as T;
    const last = heap.pop() as T;
    item.slot = -1;
    if (last === item) return;
    place(last, i);
    up(i);
    down(last.slot);
  }

  return {
    set(item, wake) {
      if (item.slot >= 0 && heap[item.slot] === item) {
        const earlier = wake < item.wake;
        item.wake = wake;
        return earlier ? up(item.slot) : down(item.slot);
      }
      item.wake = wake;
      heap.push(item);
      up(heap.length - 1);
    },
    remove(item) {
      if (item.slot >= 0 && heap[item.slot] === item) removeAt(item.slot);
    },
    popDue(now) {
      const top = heap[0];
      if (top === undefined || top.wake > now) return undefined;
      removeAt(0);
      return top;
    },
    clear() {
      for (const item of heap) item.slot = -1;
      heap.length = 0;
    },
    get size() {
      return heap.length;
    },
  };
}
