/** The in-memory state of the mock API and the operations on it. */
import { seedState } from "../seed/index.ts";
import type { Store } from "./types.ts";

export type * from "./types.ts";

/** A fresh store built from the seed data (seed 1 unless told). */
export function createStore(seed = 1): Store {
  return seedState(seed);
}
