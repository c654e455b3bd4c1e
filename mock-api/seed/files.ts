/**
 * Files the seed makes (the seeded order exports' CSVs): a seeded record names its file by the
 * SHA-256 of the bytes, like any kept file, and the bytes are noted here per seed, so whoever
 * starts from a seed (or from a state whose seeded files went missing) can put them in its blob
 * store: `provideSeedFiles` (seed/index.ts).
 */
import { blobName } from "../store/blobs.ts";

const made = new Map<number, Map<string, Buffer>>();

/** Notes the bytes of a file seed `seed` makes; answers its name. */
export function seedFile(seed: number, bytes: Buffer): string {
  const name = blobName(bytes);
  let files = made.get(seed);
  if (files === undefined) made.set(seed, (files = new Map()));
  files.set(name, bytes);
  return name;
}

/** The files noted so far for `seed` (seedState(seed) notes them all). */
export function notedSeedFiles(seed: number): ReadonlyMap<string, Buffer> | undefined {
  return made.get(seed);
}
