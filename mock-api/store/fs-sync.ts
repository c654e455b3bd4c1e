/** fsync for the things a durable write needs besides the file: the directory holding its name. */
import { open } from "node:fs/promises";

/** Makes renames and new names in `dir` durable. Some platforms (Windows) cannot open a directory: nothing to do there. */
export async function syncDirectory(dir: string): Promise<void> {
  let dh;
  try {
    dh = await open(dir, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EISDIR" || code === "EPERM" || code === "EACCES") return;
    throw err;
  }
  try {
    await dh.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EINVAL" && code !== "ENOTSUP") throw err; // file systems that cannot fsync a directory
  } finally {
    await dh.close();
  }
}
