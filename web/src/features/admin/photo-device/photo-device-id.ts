/** The printer a photo-device page is about: `?id=` (its device_id), or null. */
export function queryId(search: string): number | null {
  const raw = new URLSearchParams(search).get("id");
  return raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}
