/**
 * kill -9 during snapshots: a child saves numbered states in a tight loop and is SIGKILLed at a random
 * moment, 15 times over. The file must always parse, pass loadStore's checks, equal exactly the
 * state of its sequence number, and never go back to an older one. The random moment counts from
 * the child's second save, so each kill lands inside the save loop even when a busy machine makes
 * a save (two fsyncs) slower than the whole random window.
 *
 * The child (fixtures/persist-child.ts, the real store/persist.ts inside) is bundled once with
 * esbuild and run by plain node: under `--import tsx` each start costs ~0.6 s, 15 starts ~10-20 s
 * on a busy machine; bundled, ~0.1 s each.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { stateFor, type NumberedStore } from "./fixtures/persist-states.ts";
import { loadStateFile } from "./state-files.ts";

const CHILD = fileURLToPath(new URL("./fixtures/persist-child.ts", import.meta.url));
const ITERATIONS = 15; // each ~0.2 s: a few seconds in all
const dir = mkdtempSync(join(tmpdir(), "mock-api-kill9-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const BUNDLE = join(dir, "persist-child.mjs");

/** Starts the child; resolves with it and the seq of its first save once its second is on disk too. */
function startChild(file: string): Promise<{ child: ReturnType<typeof spawn>; firstSeq: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE, file], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the child did not get ready in 10 s: ${err}`));
    }, 10_000);
    child.stdout.setEncoding("utf8").on("data", (s: string) => {
      out += s;
      const saves = [...out.matchAll(/saved (\d+)\n/g)];
      if (saves.length >= 2) {
        clearTimeout(timer);
        resolve({ child, firstSeq: Number(saves[0]?.[1]) });
      }
    });
    child.stderr.setEncoding("utf8").on("data", (s: string) => (err += s));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (signal !== "SIGKILL") reject(new Error(`the child exited early (${code ?? signal}): ${err}`));
    });
  });
}

test("kill -9 at random moments during saves always leaves one whole saved state", async () => {
  await build({ entryPoints: [CHILD], outfile: BUNDLE, bundle: true, platform: "node", format: "esm", target: "node20", logLevel: "error" });
  const file = join(dir, "state.json");
  let lastSeq = -1;
  for (let i = 0; i < ITERATIONS; i += 1) {
    const { child, firstSeq } = await startChild(file);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await sleep(5 + Math.floor(Math.random() * 76)); // 5–80 ms after the second save
    child.kill("SIGKILL");
    await exited;

    const text = readFileSync(file, "utf8");
    const state = JSON.parse(text) as NumberedStore & { walSeq?: number }; // a torn file would throw here
    assert.equal(typeof state.walSeq, "number", "a snapshot names the last log entry it contains");
    delete state.walSeq;
    assert.ok(state.seq > firstSeq, `iteration ${i}: seq ${state.seq} is at least the child's second save (${firstSeq} + 1)`);
    assert.ok(state.seq > lastSeq, `iteration ${i}: seq ${state.seq} never goes back (last ${lastSeq})`);
    assert.deepEqual(state, stateFor(state.seq), `iteration ${i}: the file is exactly saved state ${state.seq}`);
    assert.deepEqual(await loadStateFile(file), state, "and it passes loadStore's checks");
    lastSeq = state.seq;
  }
  const temps = readdirSync(dir).filter((n) => n.startsWith("state.json.tmp-"));
  assert.ok(temps.length <= 1, `at most the last child's temp file is left (each start removes dead ones): ${temps.join(", ")}`);
});
