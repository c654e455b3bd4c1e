/**
 * `sim start` with the transport flags, as a user runs it (node sim/bin.mjs in a child process):
 * --connect with a tiny --fan-in cap reports the dropped heartbeats in `sim status --json`, as an
 * NDJSON line, and in a final line after SIGTERM; a bad --broker URL is one line and exit 1.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { test, type TestContext } from "node:test";
import { fileURLToPath } from "node:url";
import { waitUntil } from "../helpers/wait.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = "sim/bin.mjs";

function startSim(t: TestContext, args: string[]) {
  const child = spawn(process.execPath, [BIN, "start", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  });
  const lines = () => stdout.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { child, exited, lines, stderr: () => stderr };
}

test("--connect with a fan-in cap: dropped heartbeats in sim status --json, NDJSON, and the final line", async (t) => {
  const s = startSim(t, ["--printers", "30", "--extra-printers", "30", "--connect", "--fan-in", "5", "--speed", "4", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--json"]);
  await waitUntil("ready", () => s.lines().some((l) => l.type === "ready"), 30_000);
  const ready = s.lines().find((l) => l.type === "ready") ?? {};
  assert.deepEqual(ready.transport, { mode: "connect", broker: "built-in" });

  // 30 printers × 4 heartbeats/s against 5 msg/s: most are dropped, and the printers stay connected.
  await waitUntil("an NDJSON transport line", () => s.lines().some((l) => l.type === "transport"), 30_000);
  const res = await fetch(`${String(ready.control)}/status`);
  const status = (await res.json()) as { printers: unknown[]; transport: { fanIn: { limitPerSec: number; dropped: number }; printersConnected: number; mode: string } };
  assert.equal(status.printers.length, 30);
  assert.equal(status.transport.mode, "connect");
  assert.equal(status.transport.fanIn.limitPerSec, 5);
  assert.ok(status.transport.fanIn.dropped > 0);
  const report = (await (await fetch(`${String(ready.control)}/transport`)).json()) as { process: { rssBytes: number; cpuUserUs: number } };
  assert.ok(report.process.rssBytes > 0 && report.process.cpuUserUs > 0);

  s.child.kill("SIGTERM");
  assert.equal(await s.exited, 0, s.stderr());
  const final = s.lines().find((l) => l.type === "transport" && l.final === true) as { fanIn: { dropped: number }; sent: { heartbeat: number }; delivered: { heartbeat: number } } | undefined;
  assert.ok(final !== undefined, "a final transport line");
  assert.ok(final.fanIn.dropped >= status.transport.fanIn.dropped);
  assert.ok(final.delivered.heartbeat < final.sent.heartbeat);
});

test("sim start --broker with a bad URL: one line on stderr, exit 1", async (t) => {
  const s = startSim(t, ["--broker", "http://example.com", "--port", "0"]);
  assert.equal(await s.exited, 1);
  assert.match(s.stderr(), /an MQTT broker URL, mqtt:\/\/host:port/);
});
