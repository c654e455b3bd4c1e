/**
 * The loopback control API (sim/control.ts) and the fleet's transport faults, in-process: set, add and
 * remove, pay (a Native QR payment completed), disconnect coming back by itself, jitter's gaps, and the
 * virtual clock.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { GoodsRecord } from "../../mock-api/store/types.ts";
import { heartbeatTopic } from "../../web/contract/device/topics.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { PURCHASE_ORDER_STATUS } from "../../web/contract/http/manage-order.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { createSimClock } from "../../sim/clock.ts";
import { DISCONNECT_MS } from "../../sim/fleet.ts";
import { JITTER_GAP_MS } from "../../sim/fleet-heartbeat.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim } from "./fleet-harness.ts";

const SN = "SIM-0001";

test("the sim clock runs real time × speed from its start", () => {
  let real = 1000;
  const clock = createSimClock({ speed: 10, start: 5_000_000, realNow: () => real });
  assert.equal(clock.speed, 10);
  assert.equal(clock.now(), 5_000_000);
  real += 250;
  assert.equal(clock.now(), 5_002_500);
  assert.throws(() => createSimClock({ speed: 0 }), RangeError);
});

test("POST /printers/:sn/set changes the sensors; invalid values are refused and change nothing", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  assert.equal((await h.ctl("POST", `/printers/${SN}/set`, { targetTemp: 60 })).status, 200);
  await waitUntil("the nozzle heating", () => (h.fleet.status()[0]?.nozzle ?? 0) > 25, 5000);
  assert.equal(h.fleet.status()[0]?.nozzleTarget, 60);
  const bad = await h.ctl("POST", `/printers/${SN}/set`, { targetTemp: 500 });
  assert.equal(bad.status, 422);
  assert.match(JSON.stringify(bad.json), /targetTemp/);
  assert.equal((await h.ctl("POST", `/printers/${SN}/set`, { colour: "red" })).status, 422);
  assert.equal(h.fleet.status()[0]?.nozzleTarget, 60);
});

test("POST /printers adds a printer of the store, DELETE takes it out", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  assert.equal((await h.ctl("POST", "/printers", { sn: "SIM-0002" })).status, 200);
  assert.deepEqual(h.fleet.serials(), [SN, "SIM-0002"]);
  assert.equal((await h.ctl("POST", "/printers", { sn: "SIM-0002" })).status, 409);
  assert.equal((await h.ctl("POST", "/printers", { sn: "NOPE-1" })).status, 404);
  assert.equal((await h.ctl("DELETE", "/printers/SIM-0002")).status, 200);
  assert.deepEqual(h.fleet.serials(), [SN]);
});

const WORK: GoodsRecord = {
  id: 9102, goods_type_id: 8, name: "测试图案 9102", image_url: "/mock/art/rose-9102.svg",
  image_list: [{ id: 91020, image_url: "/mock/art/rose-9102.svg", sell_count: 0 }],
  price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
  create_time: 1_767_000_000, deleted: false,
};

test("POST /pay completes a Native QR payment: the order is paid and the printer starts", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  h.store.goods[String(WORK.id)] = WORK;
  const token = h.token();
  const made = (await h.api$("POST", "/api/order/make", token, { target_id: WORK.id, target_type: "goods", print_param: { sn: SN, type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: 61 });
  const paid = await h.ctl("POST", "/pay", { order_sn: made.sn });
  assert.equal(paid.status, 200, JSON.stringify(paid.json));
  await waitUntil("the printer heating", () => h.fleet.status()[0]?.state === "heating", 5000);
  assert.equal(h.fleet.status()[0]?.order_sn, made.sn);
  const order = Object.values(h.store.printOrders).find((o) => o.order_sn === made.sn);
  assert.equal(order?.status, PRINT_ORDER_STATUS.PRINTING);
  assert.equal((await h.ctl("POST", "/pay", { order_sn: "nope" })).status, 409);
});

test("disconnect: heartbeats stop for DISCONNECT_MS of virtual time, then come back by themselves", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 }); // 3 s virtual = 150 ms real
  const client = await h.browser(SN);
  const arrivals: number[] = [];
  client.on("message", () => void arrivals.push(h.clock.now()));
  await client.subscribeAsync(heartbeatTopic(SN));
  await waitUntil("heartbeats", () => arrivals.length >= 2, 5000);
  h.fleet.fault(SN, "disconnect");
  const cut = h.clock.now();
  await waitUntil("heartbeats after the disconnect", () => arrivals.some((a) => a > cut + DISCONNECT_MS), 5000);
  const gaps = arrivals.slice(1).map((a, i) => a - (arrivals[i] ?? a));
  assert.ok(Math.max(...gaps) >= DISCONNECT_MS - 500, `a gap of about ${DISCONNECT_MS} ms: ${gaps.join(",")}`);
});

test("jitter: heartbeat gaps of 3-7 s of virtual time, around the 5 s offline rule", async (t) => {
  // 10×: a fleet tick late by 200 ms of real time on a loaded machine is 2 s of virtual time (20× made it 4).
  const h = await startSim(t, { speed: 10, printers: 1 });
  const [lo, hi] = JITTER_GAP_MS;
  h.fleet.fault(SN, "jitter"); // the next beat is due at once, the ones after it jittered
  // Send times, not a subscriber's arrival times: at 10× each real ms of delivery delay is 10 virtual ms.
  const sent: number[] = [];
  t.after(h.fleet.tap((topic, _payload, ts) => void (topic === heartbeatTopic(SN) && sent.push(ts))));
  await waitUntil("six jittered heartbeats", () => sent.length >= 6, 15_000);
  const gaps = sent.slice(1).map((a, i) => a - (sent[i] ?? a));
  // A beat is never early; it can be late by as much as a fleet tick runs late (2 s: 200 ms real on a stalled CI machine).
  for (const gap of gaps) assert.ok(gap >= lo - 50 && gap <= hi + 2000, `gap ${gap} ms`);
  assert.ok(gaps.some((gap) => gap > lo + 500), `not all at the low end: ${gaps.join(",")}`);
});

test("POST /pay completes a shop's purchase too; the printers it brings, once received, join the fleet with POST /printers", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const owner = issueToken(h.store, SEED_USERS.printerManager.id, h.clock.now()).token;
  const admin = issueToken(h.store, SEED_USERS.superAdmin.id, h.clock.now()).token;
  const model = Object.values(h.store.merchant.deviceModels)[0]!;
  const made = (await h.api$("POST", "/api/manage-order/device-make", owner, { shop_id: 1, model_id: model.id, num: 1 })) as { id: number; sn: string };
  await h.api$("POST", "/api/manage-order/pay", owner, { id: made.id, pay_type: 61 });
  const paid = await h.ctl("POST", "/pay", { order_sn: made.sn });
  assert.equal(paid.status, 200, JSON.stringify(paid.json));
  assert.deepEqual(paid.json, { order_sn: made.sn, kind: "purchase", already: false, status: PURCHASE_ORDER_STATUS.PENDING_CONFIRM });
  await h.api$("POST", "/api/manage-order/apply-confirm", admin, { id: made.id, pass: true });
  await h.api$("POST", "/api/manage-order/shipping", admin, { id: made.id, company: "顺丰速运", tracking_no: "SF1234567890", sns: ["TH-SIM-0100"] });
  assert.equal((await h.ctl("POST", "/printers", { sn: "TH-SIM-0100" })).status, 404, "not a printer of the store before it is received");
  await h.api$("POST", "/api/manage-order/shipping-confirm", owner, { id: made.id });
  assert.equal((await h.ctl("POST", "/printers", { sn: "TH-SIM-0100" })).status, 200);
  await waitUntil("the new printer's heartbeats", () => h.fleet.status().some((p) => p.sn === "TH-SIM-0100" && p.heartbeatAgeMs !== null), 5000);
});
