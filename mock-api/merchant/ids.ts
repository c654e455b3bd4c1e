/** Ids for the records this domain creates. */
import { allocId } from "../store/ids.ts";
import type { Store } from "../store/types.ts";

/**
 * `allocId`, skipping ids already taken in `records`: a collection another domain seeds (goods)
 * may have been filled without the counter, and a new record must never overwrite an old one.
 */
export function freshId(store: Store, collection: string, records: Readonly<Record<string, unknown>>): number {
  for (;;) {
    const id = allocId(store, collection);
    if (!Object.hasOwn(records, String(id))) return id;
  }
}

/** An order number like the backend's: a prefix, the day (China time) and the id, zero-padded. */
export function orderSn(prefix: string, unixS: number, id: number): string {
  const day = new Date((unixS + 8 * 3600) * 1000).toISOString().slice(0, 10).replaceAll("-", "");
  return `${prefix}${day}${String(id).padStart(6, "0")}`;
}
