/**
 * Time for the mock API. Everything that expires (login codes, tokens, rate-limit windows)
 * reads `clock.now()`, never `Date.now()`, so tests can move time with `manualClock`.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  /** Moves time forward by `ms` milliseconds (negative values are refused). */
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(start: number | Date = Date.UTC(2026, 0, 15, 2, 0, 0)): ManualClock {
  let t = typeof start === "number" ? start : start.getTime();
  return {
    now: () => t,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`manualClock.advance: ${ms} is not a forward step`);
      t += ms;
    },
    set(ms) {
      t = ms;
    },
  };
}
