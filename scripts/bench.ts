/**
 * `npm run bench`: prints the project's speed and size figures (never asserted in tests).
 * - production build time (3 runs; target < 5 s)
 * - first load of the customer entry and of /sugar?sn=… in gzip bytes (budget 100 KB)
 * - mock API throughput next to a bare node:http server answering the same bytes, per scenario
 *   of scripts/bench/scenarios.ts (targets: >= 50 % of bare req/s, p99 <= 20 ms, 0 errors)
 *
 *   tsx scripts/bench.ts [--api-only] [--seconds 4]   (--seconds: measured seconds per server)
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { benchApi } from "./bench/api.ts";
import { firstLoads, kb, table } from "./size-report.mjs";
import { benchCodec } from "./bench/codec.ts";

const root = new URL("..", import.meta.url).pathname;

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
  const { entry, sugar } = firstLoads(meta, relative(root, join(dist, "web")), join(dist, "web"));
  return [
    ["first load, customer entry (gzip)", kb(entry.gzip), "", `${entry.files.length} files, ${kb(entry.raw)} raw`],
    ["first load, /sugar?sn=… (gzip)", kb(sugar.gzip), "<= 100 KB", `${sugar.files.length} files, ${kb(sugar.raw)} raw`],
  ];
}

const { values } = parseArgs({
  options: { "api-only": { type: "boolean", default: false }, seconds: { type: "string", default: "4" } },
  strict: true,
});
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 60) throw new Error(`--seconds must be a number from 0 to 60, got "${values.seconds}"`);

if (!values["api-only"]) {
  const rows: string[][] = [["figure", "value", "target", "detail"], ...benchBuild(), ...benchSizes(), ...benchCodec()];
  console.log(table(rows));
  console.log();
}
const api = await benchApi({
  connections: 10, // the figure: 10 connections
  warmupMs: 1000, // JIT and keep-alive sockets settle; not recorded
  durationMs: seconds * 1000,
  progress: (line) => console.error(line),
});
console.log(table(api.rows));
for (const line of api.notes) console.log(`  ${line}`);
