/**
 * `npm run bench`: prints the project's speed and size figures (never asserted in tests).
 * - production build time (3 runs; target < 5 s)
 * - first load of the customer entry and of /sugar?sn=… in gzip bytes (budget 100 KB)
 * - mock API throughput next to a bare node:http server answering the same bytes, per scenario
 *   of scripts/bench/scenarios.ts (targets: >= 50 % of bare req/s, p99 <= 20 ms, 0 errors), the
 *   mock keeping its state on disk with the write-ahead log on (issue 12); then acknowledged
 *   writes lost across 20 kill -9s under a write loop (scripts/bench/ack-loss.ts, target 0), and
 *   make + payment again with `--durability write` (neither with --scenario). Under make + payment,
 *   "the floor": bare node:http that keeps each POST in the same fsynced log before answering
 *   (bare-child.ts --log), the most any server keeping its acknowledged writes gets on this disk.
 *   BENCH_MOCK_MEMORY=1: the mock without --data, to see what the log costs.
 *
 * - the sim (scripts/bench/sim.ts): 50,000 in-process printers at 1 Hz with one subscriber on every
 *   heartbeat (targets: zero loss, p99 <= 100 ms, < 1 core; RSS), and 10,000 printers as MQTT clients
 *   (--connect) next to the broker-only process's CPU and RSS
 *
 * - the CLI at rest (scripts/bench/sim-cli.ts, `--only sim-cli`): `sim status --json` against a
 *   running sim, spawn to exit (target ≤ 300 ms), beside the same through tsx and bare node
 *
 *   tsx scripts/bench.ts [--only build,api,sim,sim-in-process,sim-connect,sim-cli,waiting,sugar-load,admin-load,admin-fleet] [--api-only] [--seconds N] [--scenario TEXT]
 *     --seconds: measured seconds per server (default 4) and per sim run (default 30)
 *     --sim-printers 50000 --connect-printers 10000
 *   The machine may be shared: `--only sim-in-process` runs one figure alone.
 *
 * - /sugar cold loads (scripts/bench/sugar-load.ts, `--only sugar-load`): patterns visible after
 *   navigation at 4× CPU throttling on Fast 4G (target ≤ 1.5 s), median of 7
 * - the waiting page (scripts/bench/waiting-latency.ts, `--only waiting`): heartbeat publish → DOM
 *   in Chromium at 4× CPU throttling (target p95 <= 200 ms)
 * - /admin/dashboard cold loads as a shop owner (scripts/bench/admin-load.ts, `--only admin-load`):
 *   figures visible at 4× CPU throttling on Fast 4G (target ≤ 2 s), median of 7; its first load
 *   (HTML + JS + CSS, gzip, budget 140 KB) is in the build section
 * - the 2,000-printer list (scripts/bench/admin-fleet.ts, `--only admin-fleet`): /admin/device's
 *   first render for a company of 2,004 printers at 4× CPU (target ≤ 300 ms), median of 5
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { measureAckLoss } from "./bench/ack-loss.ts";
import { benchApi } from "./bench/api.ts";
import { SCENARIOS } from "./bench/scenarios.ts";
import { firstLoads, kb, table } from "./size-report.mjs";
import { benchCodec } from "./bench/codec.ts";
import { benchSimConnect, benchSimInProcess } from "./bench/sim.ts";
import { benchSimCli } from "./bench/sim-cli.ts";
import { benchAdminLoad } from "./bench/admin-load.ts";
import { benchAdminFleet } from "./bench/admin-fleet.ts";
import { benchSugarLoad } from "./bench/sugar-load.ts";
import { benchWaitingLatency } from "./bench/waiting-latency.ts";

const root = new URL("..", import.meta.url).pathname;
// The sims the bench starts announce themselves (sim/running-sims.ts) in a directory of its own, not
// where a developer's `sim status` looks for theirs.
const simRuntime = mkdtempSync(join(tmpdir(), "tanghua-sim-bench-"));
process.env.SIM_RUNTIME_DIR = simRuntime;
process.on("exit", () => rmSync(simRuntime, { recursive: true, force: true }));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function benchBuild(): string[][] {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ["build.mjs", "--quiet"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) throw new Error("build failed");
    times.push(performance.now() - t0);
  }
  return [["production build (3 runs, median)", `${(median(times) / 1000).toFixed(2)} s`, "< 5 s", times.map((t) => `${Math.round(t)} ms`).join(", ")]];
}

function benchSizes(): string[][] {
  // TANGHUA_DIST: see build.mjs.
  const dist = process.env.TANGHUA_DIST ?? join(root, "dist");
  const meta = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8"));
  const { entry, sugar, sugarCode, admin, adminCode } = firstLoads(meta, relative(root, join(dist, "web")), join(dist, "web"));
  return [
    ["first load, customer entry (gzip)", kb(entry.gzip), "", `${entry.files.length} files, ${kb(entry.raw)} raw`],
    ["first load, /sugar?sn=… html + js + css (gzip)", kb(sugarCode.gzip), "<= 100 KB", `${sugarCode.files.length} files, ${kb(sugarCode.raw)} raw`],
    ["  the same with its zh-CN locale files (gzip)", kb(sugar.gzip), "", `${sugar.files.length} files`],
    ["first load, /admin/dashboard html + js + css (gzip)", kb(adminCode.gzip), "<= 140 KB", `${adminCode.files.length} files, ${kb(adminCode.raw)} raw`],
    ["  the same with its zh-CN locale files (gzip)", kb(admin.gzip), "", `${admin.files.length} files`],
  ];
}

const SECTIONS = ["build", "api", "sim", "sim-in-process", "sim-connect", "sim-cli", "waiting", "sugar-load", "admin-load", "admin-fleet"] as const;
const { values } = parseArgs({
  options: {
    "api-only": { type: "boolean", default: false },
    only: { type: "string" },
    scenario: { type: "string" },
    seconds: { type: "string" },
    "sim-printers": { type: "string", default: "50000" },
    "connect-printers": { type: "string", default: "10000" },
  },
  strict: true,
});
function count(name: string, raw: string, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return n;
}
const only = new Set(values["api-only"] ? ["api"] : (values.only ?? SECTIONS.join(",")).split(","));
for (const s of only) if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`--only: one or more of ${SECTIONS.join(", ")}, got "${s}"`);
const run = (s: string) => only.has(s) || (s.startsWith("sim-") && only.has("sim"));
const seconds = values.seconds === undefined ? undefined : Number(values.seconds);
if (seconds !== undefined && (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120)) throw new Error(`--seconds must be a number from 0 to 120, got "${values.seconds}"`);

/** `--scenario TEXT`: only the API scenarios whose name contains TEXT (profiling one path). */
function pickScenarios(text: string) {
  const picked = SCENARIOS.filter((s) => s.name.includes(text));
  if (picked.length === 0) throw new Error(`--scenario: no API scenario's name contains "${text}"; they are: ${SCENARIOS.map((s) => s.name).join("; ")}`);
  return picked;
}

if (run("build")) {
  const rows: string[][] = [["figure", "value", "target", "detail"], ...benchBuild(), ...benchSizes(), ...benchCodec()];
  console.log(table(rows));
  console.log();
}
if (run("api")) {
  const api = await benchApi({
    connections: 10, // the figure: 10 connections
    warmupMs: 1000, // JIT and keep-alive sockets settle; not recorded
    durationMs: (seconds ?? 4) * 1000,
    ...(values.scenario !== undefined ? { scenarios: pickScenarios(values.scenario) } : {}),
    progress: (line) => console.error(line),
  });
  console.log(table(api.rows));
  for (const line of api.notes) console.log(`  ${line}`);
  console.log();
}
// Issue 12: the same writes with the log's "write" durability (survives kill -9, fsync within
// 100 ms), next to the default above (fsynced before each answer, survives a power cut); and what
// the log is for. Not when profiling one --scenario.
if (run("api") && values.scenario === undefined) {
  process.env.BENCH_DURABILITY = "write"; // read by the mock's child process (scripts/bench/mock-child.ts)
  const write = await benchApi({
    connections: 10,
    warmupMs: 1000,
    durationMs: (seconds ?? 4) * 1000,
    scenarios: pickScenarios("make"),
    progress: (line) => console.error(line),
  });
  delete process.env.BENCH_DURABILITY;
  console.log(table(write.rows.map((r, i) => (i === 0 ? r : [`${r[0] ?? ""}, --durability write`, ...r.slice(1)]))));
  console.log();
  const loss = await measureAckLoss({ kills: 20, connections: 4, minMs: 30, maxMs: 400, progress: (line) => console.error(line) });
  console.log(
    table([
      ["figure", "value", "target", "detail"],
      [
        "acknowledged writes lost across kill -9",
        `${loss.lost} of ${loss.acknowledged}`,
        "0",
        `${loss.kills} kills of mock-api/main.ts --data under 4 order/make loops; ${Math.round(loss.writesPerSecond)} acknowledged writes/s; per kill: ${loss.lostPerKill.join(" ")}`,
      ],
    ]),
  );
  console.log();
}
const simRows: string[][] = [];
const progress = (line: string) => console.error(line);
// issue 4: 30 s runs; one after the other, never at once (each wants a core).
if (run("sim-in-process")) simRows.push(...(await benchSimInProcess({ seconds: seconds ?? 30, printers: count("sim-printers", values["sim-printers"], 1_000_000), progress })));
if (run("sim-connect")) simRows.push(...(await benchSimConnect({ seconds: seconds ?? 30, printers: count("connect-printers", values["connect-printers"], 100_000), progress })));
// issue 13: a command at rest, spawn to exit.
if (run("sim-cli")) simRows.push(...(await benchSimCli({ runs: 15, progress })));
if (simRows.length > 0) console.log(table([["figure", "value", "target", "detail"], ...simRows]));
// issue 5: a browser figure, run alone with `--only waiting` (it wants the machine's cores too).
if (run("waiting")) console.log(table([["figure", "value", "target", "detail"], ...(await benchWaitingLatency({ seconds: seconds ?? 30, progress }))]));
// issue 5: cold loads of /sugar in Chromium (4× CPU throttling, Fast 4G); also alone: `--only sugar-load`.
if (run("sugar-load")) console.log(table([["figure", "value", "target", "detail"], ...(await benchSugarLoad({ runs: 7, progress }))]));
// issue 14: cold loads of /admin/dashboard as a shop owner, same conditions; alone: `--only admin-load`.
if (run("admin-load")) console.log(table([["figure", "value", "target", "detail"], ...(await benchAdminLoad({ runs: 7, progress }))]));
// issue 14: the 2,000-printer list's first render at 4× CPU; alone: `--only admin-fleet`.
if (run("admin-fleet")) console.log(table([["figure", "value", "target", "detail"], ...(await benchAdminFleet({ runs: 5, progress }))]));
