/** The in-memory state of the mock API and the operations on it. */
import { seedState } from "../seed/index.ts";
import type { Store } from "./types.ts";

export type * from "./types.ts";

/**
 * A fresh store built from the seed data (seed 1 unless told), laid out around `nowMs` (default
 * SEED_NOW, seed/world-ids.ts): pass the clock's now for a world that lives in the present.
 */
export function createStore(seed = 1, nowMs?: number): Store {
  return seedState(seed, nowMs);
}
