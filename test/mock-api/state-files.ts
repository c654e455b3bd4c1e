/** Reading a `--data` state the way a start does, for tests: the snapshot with its files folder (store/persist.ts). */
import { blobDirOf } from "../../mock-api/open-state.ts";
import { createDirBlobs } from "../../mock-api/store/blobs.ts";
import { loadStore } from "../../mock-api/store/snapshot.ts";
import type { Store } from "../../mock-api/store/types.ts";

/** The snapshot in `file` (its files in `file.blobs/`), or null. Log entries after it are not replayed. */
export function loadStateFile(file: string): Promise<Store | null> {
  return loadStore(file, createDirBlobs(blobDirOf(file)));
}
