/** Ids are allocated per collection, so each collection counts 1, 2, 3… like a database table. */
import type { Store } from "./types.ts";

let allocated = 0;

export function allocId(store: Store, collection: string): number {
  const id = store.nextId[collection] ?? 1;
  store.nextId[collection] = id + 1;
  allocated += 1;
  return id;
}

/**
 * Ids allocated so far in this process. A GET whose handler allocates one made a record (an AI
 * drawing's candidates): the router logs it like a write (store/persist.ts).
 */
export function allocations(): number {
  return allocated;
}
