/** The id a detail or form page reads from its query string (`?id=12`). */

/** The positive whole `id` (or another key) of a query string, or null. */
export function queryId(search: string, key = "id"): number | null {
  const raw = new URLSearchParams(search).get(key);
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}
