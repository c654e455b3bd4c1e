/**
 * `sim snapshot save|load` (sim/fleet-snapshot.ts): a fleet's whole state survives save → change →
 * load exactly (times rebased onto the running clock), a bad snapshot is refused naming the field and
 * changes nothing, in-process and through the CLI against `sim start` in a child process.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { callControl } from "../../sim/control-client.ts";
import { FleetError } from "../../sim/fleet.ts";
import { parseSnapshot, type FleetSnapshot } from "../../sim/fleet-snapshot.ts";
import { startSimApp } from "../e2e/helpers/sim-app.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim } from "./fleet-harness.ts";
import { runSim } from "./sim-cli.ts";

/**
 * Every time as an offset from the printer's own clock (model.timeMs): what a load keeps. (The virtual
 * clock moves between two reads even within one turn, so offsets from the snapshot's clock drift.)
 */
function relative(s: FleetSnapshot): unknown {
  return s.printers.map((p) => {
    const t = p.model.timeMs;
    return {
      ...p,
      model: { ...p.model, timeMs: 0, bootMs: p.model.bootMs - t },
      lastBeatAgoMs: p.lastBeatAgoMs === null ? null : s.clock - p.lastBeatAgoMs - t,
      nextBeatInMs: s.clock + p.nextBeatInMs - t,
      disconnectLeftMs: p.transport.includes("disconnect") ? s.clock + p.disconnectLeftMs - t : 0,
    };
  });
}

const JOB = { order_sn: "T20260115100000000001", sn: "SIM-0001", goods_id: null, goods_type_id: null, name: "snapshot test", image_url: "", bytes: 90_000, created_at: 0 };
const QUEUED = { ...JOB, order_sn: "T20260115100000000002", name: "snapshot test, queued" };

test("fleet.snapshot → change → restore gives back the same state, and the printers carry on", async (t) => {
  const h = await startSim(t, { speed: 50, printers: 3 });
  h.fleet.devices.sendJob(JOB);
  h.fleet.devices.sendJob(QUEUED); // waits behind JOB on the printer (issue 11): the queue is in the snapshot
  h.fleet.coin("SIM-0002", 7);
  h.fleet.set("SIM-0002", { printSpeed: 150, material: false });
  h.fleet.fault("SIM-0003", "jitter");
  h.fleet.fault("SIM-0003", "heater-fail");
  await waitUntil("SIM-0001 heating for a while", () => (h.fleet.status().find((r) => r.sn === "SIM-0001")?.nozzle ?? 0) > 60);
  const saved = h.fleet.snapshot();
  assert.deepEqual(parseSnapshot(JSON.parse(JSON.stringify(saved))), { ok: true, snapshot: saved }, "plain JSON that parses back");

  h.fleet.clear("SIM-0003");
  h.fleet.coin("SIM-0002", 5);
  h.fleet.fault("SIM-0001", "offline");
  h.fleet.remove("SIM-0002");
  await new Promise((r) => setTimeout(r, 100));

  h.fleet.restore(saved);
  const again = h.fleet.snapshot(); // the same turn: no tick in between
  assert.deepEqual(relative(again), relative(saved));
  assert.deepEqual(h.fleet.serials(), ["SIM-0001", "SIM-0002", "SIM-0003"]);
  assert.equal(h.store.printers["SIM-0002"]?.coins, saved.printers[1]?.model.coins, "the API's coins follow the machine's");
  const row = (sn: string) => h.fleet.status().find((r) => r.sn === sn);
  assert.equal(row("SIM-0001")?.state, "heating");
  assert.equal(row("SIM-0001")?.order_sn, JOB.order_sn);
  assert.deepEqual(again.printers[0]?.model.queue.map((j) => j.order_sn), [QUEUED.order_sn], "the queued job came back with it");
  assert.deepEqual(row("SIM-0003")?.faults.sort(), ["heater-fail", "jitter"]);
  await waitUntil("the restored job prints", () => row("SIM-0001")?.state === "printing", 15_000);
});

test("fleet.restore refuses printers the store does not have, and changes nothing", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 });
  const saved = h.fleet.snapshot();
  const first = saved.printers[0];
  assert.ok(first !== undefined);
  const alien: FleetSnapshot = { ...saved, printers: [...saved.printers, { ...first, model: { ...first.model, sn: "SIM-9999" } }] };
  h.fleet.fault("SIM-0001", "stall");
  const before = h.fleet.snapshot();
  assert.throws(() => h.fleet.restore(alien), (err: unknown) => err instanceof FleetError && err.status === 422 && /SIM-9999 are not in this sim's store/.test(err.message));
  assert.deepEqual(relative(h.fleet.snapshot()), relative(before));
});

test("a version 1 snapshot (before the printers' queues) still loads, with nothing queued", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 });
  h.fleet.devices.sendJob(JOB);
  h.fleet.devices.sendJob(QUEUED);
  const v2 = h.fleet.snapshot();
  assert.equal(v2.version, 2);
  const v1 = JSON.parse(JSON.stringify({
    ...v2,
    version: 1,
    printers: v2.printers.map(({ model: { queue: _q, recent: _r, ...model }, ...entry }) => ({ ...entry, model: { ...model, version: 1 } })),
  })) as unknown;
  const parsed = parseSnapshot(v1);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.error);
  h.fleet.restore(parsed.snapshot);
  const after = h.fleet.snapshot();
  assert.equal(after.version, 2);
  assert.deepEqual(after.printers.map((p) => [p.model.sn, p.model.queue, p.model.job?.order_sn ?? null]), [["SIM-0001", [], JOB.order_sn], ["SIM-0002", [], null]]);
});

test("parseSnapshot: wrong format, version or field is one line naming it", () => {
  const good = { format: "tanghua-sim-snapshot", version: 1, clock: 0, speed: 1, heartbeatMs: 1000, seed: 1, rng: 0, printers: [] };
  const cases: [string, unknown, RegExp][] = [
    ["not an object", 42, /expected object/],
    ["another format", { ...good, format: "mock-state" }, /^format: expected "tanghua-sim-snapshot"/],
    ["a newer version", { ...good, version: 3 }, /^version: this sim reads versions 1 and 2, the file is 3/],
    ["a bad printer", { ...good, printers: [{ model: { sn: "SIM-0001" } }] }, /^printers\[0\]\.(model|transport)/],
    ["an unknown field", { ...good, colour: "red" }, /unknown field "colour"/],
  ];
  for (const [name, raw, why] of cases) {
    const r = parseSnapshot(raw);
    assert.equal(r.ok, false, name);
    if (!r.ok) assert.match(r.error, why, name);
  }
});

test("sim snapshot save / load through the CLI against a running sim", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "sim-snapshot-"));
  const sim = await startSimApp({ printers: 2, speed: 10 });
  t.after(async () => {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const file = join(dir, "ticket.json");
  // The changes through the control API itself (each CLI start costs seconds on a busy machine).
  const ctl = (path: string, body: unknown) => callControl(sim.control, "POST", path, body);
  await ctl("/printers/SIM-0001/coin", { n: 3 });
  await ctl("/printers/SIM-0002/set", { printSpeed: 120 });
  const saved = JSON.parse(await sim.sim(["snapshot", "save", file, "--json"])) as { printers: number };
  assert.equal(saved.printers, 2);
  const onDisk = JSON.parse(readFileSync(file, "utf8")) as FleetSnapshot;
  assert.equal(onDisk.format, "tanghua-sim-snapshot");

  await ctl("/printers/SIM-0001/fault", { kind: "heater-fail" });
  await ctl("/printers/SIM-0002/set", { material: false });

  const bad = join(dir, "bad.json");
  writeFileSync(bad, JSON.stringify({ ...onDisk, version: 9 }));
  const refused = await runSim(["snapshot", "load", bad, "--control", sim.control]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /bad\.json: not a sim snapshot: version: this sim reads versions 1 and 2, the file is 9/);
  assert.equal(refused.stderr.trim().split("\n").length, 1);
  const status = (await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; faults: string[] }[] };
  assert.ok(status.printers.find((p) => p.sn === "SIM-0001")?.faults.includes("heater-fail"), "a refused load changes nothing");

  const loaded = JSON.parse(await sim.sim(["snapshot", "load", file, "--json"])) as { printers: number; snapshot: FleetSnapshot };
  assert.equal(loaded.printers, 2);
  assert.deepEqual(relative(loaded.snapshot), relative(onDisk));
  const after = (await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; faults: string[] }[] };
  assert.deepEqual(after.printers.map((p) => p.faults), [[], []]);
});
