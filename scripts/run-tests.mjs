#!/usr/bin/env node
// Runs every test file under test/ with node's own runner via tsx. Node 20's --test does not
// expand globs, so the files are listed here. The spec reporter ends with a list of the failing
// tests and their errors, so the tail of a long CI log (all that may be kept) names what failed.
// A test file still running after 6 min fails and is stopped instead of holding CI (a loop or a
// handle left behind by a failed test would keep it alive for good); the longest suite, a browser
// suite against `sim start`, takes about 1.5 min in CI. Browser tests (test/e2e) need Chromium: in
// CI (CI=true) or with REQUIRE_BROWSER=1 a missing Chromium fails the run; locally they skip loudly.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const noBrowser = args.includes("--no-browser");
const only = args.filter((a) => !a.startsWith("--"));

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

let files = walk(join(root, "test")).sort();
if (noBrowser) files = files.filter((f) => !f.includes("/test/e2e/"));
if (only.length > 0) files = files.filter((f) => only.some((o) => relative(root, f).includes(o)));
if (files.length === 0) {
  console.error("run-tests: no test files matched");
  process.exit(1);
}

// The sims tests start announce themselves (sim/running-sims.ts) in a directory of this run, not
// where a developer's own `sim status` looks for theirs.
const runtimeDir = mkdtempSync(join(tmpdir(), "tanghua-sim-tests-"));
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "--import", "./test/helpers/register-hooks.mjs", "--test", "--test-reporter=spec", "--test-timeout=360000", "--test-concurrency=2", ...files.map((f) => relative(root, f))],
  { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "test", SIM_RUNTIME_DIR: runtimeDir, SIM_CONTROL: "" } },
);
rmSync(runtimeDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
