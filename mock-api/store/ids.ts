/** Ids are allocated per collection, so each collection counts 1, 2, 3… like a database table. */
import type { Store } from "./types.ts";

export function allocId(store: Store, collection: string): number {
  const id = store.nextId[collection] ?? 1;
  store.nextId[collection] = id + 1;
  return id;
}
