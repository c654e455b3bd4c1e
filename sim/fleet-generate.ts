/**
 * `sim start --extra-printers N`: N more printers in the mock API's store, for fleets larger than
 * the seeded world (the bench runs 50,000). Serials `SIM-G000001`… ("G" sorts after the seeded
 * `SIM-0001`…, so "the first N bound printers" still starts with the seeded ones), bound round-robin
 * to the shops of the seeded printers, copying their settings.
 *
 * Deterministic for a seed: the secret is a hash of (seed, serial), so two sims started with the
 * same `--seed` and `--extra-printers` agree on every printer's login; that is how one sim's
 * printers (`--broker`) log in to another sim's broker.
 */
import { createHash } from "node:crypto";
import type { PrinterRecord, Store } from "../mock-api/store/types.ts";

export const GENERATED_PREFIX = "SIM-G";
export const MAX_EXTRA_PRINTERS = 999_999; // six digits: SIM-G999999 is 11 characters, under §3's 16

export const generatedSerial = (i: number) => `${GENERATED_PREFIX}${String(i).padStart(6, "0")}`;

/** Adds printers SIM-G000001…SIM-G<count> that are not in the store yet; returns how many it added. */
export function addGeneratedPrinters(store: Store, count: number, seed: number): number {
  if (!Number.isInteger(count) || count < 0 || count > MAX_EXTRA_PRINTERS) throw new RangeError(`extra printers: 0 to ${MAX_EXTRA_PRINTERS}, got ${count}`);
  const templates = Object.values(store.printers).filter((p) => p.shopId !== null && !p.sn.startsWith(GENERATED_PREFIX));
  if (count > 0 && templates.length === 0) throw new Error("extra printers: the store has no bound printer to copy settings from");
  let deviceId = Object.values(store.printers).reduce((max, p) => Math.max(max, p.device_id), 0);
  let added = 0;
  for (let i = 1; i <= count; i++) {
    const sn = generatedSerial(i);
    if (Object.hasOwn(store.printers, sn)) continue; // loaded from --data already
    // Never seen, no error: a new machine. (Left out rather than deleted: an object that lost a
    // property is a slow hash map in V8, and the fleet writes last_seen 50,000 times a second.)
    const { last_seen: _seen, last_error: _error, last_error_code: _code, last_error_time: _since, ...t } = templates[(i - 1) % templates.length] as PrinterRecord;
    const record: PrinterRecord = {
      ...t,
      sn,
      device_id: ++deviceId,
      name: `${t.name} G${i}`,
      eggSn: null,
      coins: 0,
      secret: createHash("sha256").update(`tanghua-sim:${seed}:${sn}`).digest("hex").slice(0, 32),
    };
    store.printers[sn] = record;
    added++;
  }
  return added;
}
