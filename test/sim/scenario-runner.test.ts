/**
 * The scenario runner in-process (sim/scenario/): a bad file is refused naming the step and field; a
 * failed expectation or an unexpectedly failing action stops the run at that step with what was seen;
 * run against a running sim (--control) it puts back what it changed (API faults, order expiry).
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, connect, type Socket } from "node:net";
import { join } from "node:path";
import { test } from "node:test";
import { loadScenario } from "../../sim/commands/scenario.ts";
import { callControl } from "../../sim/control-client.ts";
import { bootSim } from "../../sim/scenario/boot.ts";
import { nextLook, runScenario } from "../../sim/scenario/runner.ts";
import { parseScenario, ScenarioError, type Scenario } from "../../sim/scenario/schema.ts";

const scenario = (steps: unknown[], extra: Record<string, unknown> = {}): Scenario => parseScenario({ name: "t", printers: 2, ...extra, steps });

test("parseScenario: a bad file is one line naming the step and the field", () => {
  const cases: [string, unknown, RegExp][] = [
    ["no name", { steps: [{ do: "wait", seconds: 1 }] }, /^name: /],
    ["no steps", { name: "x", steps: [] }, /^steps: at least one step/],
    ["neither do nor expect", { name: "x", steps: [{ sn: "SIM-0001" }] }, /^steps\[0\]: give exactly one of "do".*or "expect"/],
    ["unknown action", { name: "x", steps: [{ do: "explode" }] }, /^steps\[0\]: do "explode" is not one of wait, coin, set, fault/],
    ["unknown fault kind", { name: "x", steps: [{ do: "wait", seconds: 1 }, { do: "fault", sn: "SIM-0001", kind: "fire" }] }, /^steps\[1\] \(do "fault"\): kind: must be one of offline, mute/],
    ["bad serial", { name: "x", steps: [{ do: "clear", sn: "SIM/1" }] }, /^steps\[0\] \(do "clear"\): sn: must be a printer serial/],
    ["misspelt field", { name: "x", steps: [{ do: "coin", sn: "SIM-0001", n: 2, count: 3 }] }, /^steps\[0\] \(do "coin"\): .*count/],
    ["unknown state", { name: "x", steps: [{ expect: "printer", sn: "SIM-0001", state: "melting" }] }, /^steps\[0\] \(expect "printer"\): state: must be one of idle, heating/],
    ["order before it is made", { name: "x", steps: [{ expect: "order", order: "o1", status: "paid" }] }, /^steps\[0\] \(expect "order"\): order: no earlier order step is named "o1"/],
    ["two API fault actions", { name: "x", steps: [{ do: "fault-api", path: "/api/**", status: 500, hang: true }] }, /give exactly one of status, apiError, delayMs, hang, drop/],
    ["API fault status outside §8", { name: "x", steps: [{ do: "fault-api", path: "/api/**", status: 418 }] }, /^steps\[0\] \(do "fault-api"\): status: must be one of 400, 401/],
    ["heartbeat without a condition", { name: "x", steps: [{ expect: "heartbeat", sn: "SIM-0001", field: "uptime" }] }, /give equals, gte or lte/],
    ["offline without within", { name: "x", steps: [{ expect: "offline", sn: "SIM-0001" }] }, /^steps\[0\] \(expect "offline"\): within: /],
    ["unknown top-level field", { name: "x", steps: [{ do: "wait", seconds: 1 }], speeed: 3 }, /speeed/],
  ];
  for (const [name, raw, why] of cases) {
    assert.throws(() => parseScenario(raw), (err: unknown) => err instanceof ScenarioError && why.test(err.message) && !err.message.includes("\n"), name);
  }
  assert.equal(parseScenario({ name: "ok", steps: [{ do: "order", as: "o1", sn: "SIM-0001" }, { do: "pay", order: "o1" }, { do: "pay", order: "T20260115100000123456" }] }).steps.length, 3);
});

test("loadScenario: unreadable and non-JSON files name the file", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "scenario-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "bad.json");
  writeFileSync(file, "{ not json");
  await assert.rejects(loadScenario(file), new RegExp(`^Error: ${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: not JSON`));
  await assert.rejects(loadScenario(join(dir, "missing.json")), /missing\.json: cannot read it \(ENOENT\)/);
  writeFileSync(file, JSON.stringify({ name: "x", steps: [{ do: "coin", sn: "SIM-0001", n: 0 }] }));
  await assert.rejects(loadScenario(file), /bad\.json: steps\[0\] \(do "coin"\): n: /);
});

test("runScenario (in-process sim): stops at the first failed expectation, naming it and what was seen", async () => {
  const result = await runScenario(
    scenario([
      { do: "coin", sn: "SIM-0001", n: 2 },
      { expect: "printer", sn: "SIM-0001", state: "idle" },
      { expect: "printer", sn: "SIM-0001", state: "printing", within: 2 },
      { do: "coin", sn: "SIM-0001", n: 2 },
    ]),
    { speed: 20 },
  );
  assert.equal(result.ok, false);
  assert.equal(result.steps.length, 3, "nothing after the failure runs");
  assert.equal(result.failure?.index, 2);
  assert.match(result.failure?.label ?? "", /^steps\[2\] expect printer SIM-0001 printing/);
  assert.match(result.failure?.detail ?? "", /after 2 s saw SIM-0001 idle/);
});

test("runScenario: an action failing unexpectedly, or succeeding when it should fail, stops the run", async () => {
  const missing = await runScenario(scenario([{ do: "fault", sn: "SIM-0009", kind: "offline" }]), { speed: 20 });
  assert.equal(missing.failure?.index, 0);
  assert.match(missing.failure?.detail ?? "", /no simulated printer SIM-0009/);

  const wrongFailure = await runScenario(scenario([{ do: "pay", order: "T20260115100000123456", fails: { status: 401 } }]), { speed: 20 });
  assert.match(wrongFailure.failure?.detail ?? "", /expected to fail with HTTP 401, but: POST \/pay: 409 no order T20260115100000123456/);

  const noFailure = await runScenario(scenario([{ do: "coin", sn: "SIM-0001", n: 1 }, { do: "order", as: "o1", sn: "SIM-0001", user: "printerManager", fails: { status: 401 } }]), { speed: 20 });
  assert.equal(noFailure.failure?.index, 1);
  assert.match(noFailure.failure?.detail ?? "", /expected to fail with HTTP 401, but it succeeded \(order o1 = T\d+/);
});

test("runScenario: offline and heartbeat expectations read a real MQTT subscriber", async () => {
  const pass = await runScenario(
    scenario([
      { expect: "online", sn: "SIM-0002", within: 10 },
      { do: "set", sn: "SIM-0002", values: { bamboo: false } },
      { expect: "heartbeat", sn: "SIM-0002", field: "bambooPresent", equals: false, within: 10 },
      { do: "fault", sn: "SIM-0002", kind: "mute" },
      { expect: "offline", sn: "SIM-0002", within: 6 },
    ]),
    { speed: 10 },
  );
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  assert.match(pass.steps[4]?.detail ?? "", /SIM-0002 offline [\d.]+ s after this step/);

  const fail = await runScenario(scenario([{ expect: "offline", sn: "SIM-0001", within: 2 }]), { speed: 10 });
  assert.match(fail.failure?.detail ?? "", /heartbeats from SIM-0001 kept coming/);
});

test("runScenario --control: runs against a running sim and puts back its API faults and order expiry", async (t) => {
  const sim = await bootSim({ speed: 20, printers: 2, seed: 1 });
  t.after(() => sim.close());
  const before = (await callControl(sim.control, "GET", "/info")) as { settings: { orderExpiryMs: number } };
  const s = scenario(
    [
      { do: "fault-api", path: "/api/order/payment", method: "POST", status: 503, id: "pay503" },
      { do: "order", as: "o1", sn: "SIM-0001", payType: 61, fails: { status: 503 } },
      { expect: "order", order: "o1", status: "unpaid" },
    ],
    { settings: { orderExpirySeconds: 30 } },
  );
  const result = await runScenario(s, { control: sim.control });
  assert.equal(result.ok, true, JSON.stringify(result.failure));
  const after = (await callControl(sim.control, "GET", "/info")) as { settings: { orderExpiryMs: number } };
  assert.equal(after.settings.orderExpiryMs, before.settings.orderExpiryMs);
  assert.deepEqual(((await callControl(sim.control, "GET", "/api-faults")) as { rules: unknown[] }).rules, []);
  await assert.rejects(runScenario(s, { control: sim.control, speed: 5 }), /--speed applies to the sim the runner boots itself/);
});

test("nextLook: after a stall, what arrived on a socket during it is read before the look", async (t) => {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const peer = new Promise<Socket>((r) => server.once("connection", r));
  const client = connect((server.address() as { port: number }).port, "127.0.0.1");
  const sender = await peer;
  t.after(async () => {
    client.destroy();
    sender.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  });
  let got = 0;
  client.on("data", (d: Buffer) => void (got += d.length));
  await new Promise<void>((r) => client.once("connect", () => r()));

  const stall = (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end); // the loaded machine: nothing else runs
  };
  // A plain timer after a stall: the timer runs before the socket is read.
  const plain = new Promise<number>((r) => setTimeout(() => r(got), 5));
  sender.write("a");
  stall(100);
  assert.equal(await plain, 0, "a bare timer looks before the socket is read (why nextLook exists)");
  await new Promise((r) => setTimeout(r, 50));
  const before = got;
  const look = nextLook(5).then(() => got);
  sender.write("b");
  stall(100);
  assert.equal(await look, before + 1, "nextLook sees the byte that arrived during the stall");
});
