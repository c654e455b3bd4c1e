/**
 * How the commands find the running sim without `--control` (issue 13 item 4): `sim start` writes
 * a file naming its control URL and token, the commands read it.
 *
 *   $SIM_RUNTIME_DIR, else $XDG_RUNTIME_DIR/tanghua-sim, else <tmpdir>/tanghua-sim-<uid>
 *     sim-<pid>.json   { control, controlToken, app, pid, startedAt, cwd }
 *
 * The directory is the user's own (mode 0700, owned by them, no symlink) and each file is 0600,
 * because the token lets its holder drive the sim from any host name. `sim start` removes its
 * file when it stops; a file whose process is gone (kill -9, a crash), or whose pid now belongs to
 * something else, is stale: readers skip and delete it.
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as z from "zod/mini";

const RunningSimFile = z.looseObject({
  control: z.string(),
  controlToken: z.string(),
  app: z.string(),
  pid: z.number().check(z.int(), z.gt(0)),
  startedAt: z.string(),
  cwd: z.string(),
});
export type RunningSimInfo = z.infer<typeof RunningSimFile>;
export interface RunningSim extends RunningSimInfo {
  /** The file it was read from. */
  file: string;
}

const uid = () => (typeof process.getuid === "function" ? process.getuid() : -1);

export function runtimeDir(): string {
  const own = process.env.SIM_RUNTIME_DIR;
  if (own !== undefined && own !== "") return own;
  const xdg = process.env.XDG_RUNTIME_DIR;
  if (xdg !== undefined && xdg !== "") return join(xdg, "tanghua-sim");
  return join(tmpdir(), `tanghua-sim-${uid()}`);
}

/** Throws when `dir` could be read or planted by someone else (a shared /tmp). */
function checkPrivate(dir: string): void {
  const st = lstatSync(dir);
  if (!st.isDirectory()) throw new Error(`${dir} is not a directory`);
  if (uid() >= 0 && st.uid !== uid()) throw new Error(`${dir} belongs to another user`);
  if ((st.mode & 0o077) !== 0) throw new Error(`${dir} is open to other users (mode ${(st.mode & 0o777).toString(8)}): chmod 700 it`);
}

/** The sim that wrote the file still runs: its pid exists and (where /proc tells) is still a sim, not a reused pid. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false; // EPERM: exists, another user's
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("sim");
  } catch {
    return true; // no /proc (macOS): the pid is all there is to go by
  }
}

export interface Announcement {
  readonly file: string;
  /** Removes the file (idempotent). */
  remove(): void;
}

/** Writes this process's file; throws when the directory is not private. */
export function announceSim(info: { control: string; controlToken: string; app: string }): Announcement {
  const dir = runtimeDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkPrivate(dir);
  const file = join(dir, `sim-${process.pid}.json`);
  const body: RunningSimInfo = { ...info, pid: process.pid, startedAt: new Date().toISOString(), cwd: process.cwd() };
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(body)}\n`, { mode: 0o600 });
  renameSync(tmp, file); // a reader never sees half a file
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(file, { force: true });
    process.off("exit", remove);
  };
  process.on("exit", remove); // also when the process ends without closing (an uncaught error)
  return { file, remove };
}

/** The sims running now, oldest first; stale files are deleted on the way. */
export function runningSims(): RunningSim[] {
  const dir = runtimeDir();
  let names: string[];
  try {
    checkPrivate(dir);
    names = readdirSync(dir);
  } catch {
    return []; // none yet, or not a directory to trust
  }
  const found: RunningSim[] = [];
  for (const name of names) {
    if (!/^sim-\d+\.json$/.test(name)) continue;
    const file = join(dir, name);
    let parsed;
    try {
      if ((lstatSync(file).mode & 0o077) !== 0) continue; // not one we wrote
      parsed = RunningSimFile.safeParse(JSON.parse(readFileSync(file, "utf8")) as unknown);
    } catch {
      continue; // removed meanwhile, or not JSON
    }
    if (!parsed.success) continue;
    if (!alive(parsed.data.pid)) {
      rmSync(file, { force: true }); // stale: its sim was killed without cleaning up
      continue;
    }
    found.push({ ...parsed.data, file });
  }
  return found.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
