/**
 * The write-ahead log replays requests through their handlers (store/persist.ts), so whatever a
 * handler keeps must come from the request, the store, ctx.clock or ctx.random, which are
 * recorded. This keeps the other sources of time and randomness out of the mock API's code:
 * each file allowed to use one says why.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MOCK_API = join(ROOT, "mock-api");

/** Files that may read the wall clock or the CSPRNG directly, and why it cannot reach a kept record. */
const ALLOWED: Readonly<Record<string, string>> = {
  "mock-api/random.ts": "the seam itself: records what it draws",
  "mock-api/clock.ts": "systemClock, the injected clock (a request reads it once: router.ts fixes ctx.clock)",
  "mock-api/main.ts": "the control token at start, never stored",
  "mock-api/control-access.ts": "the control token at start, never stored",
  "mock-api/open-state.ts": "the name of the folder a diverged log is kept in",
  "mock-api/store/wal-format.ts": "segment file names",
  "mock-api/store/persist.ts": "times shown by health()",
  "mock-api/store/archive.ts": "the archive's member times when no clock is given",
};

const SOURCES = /\b(randomBytes|randomInt|randomUUID|randomFillSync|getRandomValues)\b|Math\.random\(|Date\.now\(|new Date\(\)|performance\.now\(/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "seed" ? [] : walk(p); // seeds use their own seeded random
    return name.endsWith(".ts") ? [p] : [];
  });
}

test("handlers get time and randomness only from ctx.clock and ctx.random (so a replay is the same)", () => {
  const offenders: string[] = [];
  for (const file of walk(MOCK_API)) {
    const rel = relative(ROOT, file).split("\\").join("/");
    if (rel in ALLOWED) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, ""); // comments may name them
        if (SOURCES.test(code)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  // performance.now() times the request journal's `ms` (router.ts): never stored in the state.
  const timing = offenders.filter((o) => !/^mock-api\/router\.ts:\d+: .*performance\.now\(\)/.test(o));
  assert.deepEqual(timing, [], "use ctx.clock / ctx.random (mock-api/random.ts), or add the file to ALLOWED with the reason");
});
