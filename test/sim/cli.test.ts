/**
 * The `sim` executable as a user runs it (node sim/bin.mjs in a child process): decode, start with
 * --port 0 printing its real URLs, commands against the running sim's control API, a clear error when
 * a port is taken, and a clean stop on SIGTERM. Every child is killed in t.after.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { test, type TestContext } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = "sim/bin.mjs";
// From test/web/contract/device/heartbeat.test.ts: SIM-0001 printing, 128.4 °C of 135.
const GOLDEN = "0107020853494d2d3030303100000000000000000546050401c201c10064005f0001e240000002f200015180f05c";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function sim(args: string[], timeoutMs = 30_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`sim ${args.join(" ")}: no exit in ${timeoutMs} ms`));
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

test("sim decode: golden hex → the fields, exit 0", async () => {
  const r = await sim(["decode", GOLDEN]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^sn\s+SIM-0001$/m);
  assert.match(r.stdout, /^currentTemp\s+128\.4$/m);
  assert.match(r.stdout, /^bytesRead\s+123456$/m);
  const json = await sim(["decode", "--json", GOLDEN]);
  assert.equal(json.code, 0);
  assert.equal((JSON.parse(json.stdout) as { value: { uptime: number } }).value.uptime, 86400);
});

test("sim decode: bad input → one line on stderr with the typed error, exit 1", async () => {
  const cases: [string, string, RegExp][] = [
    ["not hex", "zz", /not hex/],
    ["wrong length", "0107", /wrong length: 2 bytes, expected 46/],
    ["bad checksum", `${GOLDEN.slice(0, -4)}0000`, /bad checksum/],
    ["wrong version", `02${GOLDEN.slice(2)}`, /unknown version 2/],
  ];
  for (const [name, hex, why] of cases) {
    const r = await sim(["decode", hex]);
    assert.equal(r.code, 1, name);
    assert.match(r.stderr, why, name);
    assert.equal(r.stderr.trim().split("\n").length, 1, name);
  }
});

function startSim(t: TestContext, args: string[]): { child: ChildProcess; ready: Promise<Record<string, unknown>>; exited: Promise<number | null>; output: () => string } {
  const child = spawn(process.execPath, [BIN, "start", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  });
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => {
      stdout += d.toString();
      const first = stdout.split("\n")[0] ?? "";
      if (stdout.includes("\n")) {
        try {
          resolve(JSON.parse(first) as Record<string, unknown>);
        } catch (err) {
          reject(new Error(`not JSON: ${first}`, { cause: err }));
        }
      }
    });
    child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
    void exited.then((code) => reject(new Error(`sim start exited (${code}) before ready: ${stderr}`)));
  });
  return { child, ready, exited, output: () => stdout + stderr };
}

test("sim start --port 0 prints its real URLs, answers commands, and stops cleanly on SIGTERM", async (t) => {
  const s = startSim(t, ["--printers", "3", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--speed", "20", "--json"]);
  const ready = await s.ready;
  const app = String(ready.app);
  assert.match(app, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.doesNotMatch(app, /:0$/);
  assert.match(String(ready.mqtt), /^mqtt:\/\/127\.0\.0\.1:[1-9]\d*$/);
  const printers = ready.printers as { sn: string; url: string }[];
  assert.deepEqual(printers.map((p) => p.sn), ["SIM-0001", "SIM-0002", "SIM-0003"]);
  assert.equal(printers[0]?.url, `${app}/sugar?sn=SIM-0001`);
  assert.equal((await fetch(`${app}/sugar?sn=SIM-0001`)).status, 200);

  const control = String(ready.control);
  const coin = await sim(["coin", "SIM-0002", "2", "--control", control, "--json"]);
  assert.equal(coin.code, 0, coin.stderr);
  assert.ok((JSON.parse(coin.stdout) as { coins: number }).coins >= 2);
  const status = await sim(["status", "--control", control, "--json"]);
  assert.equal(status.code, 0, status.stderr);
  assert.equal((JSON.parse(status.stdout) as { printers: unknown[] }).printers.length, 3);
  const set = await sim(["set", "SIM-0003", "material=false", "printSpeed=150", "--control", control]);
  assert.equal(set.code, 0, set.stderr);
  const badSet = await sim(["set", "SIM-0003", "colour=red", "--control", control]);
  assert.equal(badSet.code, 1);
  assert.match(badSet.stderr, /unknown key "colour"/);
  const refused = await sim(["fault", "SIM-0009", "offline", "--control", control]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /no simulated printer SIM-0009/);

  s.child.kill("SIGTERM");
  assert.equal(await s.exited, 0, s.output());
  assert.match(s.output(), /"type":"command".*"coins"/); // NDJSON events when not a TTY
});

test("sim start: a taken port → one clear line and exit 1", async (t) => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  t.after(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
  const port = (blocker.address() as AddressInfo).port;
  const r = await sim(["start", "--port", String(port), "--mqtt-port", "0", "--control-port", "0"]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
});

test("sim without a running sim: a one-line error, exit 1", async () => {
  const r = await sim(["status", "--control", "http://127.0.0.1:9"]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /no sim answering at http:\/\/127\.0\.0\.1:9/);
});

test("sim start --data FILE: coins inserted are in the file after SIGTERM", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "sim-data-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "state.json");
  const s = startSim(t, ["--printers", "1", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--data", file, "--json"]);
  const ready = await s.ready;
  const coin = await sim(["coin", "SIM-0001", "7", "--control", String(ready.control), "--json"]);
  assert.equal(coin.code, 0, coin.stderr);
  const coins = (JSON.parse(coin.stdout) as { coins: number }).coins;
  s.child.kill("SIGTERM");
  assert.equal(await s.exited, 0, s.output());
  const saved = JSON.parse(readFileSync(file, "utf8")) as { printers: Record<string, { coins: number }> };
  assert.equal(saved.printers["SIM-0001"]?.coins, coins);
});

test("sim start --data: sim status shows the state on disk; a save failing at SIGTERM says so and exits 1", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "sim-data-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "state.json");
  const s = startSim(t, ["--printers", "1", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--data", file, "--json"]);
  const ready = await s.ready;
  const status = await sim(["status", "--control", String(ready.control)]);
  assert.equal(status.code, 0, status.stderr);
  assert.match(status.stdout, new RegExp(`^state: ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, snapshot \\d+ s ago, \\d+ write\\(s\\) in the log since, \\d+ waiting for disk$`, "m"));
  const json = JSON.parse((await sim(["status", "--control", String(ready.control), "--json"])).stdout) as { persist: { ok: boolean } };
  assert.equal(json.persist.ok, true);
  // Something takes the file's place: the last snapshot cannot be renamed over it.
  rmSync(file);
  mkdirSync(file);
  writeFileSync(join(file, "in-the-way"), "");
  s.child.kill("SIGTERM");
  assert.equal(await s.exited, 1, s.output());
  assert.match(s.output(), /sim: stopped, but the state was NOT saved: the state could not be saved to /);
  assert.doesNotMatch(s.output(), /state saved to/);
});
