/**
 * Issue 12 item 5: the `sim` commands say no where they should. Every command that takes --control,
 * pointed at something that is not a sim's control API (the app's own port, any JSON server), exits
 * 1 with one line saying so; every command that takes a serial refuses one the sim does not
 * simulate with exit 1 and one line naming it, and `record`/`replay` send or write nothing then.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { connect } from "mqtt";
import { RECORD_FORMAT, RECORD_VERSION } from "../../sim/recording.ts";
import { heartbeatTopic } from "../../web/contract/device/topics.ts";
import { startSimApp, type SimApp } from "../e2e/helpers/sim-app.ts";
import { waitUntil } from "../helpers/wait.ts";
import { loginToken, runSim, type SimRun } from "./sim-cli.ts";

const SN = "SIM-0001";
const UNKNOWN = "SIM-9999";

function assertOneLineRefusal(r: SimRun, pattern: RegExp, what: string): void {
  assert.equal(r.code, 1, `${what}: exit code (stdout ${r.stdout}, stderr ${r.stderr})`);
  assert.equal(r.stdout, "", `${what}: nothing on stdout`);
  assert.equal(r.stderr.trim().split("\n").length, 1, `${what}: one line, got ${r.stderr}`);
  assert.match(r.stderr, pattern, what);
  assert.doesNotMatch(r.stderr, /Cannot read properties|TypeError|at .*\.ts:\d+/, `${what}: no crash`);
}

/** Runs each command line with at most `width` children at once (2 cores shared). */
async function runAll(lines: readonly (readonly string[])[], width = 3): Promise<SimRun[]> {
  const out: SimRun[] = new Array<SimRun>(lines.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < lines.length) {
        const i = next++;
        out[i] = await runSim(lines[i] ?? []);
      }
    }),
  );
  return out;
}

function recordingFile(dir: string, serials: string[], messages: { sn: string; hex: string }[]): string {
  const file = join(dir, `rec-${serials.join("-")}.ndjson`);
  const header = { type: "header", format: RECORD_FORMAT, version: RECORD_VERSION, recordedAt: "2026-01-01T00:00:00.000Z", vt: 0, speed: 1, serials };
  const lines = messages.map((m, i) => JSON.stringify({ t: i, vt: i, sn: m.sn, kind: "heartbeat", hex: m.hex }));
  writeFileSync(file, `${[JSON.stringify(header), ...lines].join("\n")}\n`);
  return file;
}

let sim: SimApp | undefined;
let dir = "";
before(async () => {
  dir = mkdtempSync(join(tmpdir(), "sim-refusals-"));
  sim = await startSimApp({ printers: 2, speed: 5 }); // a heartbeat every 200 ms of real time
});
after(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The sim started in before(); a test cannot run without it. */
function running(): SimApp {
  if (sim === undefined) throw new Error("sim start failed in before()");
  return sim;
}

test("every --control command pointed at a URL that is no sim: exit 1, one line saying so", async (t) => {
  const sim = running();
  // Any JSON server: 200 and an empty object for everything.
  const jsonServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => jsonServer.listen(0, "127.0.0.1", resolve));
  t.after(async () => {
    await new Promise<void>((resolve) => jsonServer.close(() => resolve()));
  });
  const json = `http://127.0.0.1:${(jsonServer.address() as AddressInfo).port}`;

  // Valid inputs made against the real sim, so only the URL is wrong below.
  const snapshot = join(dir, "snap.json");
  await sim.sim(["snapshot", "save", snapshot]);
  const recording = recordingFile(dir, [SN], [{ sn: SN, hex: "ab" }]);
  const commands: string[][] = [
    ["status"],
    ["coin", SN, "1"],
    ["fault", SN, "offline"],
    ["clear", SN],
    ["set", SN, "material=true"],
    ["pay", "TH0000000000"],
    ["printer", "add", SN],
    ["printer", "remove", SN],
    ["fault", "api", "list"],
    ["fault", "api", "add", "/api/**", "--drop"],
    ["fault", "api", "clear"],
    ["snapshot", "save", join(dir, "never.json")],
    ["snapshot", "load", snapshot],
    ["record", join(dir, "never.ndjson"), "--duration", "1"],
    ["replay", recording],
    ["scenario", "run", "sim/scenarios/material-out.json"],
  ];
  const lines = [...commands.map((c) => [...c, "--control", sim.app]), ["status", "--control", json], ["coin", SN, "1", "--control", json]];
  const runs = await runAll(lines);
  runs.forEach((r, i) => {
    const base = (lines[i] ?? []).at(-1) ?? "";
    assertOneLineRefusal(r, new RegExp(`${base.replace(/[.:/]/g, "\\$&")} is not a sim control API`), `sim ${(lines[i] ?? []).join(" ")}`);
  });
  assert.ok(!existsSync(join(dir, "never.json")) && !existsSync(join(dir, "never.ndjson")), "no file written");
  // The real sim still answers, untouched.
  assert.match(await sim.sim(["status", "--json"]), /"printers"/);
});

test("every command naming a serial the sim does not simulate: exit 1, one line naming it", async (t) => {
  const sim = running();
  const recorded = join(dir, "unknown.ndjson");
  const lines = [
    ["coin", UNKNOWN, "1"],
    ["fault", UNKNOWN, "offline"],
    ["clear", UNKNOWN],
    ["set", UNKNOWN, "material=true"],
    ["printer", "remove", UNKNOWN],
    ["printer", "add", UNKNOWN],
    ["record", recorded, "--sn", `${SN},${UNKNOWN}`, "--duration", "1"],
  ].map((c) => [...c, "--control", sim.control]);
  const runs = await runAll(lines);
  runs.forEach((r, i) => assertOneLineRefusal(r, new RegExp(UNKNOWN), `sim ${(lines[i] ?? []).join(" ")}`));
  assert.match(runs.at(-1)?.stderr ?? "", /--sn: unknown printer SIM-9999; the sim at .* simulates SIM-0001, SIM-0002/);
  assert.ok(!existsSync(recorded), "sim record wrote no file");

  // Replay: the probe's recording (a 1-byte "heartbeat" of an unknown serial) after a frame of a
  // known printer; a browser watching that printer must see nothing of it.
  const token = await loginToken(sim.app, "13800000001");
  const client = connect(sim.ws, { username: SN, password: token, clientId: `${SN}-refusal-${process.pid}`, clean: true, reconnectPeriod: 0, connectTimeout: 5000 });
  t.after(() => client.endAsync(true).catch(() => {}));
  await new Promise<void>((resolve, reject) => {
    client.once("connect", () => resolve());
    client.once("error", reject);
  });
  const seen: string[] = [];
  client.on("message", (_topic, payload) => void seen.push(payload.toString("hex")));
  await client.subscribeAsync(heartbeatTopic(SN));
  await waitUntil("live heartbeats", () => seen.length >= 1);

  const file = recordingFile(dir, [SN, UNKNOWN], [{ sn: SN, hex: "ab" }, { sn: UNKNOWN, hex: "00" }]);
  const r = await runSim(["replay", file, "--control", sim.control]);
  assertOneLineRefusal(r, /rec-SIM-0001-SIM-9999\.ndjson: unknown printer SIM-9999;/, "sim replay");
  // Live beats keep coming (the printer was not silenced for a replay), and the recorded one never does.
  const after = seen.length;
  await waitUntil("three more live heartbeats", () => seen.length >= after + 3);
  assert.ok(!seen.includes("ab"), "nothing of the refused recording was published");
});
