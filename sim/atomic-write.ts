/**
 * A file written whole or not at all (the `--data` fleet file, `sim snapshot save`): the bytes go
 * to `FILE.tmp-<pid>-<n>` (mode 600: a snapshot holds users' data), are fsynced, and the temp file
 * is renamed over FILE, then the directory is fsynced so the rename is durable. A `kill -9` at any
 * moment leaves the old complete file or the new one, as the mock's own saves do
 * (mock-api/store/persist.ts saveStoreAtomic, which writes a Store; this writes any text).
 */
import { open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

let counter = 0;

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = join(dirname(file), `${basename(file)}.tmp-${process.pid}-${++counter}`);
  const fh = await open(tmp, "wx", 0o600);
  try {
    try {
      await fh.writeFile(text, "utf8");
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
  // The rename made durable; a platform or file system that cannot fsync a directory has nothing to do.
  const dir = await open(dirname(file), "r").catch(() => null);
  if (dir === null) return;
  try {
    await dir.sync().catch(() => {});
  } finally {
    await dir.close();
  }
}
