/**
 * Records keyed by id are plain objects, so a key that came from a request must be looked up
 * as an OWN key: `store.x["__proto__"]` would otherwise hand back Object.prototype (a login
 * bypass was found this way). Every lookup by request input goes through `own`.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string | number): T | undefined {
  const k = typeof key === "string" ? key : String(key);
  return Object.hasOwn(record, k) ? record[k] : undefined;
}
