/**
 * `sim record` / `sim replay` against `sim start` in a child process: a few seconds of one printer's
 * traffic (heartbeat frames, a coin's command message) go to an NDJSON file, and replayed into the
 * running sim's broker a real MQTT subscriber sees exactly those messages, in order, with the live
 * printer silent meanwhile.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { connect } from "mqtt";
import { callControl } from "../../sim/control-client.ts";
import { parseRecording } from "../../sim/recording.ts";
import { decodeHeartbeat, fromHex } from "../../web/contract/device/heartbeat.ts";
import { commandTopic, heartbeatTopic } from "../../web/contract/device/topics.ts";
import { startSimApp } from "../e2e/helpers/sim-app.ts";
import { waitUntil } from "../helpers/wait.ts";
import { loginToken, runSim } from "./sim-cli.ts";

const SN = "SIM-0001";

test("record a printer's traffic, replay it, and a subscriber sees the same messages in order", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "sim-record-"));
  const sim = await startSimApp({ printers: 2, speed: 5 }); // a heartbeat every 200 ms of real time
  t.after(async () => {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const file = join(dir, "traffic.ndjson");

  const recording = runSim(["record", file, "--duration", "3", "--sn", SN, "--control", sim.control, "--json"]);
  await waitUntil("the recording started (its header written)", () => existsSync(file) && readFileSync(file, "utf8").includes("\n"), 30_000);
  await callControl(sim.control, "POST", `/printers/${SN}/coin`, { n: 2 }); // a command message in the middle
  const rec = await recording;
  assert.equal(rec.code, 0, rec.stderr);
  const summary = JSON.parse(rec.stdout) as { messages: number; bySerial: Record<string, number> };

  const { header, messages } = parseRecording(readFileSync(file, "utf8"));
  assert.deepEqual(header.serials, [SN]);
  assert.equal(header.speed, 5);
  assert.equal(messages.length, summary.messages);
  assert.ok(messages.every((m) => m.sn === SN), "only the printer asked for");
  const beats = messages.filter((m) => m.kind === "heartbeat");
  assert.ok(beats.length >= 3, `heartbeats recorded: ${beats.length}`);
  assert.ok(beats.every((m) => decodeHeartbeat(fromHex(m.hex ?? "") ?? new Uint8Array()).ok), "the frames as sent");
  assert.ok(messages.some((m) => m.kind === "command" && m.text?.includes('"coins"')), "the coin's command message");

  // A browser-side subscriber on the printer's topics.
  const token = await loginToken(sim.app, "13800000001");
  const client = connect(sim.ws, { username: SN, password: token, clientId: `${SN}-replay-test-${process.pid}`, clean: true, reconnectPeriod: 0, connectTimeout: 5000 });
  t.after(() => client.endAsync(true).catch(() => {}));
  await new Promise<void>((resolve, reject) => {
    client.once("connect", () => resolve());
    client.once("error", reject);
  });
  const seen: string[] = [];
  client.on("message", (topic, payload) => void seen.push(topic === heartbeatTopic(SN) ? `heartbeat ${payload.toString("hex")}` : `command ${payload.toString("utf8")}`));
  await client.subscribeAsync([heartbeatTopic(SN), commandTopic(SN)]);
  await waitUntil("live heartbeats", () => seen.length >= 2);

  const rep = await runSim(["replay", file, "--speed", "4", "--control", sim.control, "--json"]);
  assert.equal(rep.code, 0, rep.stderr);
  assert.equal((JSON.parse(rep.stdout) as { messages: number }).messages, messages.length);

  const expected = messages.map((m) => `${m.kind} ${m.hex ?? m.text ?? ""}`);
  const start = seen.indexOf(expected[0] ?? "");
  assert.ok(start >= 0, "the first recorded frame arrived");
  await waitUntil("every replayed message", () => seen.length >= start + expected.length);
  assert.deepEqual(seen.slice(start, start + expected.length), expected, "the recording, in order, with nothing of the live printer between");
  await waitUntil("the live printer back after the replay", () => seen.length > start + expected.length + 1);
});

test("sim replay: a bad recording is one line naming the line, and nothing is sent", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "sim-replay-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "bad.ndjson");
  writeFileSync(file, `${JSON.stringify({ type: "header", format: "tanghua-sim-record", version: 1, recordedAt: "x", vt: 0, speed: 1, serials: [SN] })}\n{"t":1,"vt":0,"sn":"SIM-0001","kind":"smoke","hex":"00"}\n`);
  const r = await runSim(["replay", file, "--control", "http://127.0.0.1:9"]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /bad\.ndjson: line 2: kind: /);
  assert.equal(r.stderr.trim().split("\n").length, 1);
});
