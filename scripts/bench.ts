/**
 * `npm run bench`: prints the project's speed and size figures (never asserted in tests).
 * - production build time (3 runs; target < 5 s)
 * - first load of the customer entry and of /sugar?sn=… in gzip bytes (budget 100 KB)
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { firstLoads, kb, table } from "./size-report.mjs";

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
  const meta = JSON.parse(readFileSync(join(root, "dist/meta.json"), "utf8"));
  const { entry, sugar } = firstLoads(meta, "dist/web", join(root, "dist/web"));
  return [
    ["first load, customer entry (gzip)", kb(entry.gzip), "", `${entry.files.length} files, ${kb(entry.raw)} raw`],
    ["first load, /sugar?sn=… (gzip)", kb(sugar.gzip), "<= 100 KB", `${sugar.files.length} files, ${kb(sugar.raw)} raw`],
  ];
}

const rows: string[][] = [["figure", "value", "target", "detail"], ...benchBuild(), ...benchSizes()];
console.log(table(rows));
