/**
 * How long a `sim` command takes at rest (issue 13 item 4; `npm run bench -- --only sim-cli`):
 * `sim status --json` against a running `sim start --printers 3`, found without flags (its runtime
 * file, in a directory of the bench's own), spawned as a user would (node sim/bin.mjs) and timed
 * from spawn to exit, wall clock. Target: ≤ 300 ms. Beside it the same command through tsx
 * (SIM_FROM_SOURCE=1, compiling at run time as every command did before issue 13, though now
 * loading only its own modules) and node starting with nothing to do, the floor. The machine's load average is shown: on a shared machine the wall figures move with
 * it; the CPU time of a run (Linux) hardly does.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const root = new URL("../..", import.meta.url).pathname;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * CPU ms (user + system) of this process's waited-for children so far, from /proc/self/stat
 * (cutime, cstime), or null off Linux. Unlike wall time it hardly moves with the machine's load.
 */
function childrenCpuMs(): number | null {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[13]) + Number(fields[14]); // fields 16 and 17 of proc(5)
    const hz = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
    return Number.isFinite(ticks) ? (ticks * 1000) / hz : null;
  } catch {
    return null;
  }
}

interface Timing {
  /** Wall ms from spawn to exit, sorted. */
  wall: number[];
  /** Mean CPU ms per run, or null off Linux. */
  cpu: number | null;
}

/** `node args…` `runs` times (after one unmeasured run). */
function time(args: string[], env: NodeJS.ProcessEnv, runs: number): Timing {
  const once = () => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    return performance.now() - t0;
  };
  once(); // builds the CLI if a source changed; fills the OS's file cache
  const cpu0 = childrenCpuMs();
  const wall = Array.from({ length: runs }, once).sort((a, b) => a - b);
  const cpu1 = childrenCpuMs();
  return { wall, cpu: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / runs };
}

const ms = (x: number) => `${Math.round(x)} ms`;

export async function benchSimCli(o: { runs: number; progress: (line: string) => void }): Promise<string[][]> {
  const runtime = mkdtempSync(join(tmpdir(), "sim-cli-bench-"));
  const env = { ...process.env, SIM_RUNTIME_DIR: runtime, SIM_CONTROL: "" };
  const child = spawn(process.execPath, ["sim/bin.mjs", "start", "--printers", "3", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--json"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout }).once("line", () => resolve());
      child.once("exit", (code) => reject(new Error(`sim start exited ${code}: ${stderr}`)));
    });
    o.progress(`sim-cli: sim status --json × ${o.runs} (load ${loadavg()[0]?.toFixed(1)})`);
    const built = time(["sim/bin.mjs", "status", "--json"], env, o.runs);
    o.progress("sim-cli: the same through tsx");
    const tsx = time(["sim/bin.mjs", "status", "--json"], { ...env, SIM_FROM_SOURCE: "1" }, Math.max(3, Math.round(o.runs / 3)));
    const bare = time(["-e", "0"], env, o.runs);
    const load = `load average ${loadavg()[0]?.toFixed(1)}`;
    const cpu = (t: Timing) => (t.cpu === null ? "" : `; CPU ${ms(t.cpu)} a run`);
    const median = (t: Timing) => ms(quantile(t.wall, 0.5));
    return [
      [`sim status --json at rest (median of ${built.wall.length})`, median(built), "<= 300 ms", `p90 ${ms(quantile(built.wall, 0.9))}, min ${ms(built.wall[0] ?? Number.NaN)}${cpu(built)}; ${load}`],
      [`  the same through tsx, SIM_FROM_SOURCE=1 (median of ${tsx.wall.length})`, median(tsx), "", `min ${ms(tsx.wall[0] ?? Number.NaN)}${cpu(tsx)}`],
      [`  node -e 0, the floor (median of ${bare.wall.length})`, median(bare), "", `min ${ms(bare.wall[0] ?? Number.NaN)}${cpu(bare)}`],
    ];
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    rmSync(runtime, { recursive: true, force: true });
  }
}
