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
import { serializeStore } from "../../mock-api/store/archive.ts";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";
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
  const v3 = h.fleet.snapshot();
  assert.equal(v3.version, 3);
  const v1 = JSON.parse(JSON.stringify({
    ...v3,
    version: 1,
    printers: v3.printers.map(({ model: { queue: _q, recent: _r, ...model }, ...entry }) => ({ ...entry, model: { ...model, version: 1 } })),
  })) as unknown;
  const parsed = parseSnapshot(v1);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.error);
  h.fleet.restore(parsed.snapshot);
  const after = h.fleet.snapshot();
  assert.equal(after.version, 3);
  assert.deepEqual(after.printers.map((p) => [p.model.sn, p.model.queue, p.model.job?.order_sn ?? null]), [["SIM-0001", [], JOB.order_sn], ["SIM-0002", [], null]]);
});

test("parseSnapshot: wrong format, version or field is one line naming it", () => {
  const good = { format: "tanghua-sim-snapshot", version: 1, clock: 0, speed: 1, heartbeatMs: 1000, seed: 1, rng: 0, printers: [] };
  const cases: [string, unknown, RegExp][] = [
    ["not an object", 42, /expected object/],
    ["another format", { ...good, format: "mock-state" }, /^format: expected "tanghua-sim-snapshot"/],
    ["a newer version", { ...good, version: 4 }, /^version: this sim reads versions 1, 2, 3, the file is 4/],
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
  assert.match(refused.stderr, /bad\.json: not a sim snapshot: version: this sim reads versions 1, 2, 3, the file is 9/);
  assert.equal(refused.stderr.trim().split("\n").length, 1);
  const status = (await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; faults: string[] }[] };
  assert.ok(status.printers.find((p) => p.sn === "SIM-0001")?.faults.includes("heater-fail"), "a refused load changes nothing");

  const loaded = JSON.parse(await sim.sim(["snapshot", "load", file, "--json"])) as { printers: number; snapshot: FleetSnapshot };
  assert.equal(loaded.printers, 2);
  assert.deepEqual(relative(loaded.snapshot), relative(onDisk));
  const after = (await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; faults: string[] }[] };
  assert.deepEqual(after.printers.map((p) => p.faults), [[], []]);
});

/** A cheap work every printer offers (¥0.40, a small job), so the seeded customer's balance pays it. */
const WORK_ID = 9301;
function addWork(h: SimHarness): void {
  h.store.goods[String(WORK_ID)] = {
    id: WORK_ID, goods_type_id: 8, name: "工单小兔", image_url: "/mock/art/rose-1.svg",
    image_list: [{ id: WORK_ID * 10, image_url: "/mock/art/rose-1.svg", sell_count: 0 }],
    price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
    create_time: 1_767_000_000, deleted: false,
  };
  // The state check wants every id below its counter (else the next new record would take it).
  h.store.nextId.goods = Math.max(h.store.nextId.goods ?? 0, WORK_ID + 1);
  h.store.nextId.goods_image = Math.max(h.store.nextId.goods_image ?? 0, WORK_ID * 10 + 1);
}

/** What a refused load must leave alone: the printers' state and the API's records (not last_seen, which every heartbeat writes). */
function seen(h: SimHarness): unknown {
  return {
    printers: h.fleet.status().map((r) => [r.sn, r.state, r.faults, r.coins, r.order_sn, r.queued]),
    users: h.store.users,
    orders: h.store.printOrders,
    coins: Object.values(h.store.printers).map((p) => [p.sn, p.coins]),
  };
}

async function paidOrder(h: SimHarness, token: string, sn: string): Promise<string> {
  const made = (await h.api$("POST", "/api/order/make", token, { target_id: WORK_ID, target_type: "goods", print_param: { sn, type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: 30 });
  return made.sn;
}

interface Loaded { printers: number; api: boolean; version: number; note: string; warnings: string[] }

test("issue 13: a ticket is one file: saved on one sim, loaded on another, the same orders, users, coins and printers", async (t) => {
  const a = await startSim(t, { speed: 10, printers: 3 });
  const b = await startSim(t, { speed: 10, printers: 3 });
  addWork(a);
  await waitUntil("SIM-0002 seen", () => a.store.printers["SIM-0002"]?.last_seen !== undefined);
  const token = a.token();
  const printing = await paidOrder(a, token, "SIM-0002");
  const waiting = await paidOrder(a, token, "SIM-0002");
  a.fleet.coin("SIM-0001", 5);
  a.fleet.fault("SIM-0003", "heater-fail");
  await waitUntil("the first order heating on SIM-0002", () => a.store.printOrders[String(Object.values(a.store.printOrders).find((o) => o.order_sn === printing)?.id)]?.status === S.PRINTING);

  const snap = (await a.ctl("GET", "/snapshot")).json as FleetSnapshot & { api: { users: Record<string, { total_money: string; coins: number }> } };
  assert.equal(snap.version, 3);
  assert.equal(snap.api.users["1"]?.total_money, a.store.users["1"]?.total_money, "the API state of the same moment");
  const put = await b.ctl("PUT", "/snapshot", JSON.parse(JSON.stringify(snap)));
  assert.equal(put.status, 200, JSON.stringify(put.json));
  const loaded = put.json as Loaded;
  assert.deepEqual([loaded.printers, loaded.api, loaded.warnings], [3, true, []]);
  assert.match(loaded.note, /printers and API state/);

  // The same state seen on b: the orders as the API shows them, the wallets, the printers.
  // Users and wallets, orders and their status, the machines' coins: what a ticket is about (not last_seen, which b's heartbeats write).
  const view = (st: typeof b.store) => ({
    users: st.users,
    orders: Object.values(st.printOrders).map((o) => [o.order_sn, o.status, o.pay_money]),
    coins: Object.values(st.printers).map((p) => [p.sn, p.coins]),
  });
  assert.deepEqual(view(b.store), view(JSON.parse(JSON.stringify(snap.api)) as typeof b.store), "b's API state is the ticket's");
  assert.ok(Math.abs(b.clock.now() - snap.clock) < 2_000, "b's virtual clock is set to the ticket's moment");
  for (const sn of [printing, waiting]) {
    const [x, y] = [(await a.ctl("GET", `/orders/${sn}`)).json, (await b.ctl("GET", `/orders/${sn}`)).json] as { status_name: string }[];
    assert.equal(y?.status_name, x?.status_name, sn);
  }
  const row = (h: SimHarness, sn: string) => h.fleet.status().find((r) => r.sn === sn);
  assert.equal(row(b, "SIM-0002")?.order_sn, printing);
  assert.equal(row(b, "SIM-0002")?.queued, 1);
  assert.equal(row(b, "SIM-0001")?.coins, row(a, "SIM-0001")?.coins);
  assert.deepEqual(row(b, "SIM-0003")?.faults, ["heater-fail"]);
  const bToken = b.token(); // b's own session: a ticket carries no usable token (they are stored as digests)
  const info = (await b.api$("GET", "/api/tanghua/info?sn=SIM-0002", bToken)) as { printing?: number; queue_count?: number; coins?: number };
  assert.deepEqual([info.printing, info.queue_count], [1, 2]);
  await waitUntil("both orders print on b", () => Object.values(b.store.printOrders).filter((o) => o.order_sn === printing || o.order_sn === waiting).every((o) => o.status === S.COMPLETED), 60_000);
});

test("issue 13: impossible values are refused naming the field and change nothing; another --seed warns; an older version loads the printers only, saying so", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 });
  h.fleet.fault("SIM-0001", "stall");
  const snap = (await h.ctl("GET", "/snapshot")).json as FleetSnapshot & { api: { users: Record<string, { coins: number }> } };
  const edit = (f: (s: typeof snap) => void) => {
    const copy = JSON.parse(JSON.stringify(snap)) as typeof snap;
    f(copy);
    return copy;
  };
  const model = (s: typeof snap) => s.printers[0]?.model as unknown as Record<string, unknown>;
  const before = JSON.stringify(seen(h));
  const storeBefore = serializeStore(h.store);
  const cases: [string, typeof snap, RegExp][] = [
    ["9,999 °C", edit((s) => void (model(s).nozzleC = 9999)), /printers\[0\]\.model\.nozzleC: must be ≤ 300 °C/],
    ["negative machine coins", edit((s) => void (model(s).coins = -1)), /printers\[0\]\.model\.coins: must be ≥ 0/],
    ["an unknown fault", edit((s) => void (model(s).faults = ["melted"])), /printers\[0\]\.model\.faults\[0\]: must be "heater-fail" or "thermal-runaway" or "stall"/],
    ["an unknown transport fault", edit((s) => void ((s.printers[0] as { transport: string[] }).transport = ["lightning"])), /printers\[0\]\.transport\[0\]: must be/],
    ["printing without a job", edit((s) => void (model(s).state = "printing")), /printers\[0\]\.model\.job: a printer printing has a job/],
    ["a target over the heater's limit", edit((s) => void (model(s).targetC = 500)), /printers\[0\]\.model\.targetC: must be ≤ 180 °C/],
    ["a user's negative coins", edit((s) => void ((s.api.users["1"] as { coins: number }).coins = -5)), /api\.users\.1\.coins: -5 is not a whole number >= 0/],
    ["a printer its API state lacks", edit((s) => void delete (s.api as unknown as { printers: Record<string, unknown> }).printers["SIM-0002"]), /^not a sim snapshot: api\.|not in its own API state/],
  ];
  for (const [name, body, why] of cases) {
    const r = await h.ctl("PUT", "/snapshot", body);
    assert.equal(r.status, 422, name);
    assert.match((r.json as { error: string }).error, why, name);
  }
  assert.equal(JSON.stringify(seen(h)), before, "no refusal changed a printer or the API state");

  const other = await h.ctl("PUT", "/snapshot", edit((s) => void (s.seed = 7)));
  assert.equal(other.status, 200);
  assert.deepEqual((other.json as Loaded).warnings, ["the snapshot comes from a sim started with --seed 7, this one runs --seed 1: its printers' noise and what a reset brings back differ"]);

  const { api: _api, ...printersOnly } = snap;
  const v2 = await h.ctl("PUT", "/snapshot", { ...printersOnly, version: 2 });
  assert.equal(v2.status, 200, JSON.stringify(v2.json));
  assert.equal((v2.json as Loaded).api, false);
  assert.match((v2.json as Loaded).note, /^printers only: a version 2 snapshot has no API state, so the API's orders, users and coins are unchanged/);
  assert.equal(h.store.users["1"]?.total_money, (JSON.parse(storeBefore) as typeof h.store).users["1"]?.total_money);
});
