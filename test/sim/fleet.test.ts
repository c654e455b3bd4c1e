/**
 * The fleet in-process against the real mock API and broker (issue 4 "End to end", without the child
 * process): coins reach /api/tanghua/info, a paid order makes the printer heat, print and finish, and
 * `fault offline` silences the heartbeats a browser-side subscriber sees.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { GoodsRecord } from "../../mock-api/store/types.ts";
import { decodeHeartbeat } from "../../web/contract/device/heartbeat.ts";
import { heartbeatTopic } from "../../web/contract/device/topics.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim } from "./fleet-harness.ts";

const SN = "SIM-0001";

test("the fleet simulates the first N bound printers and heartbeats mark them online", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 3 });
  assert.deepEqual(h.fleet.serials(), ["SIM-0001", "SIM-0002", "SIM-0003"]);
  await waitUntil("heartbeats recorded", () => h.fleet.serials().every((sn) => (h.store.printers[sn]?.last_seen ?? 0) > 0));
  const status = (await h.ctl("GET", "/status")).json as { printers: { sn: string; state: string; heartbeatAgeMs: number | null }[] };
  assert.equal(status.printers.length, 3);
  assert.ok(status.printers.every((p) => p.state === "idle" && p.heartbeatAgeMs !== null));
});

test("coins inserted at the machine show in /api/tanghua/info for a logged-in user", async (t) => {
  const h = await startSim(t, { speed: 20 });
  const token = h.token();
  const info = async () => ((await h.api$("GET", `/api/tanghua/info?sn=${SN}`, token)) as { coins: number }).coins;
  const before = await info();
  const answer = await h.ctl("POST", `/printers/${SN}/coin`, { n: 4 });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  assert.equal(await info(), before + 4);
  assert.ok(h.events.some((e) => e.type === "command" && e.msg.sn === SN && e.msg.coins !== undefined));
  const bad = await h.ctl("POST", `/printers/${SN}/coin`, { n: 0 });
  assert.equal(bad.status, 422);
  const unknown = await h.ctl("POST", "/printers/SIM-9999/coin", { n: 1 });
  assert.equal(unknown.status, 404);
});

const WORK: GoodsRecord = {
  id: 9101, goods_type_id: 8, name: "测试图案 9101", image_url: "/mock/art/rose-9101.svg",
  image_list: [{ id: 91010, image_url: "/mock/art/rose-9101.svg", sell_count: 0 }],
  price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
  create_time: 1_767_000_000, deleted: false,
};

test("an order paid with balance makes the printer heat, print and finish: COMPLETED in the API", async (t) => {
  // 100×: ≈ 100 s of heating and ≈ 30-100 s of printing (printer-types.ts) take about 2 s.
  const h = await startSim(t, { speed: 100, printers: 1 });
  h.store.goods[String(WORK.id)] = WORK;
  const token = h.token();
  const made = (await h.api$("POST", "/api/order/make", token, { target_id: WORK.id, target_type: "goods", print_param: { sn: SN, type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: 30 });
  const order = () => Object.values(h.store.printOrders).find((o) => o.order_sn === made.sn);
  await waitUntil("the order completed", () => order()?.status === PRINT_ORDER_STATUS.COMPLETED, 15_000);
  // State events report where a printer is after each fleet tick: "done" lasts 10 virtual s (100 ms
  // here), which a stalled CI process can step over, so the finish is read from the command messages.
  const moves = h.events.flatMap((e) => (e.type === "state" && e.sn === SN ? [e.to] : []));
  assert.deepEqual(moves.slice(0, 2), ["heating", "printing"]);
  const infos = h.events.flatMap((e) => (e.type === "command" && e.msg.order_sn === made.sn ? [e.msg.print_status_info] : []));
  assert.equal(infos[0], "queued");
  assert.equal(infos.at(-1), "done");
  const id = order()?.id;
  assert.ok(id !== undefined);
  const seen = (await h.api$("GET", `/api/tanghua/order-info?order_id=${id}`, token)) as { status: number };
  assert.equal(seen.status, PRINT_ORDER_STATUS.COMPLETED);
});

test("fault offline: a browser subscriber sees heartbeats stop; clear brings them back", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 }); // a heartbeat every 50 ms of real time
  const client = await h.browser(SN);
  let frames = 0;
  client.on("message", (_topic, payload) => {
    assert.ok(decodeHeartbeat(payload).ok);
    frames += 1;
  });
  await client.subscribeAsync(heartbeatTopic(SN));
  await waitUntil("heartbeats", () => frames >= 3, 5000);
  assert.equal((await h.ctl("POST", `/printers/${SN}/fault`, { kind: "offline" })).status, 200);
  await new Promise((r) => setTimeout(r, 500)); // one in flight may still land, even on a stalled CI machine
  const atCut = frames;
  await new Promise((r) => setTimeout(r, 400)); // 8 s of virtual time: past the 5 s offline rule
  assert.equal(frames, atCut, "no heartbeat while offline");
  assert.ok(h.clock.now() - (h.store.printers[SN]?.last_seen ?? 0) > 5000, "offline per §4 in the store");
  // A heartbeat after the cut proves the other printer carries on; a freshness window would fail whenever the
  // loaded CI machine delays one delivery by more than a few real milliseconds.
  const lateCheck = h.clock.now();
  await waitUntil("the other printer carries on", () => (h.store.printers["SIM-0002"]?.last_seen ?? 0) > lateCheck, 5000);
  assert.equal((await h.ctl("POST", `/printers/${SN}/clear`)).status, 200);
  await waitUntil("heartbeats again", () => frames >= atCut + 2, 5000);
});

test("unknown fault kinds are refused with the list", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const answer = await h.ctl("POST", `/printers/${SN}/fault`, { kind: "gremlins" });
  assert.equal(answer.status, 422);
  assert.match(JSON.stringify(answer.json), /offline, mute/);
});

test("malformed sends frames the decoder rejects; mute sends none", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const client = await h.browser(SN);
  const results: boolean[] = [];
  client.on("message", (_topic, payload) => void results.push(decodeHeartbeat(payload).ok));
  await client.subscribeAsync(heartbeatTopic(SN));
  h.fleet.fault(SN, "malformed");
  await new Promise((r) => setTimeout(r, 500)); // good frames in flight land first, even on a stalled CI machine
  results.length = 0;
  await waitUntil("bad frames", () => results.length >= 3, 5000);
  assert.ok(results.every((ok) => !ok));
  h.fleet.clear(SN);
  h.fleet.fault(SN, "mute");
  await new Promise((r) => setTimeout(r, 500));
  results.length = 0;
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(results.length, 0);
});

test("idle printers are advanced only when they beat, yet every heartbeat is current (uptime follows the clock)", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 });
  const client = await h.browser(SN);
  const seen: { uptime: number; at: number }[] = [];
  client.on("message", (_topic, payload) => {
    const r = decodeHeartbeat(payload);
    if (r.ok) seen.push({ uptime: r.value.uptime, at: h.clock.now() });
  });
  await client.subscribeAsync(heartbeatTopic(SN));
  await waitUntil("heartbeats over 10 s of virtual time", () => seen.length >= 10, 10_000);
  const first = seen[0];
  const last = seen.at(-1);
  assert.ok(first !== undefined && last !== undefined);
  // Seconds of uptime gained = seconds of virtual time passed, within a heartbeat period either way.
  const gained = last.uptime - first.uptime;
  const passed = (last.at - first.at) / 1000;
  // Uptime is whole seconds (up to 1 s of rounding) and `at` is when it arrived, not when it was sent:
  // 2.5 s allows 30 ms of real delivery delay at 20×; a frozen uptime would be off by about 9 s.
  assert.ok(Math.abs(gained - passed) <= 2.5, `uptime gained ${gained} s over ${passed} s`);
});
