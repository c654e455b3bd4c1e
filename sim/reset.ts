/**
 * `sim reset` (issue 13 item 10): a running sim back to the state `sim start` gave it, without a
 * restart (QA runs scenario after scenario against one sim):
 *   - the API's state made again from the sim's own `--seed` (and `--extra-printers`), through the
 *     same import path as a snapshot's (api-state.ts), and saved when the sim has `--data`; the
 *     files the old state kept (uploads, drawings, exports) are removed with it;
 *   - the virtual clock set to the wall clock, as a fresh start sets it;
 *   - the printers fresh: the first `--printers` bound ones of the store, idle and cold, no fault of
 *     any kind, coins as the seed has them (fleet.reset);
 *   - the mock API's HTTP fault rules removed and its live settings (order expiry…) as at start.
 * Sessions (tokens) are the seed's again: logins made before the reset are gone, as after an import.
 */
import type { MockSettings } from "../mock-api/devices.ts";
import { isFaultEngine, type Faults } from "../mock-api/faults/index.ts";
import { createStore } from "../mock-api/store/index.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { importFreshState } from "./api-state.ts";
import type { BlobStore } from "../mock-api/store/blobs.ts";
import type { Fleet } from "./fleet-api.ts";
import { addGeneratedPrinters } from "./fleet-generate.ts";

export interface ResetDeps {
  store: Store;
  fleet: Fleet;
  clock: { now(): number; set(virtualMs: number): void };
  seed: number;
  extraPrinters?: number;
  faults?: Faults;
  /** The mock API's live settings, and a copy of them as `sim start` made them. */
  settings?: { live: MockSettings; atStart: MockSettings };
  /** The mock API's kept files: the reset state's are put back, the others go (issue 12). */
  blobs: BlobStore;
  persister?: Persister;
  log?: (line: string) => void;
}

export interface ResetSummary {
  seed: number;
  printers: string[];
  apiFaultsRemoved: number;
  /** The virtual clock after the reset, ms since the epoch. */
  clock: number;
}

export async function resetSim(d: ResetDeps): Promise<ResetSummary> {
  const fresh = createStore(d.seed);
  if ((d.extraPrinters ?? 0) > 0) addGeneratedPrinters(fresh, d.extraPrinters ?? 0, d.seed);
  await importFreshState(d.store, fresh, { blobs: d.blobs, persister: d.persister, now: d.clock.now(), ...(d.log !== undefined ? { log: d.log } : {}) });
  d.clock.set(Date.now());
  d.fleet.reset();
  const apiFaultsRemoved = d.faults !== undefined && isFaultEngine(d.faults) ? d.faults.clear() : 0;
  if (d.settings !== undefined) Object.assign(d.settings.live, d.settings.atStart);
  const summary = { seed: d.seed, printers: d.fleet.serials(), apiFaultsRemoved, clock: d.clock.now() };
  d.log?.(`[sim] reset to --seed ${d.seed}: ${summary.printers.length} fresh printers, ${apiFaultsRemoved} API fault rule(s) removed`);
  return summary;
}
