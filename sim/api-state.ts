/**
 * The mock API's state as a sim snapshot carries it (issue 13 item 11: a ticket is one file). It is
 * exactly what the mock's own export and import do (`GET`/`PUT /__mock/state`,
 * mock-api/control-ops.ts), through the same three pieces: serializeStore, checkStore (every shape
 * and invariant, the field named on a refusal) and replaceStoreInPlace (handlers hold the store
 * object). One module on purpose: when the mock's state becomes an archive (issue 12: uploads in a
 * blob folder beside the JSON), these functions change and nothing else in the sim does.
 */
import { checkStore } from "../mock-api/store/check.ts";
import { replaceStoreInPlace, serializeStore, type Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";

/** The state as plain JSON, as `GET /__mock/state` downloads it. */
export function exportApiState(store: Store): unknown {
  return JSON.parse(serializeStore(store)) as unknown;
}

/** Checks a snapshot's `api` as `PUT /__mock/state` checks an import; nothing is changed. */
export function checkApiState(value: unknown): { ok: true; store: Store } | { ok: false; error: string } {
  return checkStore(value);
}

/**
 * Replaces the running state with a checked one (sessions not in it are gone, as after an
 * import), and saves it when the sim has `--data`; resolves once it is on disk.
 */
export async function importApiState(target: Store, checked: Store, persister: Persister | undefined): Promise<void> {
  replaceStoreInPlace(target, checked);
  if (persister === undefined) return;
  persister.changed();
  await persister.flush();
}
