/**
 * The sim's virtual clock (issue 4: "`--speed 10` runs 10× faster"): virtual ms since the epoch =
 * start + real elapsed ms × speed. It is a mock-api `Clock`, so the API, the broker and the fleet
 * all read one time: a printer 10× faster also goes offline (§4: 5 s) 10× sooner in real time.
 */
import type { Clock } from "../mock-api/clock.ts";

export interface SimClock extends Clock {
  /** Virtual ms per real ms. */
  readonly speed: number;
  /**
   * Sets the virtual time now (it runs on from there at `speed`): a ticket's snapshot loaded with its
   * API state, `sim reset` (issue 13). Only where every printer is replaced at the same moment.
   */
  set(virtualMs: number): void;
}

export interface SimClockOptions {
  /** Virtual ms per real ms, > 0; default 1. */
  speed?: number;
  /** Virtual ms since the epoch at creation; default now. */
  start?: number;
  /** Real monotonic ms (tests inject one); default performance.now. */
  realNow?: () => number;
}

export function createSimClock(options: SimClockOptions = {}): SimClock {
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`sim clock: speed must be > 0, got ${speed}`);
  let start = options.start ?? Date.now();
  const realNow = options.realNow ?? (() => performance.now());
  let realStart = realNow();
  return {
    speed,
    now: () => Math.round(start + (realNow() - realStart) * speed),
    set(virtualMs) {
      if (!Number.isFinite(virtualMs)) throw new RangeError(`sim clock: cannot set ${virtualMs}`);
      start = virtualMs;
      realStart = realNow();
    },
  };
}
