/**
 * The broker's fan-in cap (issue 4: measured here, Aedes 1.2 "collapses rather than degrading"
 * above about 20,000 messages/s of TCP fan-in). One token bucket shared by every connected printer
 * (TCP and WebSocket alike): it refills at `perSec` tokens a second, holds at most one second's
 * worth (so a fleet whose heartbeats all fall in the same instant still fits, as long as the
 * average does), and each publish from a printer takes a token.
 *
 * Over the cap, heartbeats are dropped: they are superseded a period later anyway, and delaying
 * them would only deliver stale temperatures late. Command and presence messages (coins, print
 * status, wills) are never dropped; they still spend a token so they count against the budget.
 * Real time, not the sim's virtual clock: the cap protects the real CPU.
 */

export const DEFAULT_FAN_IN_PER_SEC = 15_000; // messages/s: 25 % under the ~20,000/s where Aedes 1.2 collapsed

export interface FanInStats {
  /** Messages per second allowed in from printers; 0 = no cap. */
  readonly limitPerSec: number;
  readonly accepted: number;
  /** Heartbeats dropped by the cap since the broker started. */
  readonly dropped: number;
}

export interface FanIn {
  /** Takes a token for one publish; false = drop it (only ever for a droppable one). */
  admit(droppable: boolean): boolean;
  stats(): FanInStats;
}

/** `now`: real ms (tests freeze it to make the count exact). */
export function createFanIn(perSec: number, now: () => number = () => performance.now()): FanIn {
  if (!Number.isFinite(perSec) || perSec < 0) throw new RangeError(`fan-in cap: messages per second must be ≥ 0, got ${perSec}`);
  const capacity = perSec; // one second's worth
  let tokens = capacity;
  let last = now();
  let accepted = 0;
  let dropped = 0;
  return {
    admit(droppable) {
      if (perSec === 0) {
        accepted++;
        return true;
      }
      const t = now();
      tokens = Math.min(capacity, tokens + ((t - last) * perSec) / 1000);
      last = t;
      if (tokens >= 1 || !droppable) {
        tokens = Math.max(0, tokens - 1);
        accepted++;
        return true;
      }
      dropped++;
      return false;
    },
    stats: () => ({ limitPerSec: perSec, accepted, dropped }),
  };
}
