/**
 * How long a `sim` command takes at rest (issue 13 item 4; `npm run bench -- --only sim-cli`):
 * `sim status --json` against a running `sim start --printers 3`, found without flags (its runtime
 * file, in a directory of the bench's own), spawned as a user would (node sim/bin.mjs) and timed
 * from spawn to exit, wall clock. Target: ≤ 300 ms. Beside it the same command through tsx
 * (SIM_FROM_SOURCE=1: how every command ran before issue 13) and node starting with nothing to
 * do, the floor. The machine's load average is shown: on a shared machine the figures move with it.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const root = new URL("../..", import.meta.url).pathname;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Wall ms of `node args…` from spawn to exit, `runs` times (after one unmeasured run), sorted. */
function time(args: string[], env: NodeJS.ProcessEnv, runs: number): number[] {
  const once = () => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    return performance.now() - t0;
  };
  once(); // builds the CLI if a source changed; fills the OS's file cache
  return Array.from({ length: runs }, once).sort((a, b) => a - b);
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
    return [
      [`sim status --json at rest (median of ${built.length})`, ms(quantile(built, 0.5)), "<= 300 ms", `p90 ${ms(quantile(built, 0.9))}, min ${ms(built[0] ?? Number.NaN)}; ${load}`],
      [`  through tsx, as before issue 13 (median of ${tsx.length})`, ms(quantile(tsx, 0.5)), "", `min ${ms(tsx[0] ?? Number.NaN)}`],
      [`  node -e 0, the floor (median of ${bare.length})`, ms(quantile(bare, 0.5)), "", `min ${ms(bare[0] ?? Number.NaN)}`],
    ];
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    rmSync(runtime, { recursive: true, force: true });
  }
}
