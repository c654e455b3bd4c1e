/** The positive whole `id` of a page's query (`?id=12`), or null when it is missing or not one. */
export function queryId(search: string): number | null {
  const raw = new URLSearchParams(search).get("id");
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}
