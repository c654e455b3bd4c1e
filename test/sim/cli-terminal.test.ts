/**
 * `sim` in a pipe (issue 13 items 2 and 3), as a user runs it (node sim/bin.mjs in a child process):
 * `sim start` outside a terminal keeps stdout machine-readable (the ready line and NDJSON events,
 * the URLs plainly on stderr, no escape code anywhere), and every command whose reader goes away
 * (`sim status | head -1`) ends quietly with exit code 0, `sim start` after stopping cleanly.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { ROOT } from "./sim-cli.ts";
import { startSim } from "./fleet-harness.ts";

// From test/web/contract/device/heartbeat.test.ts.
const GOLDEN = "0107020853494d2d3030303100000000000000000546050401c201c10064005f0001e240000002f200015180f05c";
const ESC = "\x1b";

function tempDir(t: TestContext, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sim …` whose stdout reader is gone before it writes a byte (`| head` having exited). */
function withStdoutClosed(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["sim/bin.mjs", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`sim ${args.join(" ")} still running with its stdout closed: ${stderr}`));
    }, 60_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: "", stderr });
    });
  });
}

test("sim start in a pipe: the ready line and NDJSON on stdout, the URLs plainly on stderr, no escape codes", async (t) => {
  const runtime = tempDir(t, "sim-pipe-");
  const env = { ...process.env, SIM_RUNTIME_DIR: runtime, NO_COLOR: "" };
  const child = spawn(process.execPath, ["sim/bin.mjs", "start", "--printers", "2", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--speed", "10"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env });
  let stdout = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const waitFor = async (what: string, check: () => boolean) => {
    for (let i = 0; !check(); i++) {
      if (child.exitCode !== null) throw new Error(`sim start exited before ${what}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await waitFor("ready", () => stdout.includes("\n"));
  const ready = JSON.parse(stdout.split("\n")[0] ?? "") as { type: string; app: string; printers: { sn: string; url: string }[] };
  assert.equal(ready.type, "ready");
  await waitFor("the URLs on stderr", () => stderr.includes("sim: printer   SIM-0002"));
  assert.ok(stderr.includes(`sim: app       ${ready.app}\n`), stderr);
  assert.ok(stderr.includes(`sim: printer   SIM-0001  ${ready.app}/sugar?sn=SIM-0001\n`), stderr);

  // An event: coins inserted (the command finds this sim by its runtime file).
  const coin = spawn(process.execPath, ["sim/bin.mjs", "coin", "SIM-0001", "2"], { cwd: ROOT, stdio: "ignore", env });
  assert.equal(await new Promise((resolve) => coin.on("close", resolve)), 0);
  await waitFor("the command event", () => /"type":"command"/.test(stdout));
  child.kill("SIGTERM");
  assert.equal(await exited, 0, stderr);

  for (const line of stdout.trim().split("\n")) assert.doesNotThrow(() => JSON.parse(line), `not JSON on stdout: ${line}`);
  assert.ok(!stdout.includes(ESC) && !stderr.includes(ESC), "no escape code");
  assert.doesNotMatch(stdout + stderr, /[▀▄█]/, "no QR code in a pipe");
  assert.match(stderr, /sim: stopped/);
});

test("every command whose stdout reader went away (| head) exits 0 without a stack trace", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 });
  const runs: [string, string[]][] = [
    ["status", ["status", "--control", h.control]],
    ["status --json", ["status", "--json", "--control", h.control]],
    ["decode", ["decode", GOLDEN]],
    ["--help", ["--help"]],
    ["watch (until stopped)", ["watch", "SIM-0001", "--control", h.control]],
    ["order", ["order", "NOPE", "--control", h.control]],
  ];
  for (const [name, args] of runs) {
    const r = await withStdoutClosed(args);
    const expected = name === "order" ? 1 : 0; // an unknown order is still an error, said on stderr
    assert.equal(r.code, expected, `${name}: ${r.stderr}`);
    assert.doesNotMatch(r.stderr, /EPIPE|node:events|at .*\(/, `${name}: ${r.stderr}`);
  }
});

test("sim start whose stdout reader went away stops cleanly and saves --data", async (t) => {
  const dir = tempDir(t, "sim-epipe-");
  const data = join(dir, "state.json");
  const r = await withStdoutClosed(["start", "--printers", "1", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--data", data], { SIM_RUNTIME_DIR: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stderr, /EPIPE|node:events/, r.stderr);
  assert.ok(existsSync(data), "the state saved");
  assert.match(r.stderr, /stdout closed, closing/);
});
