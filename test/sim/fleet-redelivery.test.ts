/**
 * The durable print-job hand-off end to end (issue 11): the mock API, the fleet and the broker in
 * one process. A job paid while its printer is powered off is lost on the way, kept by the backend,
 * and sent again when the printer is back (its first heartbeat after more than 5 s): it prints once.
 * A second paid order on a busy printer waits its turn; a re-send of a job the printer already holds
 * is ignored. Also with `--connect` (printers as MQTT clients, the bridge recording).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { printJobFor } from "../../mock-api/printing/jobs.ts";
import type { GoodsRecord, PrintOrderRecord, Store } from "../../mock-api/store/types.ts";
import type { FleetEvent } from "../../sim/fleet.ts";
import { waitUntil } from "../helpers/wait.ts";
import { putOrder } from "../mock-api/printing-helpers.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";
import { startTransportSim } from "./transport-harness.ts";

const SN = "SIM-0002"; // no paid order of its own in the seed: only the test's print on it
const WORK_ID = 9101;

/** A cheap work on every printer (¥0.40, small job), so the seeded customer's balance pays it. */
function addWork(store: Store): void {
  const work: GoodsRecord = {
    id: WORK_ID, goods_type_id: 8, name: "测试小兔", image_url: "/mock/art/rose-1.svg",
    image_list: [{ id: WORK_ID * 10, image_url: "/mock/art/rose-1.svg", sell_count: 0 }],
    price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
    create_time: 1_767_000_000, deleted: false,
  };
  store.goods[String(WORK_ID)] = work;
}

/** Makes and pays (balance, pay type 30) an order through the real API; its order_sn. */
async function payOrder(h: SimHarness, token: string): Promise<string> {
  const made = (await h.api$("POST", "/api/order/make", token, { target_id: WORK_ID, target_type: "goods", print_param: { sn: SN, type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: 30 });
  return made.sn;
}

const orderOf = (store: Store, sn: string): PrintOrderRecord => {
  const o = Object.values(store.printOrders).find((x) => x.order_sn === sn);
  assert.ok(o, `order ${sn}`);
  return o;
};
const jobEvents = (events: FleetEvent[], orderSn: string) => events.filter((e): e is Extract<FleetEvent, { type: "job" }> => e.type === "job" && e.order_sn === orderSn);
const doneCount = (events: FleetEvent[], orderSn: string) => events.filter((e) => e.type === "command" && e.msg.order_sn === orderSn && e.msg.print_status_info === "done").length;

/** Waits until the API's store has not heard from `sn` for more than the §4 5 s (virtual). */
async function awayLongEnough(store: Store, h: { clock: { now(): number } }, sn: string): Promise<void> {
  const seen = store.printers[sn]?.last_seen;
  assert.ok(seen !== undefined, `${sn} was seen before it went away`);
  await waitUntil(`more than 5 s since ${sn}'s last heartbeat`, () => h.clock.now() - seen > PRINTER_OFFLINE_MS + 500);
}

test("paid while the printer is off: the job is lost on the way, sent again when it is back, and prints once", async (t) => {
  const h = await startSim(t, { speed: 50, printers: 3 });
  addWork(h.store);
  await waitUntil(`${SN} seen`, () => h.store.printers[SN]?.last_seen !== undefined);
  h.fleet.fault(SN, "offline");
  const order = await payOrder(h, h.token());
  assert.deepEqual(jobEvents(h.events, order).map((e) => e.reason), ["offline"], "the first delivery is lost");
  assert.equal(orderOf(h.store, order).status, S.PAID, "the backend keeps it paid, not printing");
  assert.ok(orderOf(h.store, order).job_sent_at !== undefined, "…and knows it owes the printer this job");

  await awayLongEnough(h.store, h, SN);
  assert.equal(orderOf(h.store, order).status, S.PAID);
  h.fleet.clear(SN);
  await waitUntil("the re-sent job started", () => jobEvents(h.events, order).some((e) => e.started));
  assert.match(h.logs.join("\n"), new RegExp(`${SN} is back: 1 paid job\\(s\\) sent again`));
  await waitUntil("the order printed", () => orderOf(h.store, order).status === S.COMPLETED, 30_000);
  assert.equal(doneCount(h.events, order), 1);

  // Away and back again: a completed order is not sent again.
  h.fleet.fault(SN, "mute");
  await awayLongEnough(h.store, h, SN);
  const before = jobEvents(h.events, order).length;
  h.fleet.clear(SN);
  await waitUntil(`${SN} heard again`, () => h.clock.now() - (h.store.printers[SN]?.last_seen ?? 0) < 2000);
  await h.fleet.step();
  assert.equal(jobEvents(h.events, order).length, before, "nothing re-sent for a completed order");
});

test("a second paid order on a busy printer waits its turn, a re-send while it waits is ignored, and both print once", async (t) => {
  const h = await startSim(t, { speed: 50, printers: 3 });
  addWork(h.store);
  await waitUntil(`${SN} seen`, () => h.store.printers[SN]?.last_seen !== undefined);
  const token = h.token();
  const a = await payOrder(h, token);
  const b = await payOrder(h, token);
  await waitUntil("B queued behind A", () => orderOf(h.store, b).print_status_info === "queued");
  assert.equal(orderOf(h.store, b).print_status_message, "排队中，前面还有 1 个");
  assert.equal(orderOf(h.store, b).status, S.PAID, "waiting, not failed");
  assert.deepEqual(jobEvents(h.events, b).map((e) => e.queued), [1]);
  assert.equal(h.fleet.status().find((r) => r.sn === SN)?.queued, 1, "sim status shows it waiting on the printer");
  const info = (await h.api$("GET", `/api/tanghua/info?sn=${SN}`, token)) as { online?: number; printing?: number; queue_count?: number };
  assert.equal(info.online, 1);
  assert.equal(info.queue_count, 2);

  // Silent for more than 5 s while B waits: back, the backend re-sends B, the printer ignores it.
  h.fleet.fault(SN, "mute");
  await awayLongEnough(h.store, h, SN);
  h.fleet.clear(SN);
  await waitUntil("B re-sent and ignored", () => jobEvents(h.events, b).some((e) => e.reason === "duplicate"));

  await waitUntil("A printed", () => orderOf(h.store, a).status === S.COMPLETED, 30_000);
  await waitUntil("then B printed", () => orderOf(h.store, b).status === S.COMPLETED, 30_000);
  assert.equal(doneCount(h.events, a), 1);
  assert.equal(doneCount(h.events, b), 1);
});

test("--connect: a job published while the printer is off (clean session) is sent again once it is back", async (t) => {
  const s = await startTransportSim(t, { connect: true, speed: 50 });
  await waitUntil("3 printers connected", () => s.transport.stats().printersConnected === 3);
  await waitUntil(`${SN} seen through the bridge`, () => s.store.printers[SN]?.last_seen !== undefined);
  s.fleet.fault(SN, "offline");
  const order = putOrder(s.store, { userId: 1, sn: SN, status: S.PAID, job_sent_at: s.clock.now() });
  s.fleet.devices.sendJob(printJobFor(s.store, order, s.clock.now()));
  await awayLongEnough(s.store, s, SN);
  assert.equal(jobEvents(s.events, order.order_sn).filter((e) => e.started).length, 0, "nothing reached the printer");

  s.fleet.clear(SN);
  await waitUntil("the re-sent job started on the printer", () => jobEvents(s.events, order.order_sn).some((e) => e.started), 20_000);
  await waitUntil("the bridge recorded it printing", () => order.status === S.PRINTING, 20_000);
});
