/**
 * Aedes 1.2 hazard (issue 4), "Maximum call stack size exceeded" under a backlog: mqemitter starts
 * the next queued message as soon as the previous one is released, on the same stack when every
 * subscriber answered synchronously. Once the last subscriber of a backlogged topic left (or the
 * broker closed) thousands of queued messages ran in one recursion (found by
 * test/sim/broker-hazards.test.ts). A subscription to every topic answers on the next turn after
 * MAX_SYNC_DEPTH nested releases, so the stack stays bounded while the usual case (no backlog)
 * stays synchronous and costs nothing.
 */
import type { Aedes } from "aedes";

const MAX_SYNC_DEPTH = 32; // nested synchronous releases before the stack breaker defers

/** Subscribes the breaker to "#"; before the direct path (broker-direct.ts), which must not count it as a subscriber. */
export function breakDeepStacks(aedes: Aedes): void {
  let depth = 0;
  const breakStack = (_packet: unknown, cb: () => void) => {
    if (depth >= MAX_SYNC_DEPTH) return void setImmediate(cb);
    depth++;
    try {
      cb();
    } finally {
      depth--;
    }
  };
  aedes.subscribe("#", breakStack, () => {});
}
