/** Which printer a device page is about: `?id=` (its device_id, what the lists link) or `?sn=` (a scanned or typed serial). */
import { isValidSn } from "../../../../contract/device/topics.ts";

export type DeviceRef = { id: number } | { sn: string };

export function deviceRef(search: string): DeviceRef | null {
  const q = new URLSearchParams(search);
  const id = q.get("id");
  if (id !== null && /^[1-9]\d{0,15}$/.test(id)) return { id: Number(id) };
  const sn = q.get("sn");
  return sn !== null && isValidSn(sn) ? { sn } : null;
}

/** `?id=` only (the form page edits a printer by its id). */
export function queryId(search: string): number | null {
  const ref = deviceRef(search);
  return ref !== null && "id" in ref ? ref.id : null;
}
