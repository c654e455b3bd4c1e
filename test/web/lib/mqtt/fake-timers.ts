/** A manual clock for the mqtt modules' injectable Timers. */
import type { Timers } from "../../../../web/src/lib/mqtt/online-tracker.ts";

export interface FakeTimers extends Timers {
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void;
  pending(): number;
}

export function fakeTimers(start = 1_000_000): FakeTimers {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const e of timers) if (e[1].at <= end && (due === undefined || e[1].at < due[1].at)) due = e;
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}
