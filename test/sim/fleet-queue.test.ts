/**
 * Issue 13 item 5, end to end (the mock API, the fleet and the broker in one process): the queue a
 * customer sees (tanghua/info, tanghua/print-queue, which the waiting page reads) is the one the
 * printer works through. A fresh sim's printers hold none of the seed's in-flight orders, so none
 * counts; each waiting job's place in print-queue is the place the printer reports; an order
 * refunded while its job waits is cancelled on the printer (CancelJobMessage) and never prints, also
 * when the printer was off as the refund happened.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import type { GoodsRecord, PrintOrderRecord, Store } from "../../mock-api/store/types.ts";
import type { FleetEvent } from "../../sim/fleet.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";

const SN = "SIM-0002"; // no order of its own in the seed
const WORK_ID = 9201;

function addWork(store: Store): void {
  const work: GoodsRecord = {
    id: WORK_ID, goods_type_id: 8, name: "排队小兔", image_url: "/mock/art/rose-1.svg",
    image_list: [{ id: WORK_ID * 10, image_url: "/mock/art/rose-1.svg", sell_count: 0 }],
    price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
    create_time: 1_767_000_000, deleted: false,
  };
  store.goods[String(WORK_ID)] = work;
}

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
const infosOf = (events: FleetEvent[], orderSn: string) =>
  events.flatMap((e) => (e.type === "command" && e.msg.order_sn === orderSn && e.msg.print_status_info !== undefined ? [e.msg.print_status_info] : []));

/** The customer's refund, then the platform's audit and payment (what QA does in the admin). */
async function refund(h: SimHarness, customer: string, orderSn: string): Promise<void> {
  const admin = issueToken(h.store, SEED_USERS.superAdmin.id, h.clock.now()).token;
  await h.api$("POST", "/api/tanghua/apply-refund", customer, { order_id: orderOf(h.store, orderSn).id, reason: "不想等了" });
  const id = orderOf(h.store, orderSn).refundId;
  assert.ok(id !== null);
  await h.api$("POST", "/api/manage-order/audit", admin, { id, pass: true });
  await h.api$("POST", "/api/manage-order/confirm-refund", admin, { id });
  assert.equal(orderOf(h.store, orderSn).status, S.REFUNDED);
}

/** Where print-queue puts our order: the jobs before it, as the waiting page counts them (use-print-queue.ts). */
async function aheadInApi(h: SimHarness, token: string, orderSn: string): Promise<number> {
  const q = (await h.api$("GET", `/api/tanghua/print-queue?sn=${SN}`, token)) as { list: { order_sn?: string | null }[] };
  return q.list.findIndex((j) => j.order_sn === orderSn);
}

/** The place the printer last reported for a waiting job ("排队中，前面还有 N 个"). */
function aheadOnPrinter(store: Store, orderSn: string): number {
  const m = /前面还有 (\d+) 个/.exec(orderOf(store, orderSn).print_status_message ?? "");
  assert.ok(m, `${orderSn} reported waiting: ${orderOf(store, orderSn).print_status_message ?? "nothing"}`);
  return Number(m[1]);
}

test("a fresh sim: the seed's paid and printing orders were never handed to a printer, so no queue counts them", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 3 });
  await waitUntil("SIM-0001 seen", () => h.store.printers["SIM-0001"]?.last_seen !== undefined);
  const seeded = Object.values(h.store.printOrders).filter((o) => o.sn === "SIM-0001" && (o.status === S.PAID || o.status === S.PRINTING));
  assert.equal(seeded.length, 2, "the seed keeps a paid and a printing order on SIM-0001 (the order lists show every status)");
  const token = h.token();
  const info = (await h.api$("GET", "/api/tanghua/info?sn=SIM-0001", token)) as { online?: number; printing?: number; queue_count?: number };
  // Before issue 13: printing 1, queue_count 2 ("前面有 2 单") while the printer stood idle.
  assert.deepEqual([info.online, info.printing, info.queue_count], [1, 0, 0]);
  const row = h.fleet.status().find((r) => r.sn === "SIM-0001");
  assert.deepEqual([row?.state, row?.order_sn, row?.queued], ["idle", null, 0], "what the printer does");
  const queue = (await h.api$("GET", "/api/tanghua/print-queue?sn=SIM-0001", token)) as { list: unknown[] };
  assert.deepEqual(queue.list, []);
  assert.deepEqual(seeded.map((o) => orderOf(h.store, o.order_sn).status), seeded.map((o) => o.status), "the seed's orders stay as they are");
});

test("print-queue places are the printer's; a refund while queued cancels the job on the printer and it never prints", async (t) => {
  const h = await startSim(t, { speed: 10, printers: 3 });
  addWork(h.store);
  await waitUntil(`${SN} seen`, () => h.store.printers[SN]?.last_seen !== undefined);
  const token = h.token();
  const a = await payOrder(h, token);
  const b = await payOrder(h, token);
  const c = await payOrder(h, token);
  await waitUntil("B and C queued on the printer", () => orderOf(h.store, b).print_status_info === "queued" && orderOf(h.store, c).print_status_info === "queued");
  assert.deepEqual(h.fleet.status().find((r) => r.sn === SN)?.queued, 2);
  for (const o of [b, c]) assert.equal(await aheadInApi(h, token, o), aheadOnPrinter(h.store, o), `${o}: the API's place is the printer's`);
  assert.deepEqual([aheadOnPrinter(h.store, b), aheadOnPrinter(h.store, c)], [1, 2]);

  await refund(h, token, b);
  await waitUntil("the printer dropped B", () => infosOf(h.events, b).includes("cancelled"));
  assert.ok(h.events.some((e) => e.type === "job" && e.order_sn === b && e.reason === "cancelled (queued)"));
  assert.equal(orderOf(h.store, b).status, S.REFUNDED, "a cancel report never moves a refunded order");
  await waitUntil("C told its new place", () => aheadOnPrinter(h.store, c) === 1);
  assert.equal(await aheadInApi(h, token, c), 1);
  const info = (await h.api$("GET", `/api/tanghua/info?sn=${SN}`, token)) as { queue_count?: number };
  assert.equal(info.queue_count, 2, "A printing and C waiting");

  await waitUntil("A then C printed", () => orderOf(h.store, c).status === S.COMPLETED, 60_000);
  assert.equal(orderOf(h.store, a).status, S.COMPLETED);
  assert.deepEqual(infosOf(h.events, b), ["queued", "cancelled"], "B never heated nor printed");
});

test("a refund while the printer is off: the cancel is lost with it, and sent again when the printer is back", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 3 });
  addWork(h.store);
  await waitUntil(`${SN} seen`, () => h.store.printers[SN]?.last_seen !== undefined);
  const token = h.token();
  const first = await payOrder(h, token);
  const queued = await payOrder(h, token);
  await waitUntil("the second job waits on the printer", () => orderOf(h.store, queued).print_status_info === "queued");
  h.fleet.fault(SN, "offline"); // the printer keeps its queue through a power cut
  await refund(h, token, queued);
  assert.ok(h.events.some((e) => e.type === "job" && e.order_sn === queued && e.reason === "cancel lost (offline)"));
  const seen = h.store.printers[SN]?.last_seen ?? 0;
  await waitUntil("away for more than 5 s", () => h.clock.now() - seen > 5_500);
  h.fleet.clear(SN); // back: the reboot failed the first job, the queue would start the refunded one
  await waitUntil("the cancel went again and the printer dropped it", () => infosOf(h.events, queued).includes("cancelled"));
  await h.fleet.step();
  assert.equal(orderOf(h.store, first).status, S.PRINT_FAILED, "the power cut failed the running job");
  assert.ok(!infosOf(h.events, queued).includes("printing") && !infosOf(h.events, queued).includes("done"), `never printed: ${infosOf(h.events, queued).join(", ")}`);
  assert.equal(h.fleet.status().find((r) => r.sn === SN)?.order_sn ?? null, null);
});
