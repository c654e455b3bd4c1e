/**
 * A printer's queue (tanghua/print-queue) and sending a paid order's job (device/send-order):
 * only the buyer or the printer's manager, only paid orders, moves only within a shop.
 * Orders are put into the store here as the commerce domain makes them.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import type { PrintJobMessage } from "../../mock-api/devices.ts";
import { JOB_BYTES, printJobFor } from "../../mock-api/printing/jobs.ts";
import { seedState } from "../../mock-api/seed/index.ts";
import { WORLD } from "../../mock-api/seed/world.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, putOrder, refused, snapshot, tokenOf, work } from "./printing-helpers.ts";

const S = PRINT_ORDER_STATUS;

interface Job {
  position: number;
  name: string;
  nickname?: string | null;
  is_self: number;
  order_sn?: string | null;
}

/** What paying through this backend stamps: the job went to the printer (only such orders are queued on it, issue 13). */
const HANDED = { job_sent_at: 1_768_000_000_000 };

/** An api whose jobs are recorded, with the seeded orders cleared so each test sets its own queue. */
async function start(t: Parameters<typeof startApi>[0]): Promise<{ h: Harness; jobs: PrintJobMessage[]; store: Store }> {
  const jobs: PrintJobMessage[] = [];
  const h = await startApi(t, { devices: { sendJob: (j) => jobs.push(j) } });
  for (const k of Object.keys(h.api.store.printOrders)) delete h.api.store.printOrders[k];
  return { h, jobs, store: h.api.store };
}

test("print-queue: printing first, then by payment; others' jobs without order_sn and with a masked name", async (t) => {
  const { h, store } = await start(t);
  const token = await tokenOf(h, "customer");
  const g = work(store, "锦鲤");
  putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, goodsId: g.id, pay_time: 1_768_000_200, ...HANDED });
  putOrder(store, { userId: 2, sn: "SIM-0001", status: S.PRINTING, goodsId: g.id, pay_time: 1_768_000_300, ...HANDED });
  putOrder(store, { userId: 5, sn: "SIM-0001", status: S.PAID, goodsId: g.id, pay_time: 1_768_000_400, ...HANDED });
  for (const status of [S.UNPAID, S.COMPLETED, S.REFUNDED, S.CLOSED, S.PRINT_FAILED]) putOrder(store, { userId: 1, sn: "SIM-0001", status, ...HANDED });
  // Issue 13: paid, but never handed to the printer (the seed's in-flight orders): in no queue.
  putOrder(store, { userId: 3, sn: "SIM-0001", status: S.PAID, goodsId: g.id, pay_time: 1_768_000_250 });
  putOrder(store, { userId: 1, sn: "SIM-0002", status: S.PAID, ...HANDED });

  const q = ok<{ sn: string; list: Job[] }>(await h.call("GET", "/api/tanghua/print-queue?sn=SIM-0001", { token }));
  assert.equal(q.sn, "SIM-0001");
  assert.deepEqual(q.list.map((j) => [j.position, j.is_self, j.nickname]), [[0, 0, "李**"], [1, 1, "糖糖小朋友"], [2, 0, "陈**"]]);
  assert.match(q.list[1]?.order_sn ?? "", /^T2026/);
  assert.ok(q.list[0]?.order_sn == null && q.list[2]?.order_sn == null, "no order numbers of others");

  // Nothing printing: the first waiting job is position 1.
  const q2 = ok<{ list: Job[] }>(await h.call("GET", "/api/tanghua/print-queue?sn=SIM-0002", { token }));
  assert.deepEqual(q2.list.map((j) => j.position), [1]);
  // The egg printer has its own queue.
  putOrder(store, { userId: 1, sn: WORLD.egg.eggSn, status: S.PAID, print_type: "egg", ...HANDED });
  assert.equal(ok<{ list: Job[] }>(await h.call("GET", `/api/tanghua/print-queue?sn=${WORLD.egg.eggSn}`, { token })).list.length, 1);
  assert.equal(ok<{ list: Job[] }>(await h.call("GET", "/api/tanghua/print-queue?sn=SIM-0003", { token })).list.length, 0);

  refused(await h.call("GET", "/api/tanghua/print-queue?sn=SIM-0404", { token }));
  assert.equal((await h.call("GET", "/api/tanghua/print-queue?sn=SIM-0001")).status, 401);
  assert.equal((await h.call("GET", "/api/tanghua/print-queue?sn=", { token })).status, 422);
});

test("device/send-order: the buyer re-sends a paid order's job to its printer", async (t) => {
  const { h, jobs, store } = await start(t);
  const token = await tokenOf(h, "customer");
  const drawing = work(store, "我的小龙");
  putOrder(store, { userId: 2, sn: "SIM-0001", status: S.PRINTING, ...HANDED });
  const mine = putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, goodsId: drawing.id, ...HANDED });
  const before = snapshot(store);
  const a = ok(await h.call("POST", "/api/device/send-order", { token, body: { sn: "SIM-0001", order_sn: mine.order_sn } }));
  assert.deepEqual(a, { sn: "SIM-0001", order_sn: mine.order_sn, queue_position: 1 });
  assert.equal(jobs.length, 1);
  const job = jobs[0]!;
  assert.deepEqual([job.order_sn, job.sn, job.goods_id, job.goods_type_id, job.name, job.created_at], [mine.order_sn, "SIM-0001", drawing.id, 15, "我的小龙", h.clock.now()]);
  assert.ok(job.bytes >= JOB_BYTES.min && job.bytes <= JOB_BYTES.max);
  assert.deepEqual(snapshot(store), before, "sending changes no record");
  // A failed print may be sent again.
  const failed = putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PRINT_FAILED });
  assert.equal(ok<{ queue_position: number }>(await h.call("POST", "/api/device/send-order", { token, body: { sn: "SIM-0001", order_sn: failed.order_sn } })).queue_position, 2);
});

test("device/send-order: the manager moves a job within the shop; never to another shop; others are refused", async (t) => {
  const { h, jobs, store } = await start(t);
  const manager = await tokenOf(h, "printerManager");
  const customer = await tokenOf(h, "customer");
  const privileged = await tokenOf(h, "privileged");
  const order = putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, ...HANDED });
  putOrder(store, { userId: 2, sn: "SIM-0002", status: S.PAID, ...HANDED });
  store.users["5"]!.managedPrinters.push("SIM-0002", "SIM-0003");
  const moved = ok<{ sn: string; queue_position: number }>(await h.call("POST", "/api/device/send-order", { token: manager, body: { sn: "SIM-0002", order_sn: order.order_sn } }));
  assert.deepEqual(moved, { sn: "SIM-0002", order_sn: order.order_sn, queue_position: 2 });
  assert.equal(jobs.at(-1)?.sn, "SIM-0002");
  const sent = jobs.length;

  const before = snapshot(store);
  const cases: [string, string, Record<string, string>, string][] = [
    ["to another shop", manager, { sn: "SIM-0003", order_sn: order.order_sn }, "只能转到同一门店的设备"],
    ["the buyer moving it", customer, { sn: "SIM-0002", order_sn: order.order_sn }, "只有下单人或设备管理员可以发送打印"],
    ["someone else's order", privileged, { sn: "SIM-0001", order_sn: order.order_sn }, "订单不存在"],
    ["an unknown order", customer, { sn: "SIM-0001", order_sn: "T000000" }, "订单不存在"],
    ["an unknown printer", customer, { sn: "SIM-0404", order_sn: order.order_sn }, "设备不存在"],
  ];
  for (const [name, token, body, msg] of cases) assert.equal(refused(await h.call("POST", "/api/device/send-order", { token, body })), msg, name);
  assert.equal((await h.call("POST", "/api/device/send-order", { body: { sn: "SIM-0001", order_sn: order.order_sn } })).status, 401);
  assert.equal((await h.call("POST", "/api/device/send-order", { token: customer, body: { sn: "SIM-0001", order_sn: order.order_sn, goods_id: 1 } })).status, 422);
  assert.deepEqual(snapshot(store), before);
  assert.equal(jobs.length, sent, "no job for a refused call");
});

test("device/send-order: unpaid, completed, refunded and closed orders never print", async (t) => {
  const { h, jobs, store } = await start(t);
  const token = await tokenOf(h, "customer");
  const cases = [
    { status: S.UNPAID, msg: "订单未支付，不能打印" },
    { status: S.COMPLETED, msg: "订单已完成、退款或关闭，不能再次打印" },
    { status: S.REFUNDED, msg: "订单已完成、退款或关闭，不能再次打印" },
    { status: S.CLOSED, msg: "订单已完成、退款或关闭，不能再次打印" },
  ];
  for (const c of cases) {
    const o = putOrder(store, { userId: 1, sn: "SIM-0001", status: c.status });
    assert.equal(refused(await h.call("POST", "/api/device/send-order", { token, body: { sn: "SIM-0001", order_sn: o.order_sn } })), c.msg);
  }
  // The unbound printer cannot print even a paid order.
  const o = putOrder(store, { userId: 1, sn: WORLD.unboundSn, status: S.PAID, ...HANDED });
  refused(await h.call("POST", "/api/device/send-order", { token, body: { sn: WORLD.unboundSn, order_sn: o.order_sn } }));
  assert.equal(jobs.length, 0);
});

test("printJobFor: every goods type gives a stable job size within 40–400 KB", () => {
  const store = seedState(1);
  const sizes = new Map<number, number[]>();
  for (const g of Object.values(store.goods)) {
    const order = putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, goodsId: g.id, ...HANDED });
    const job = printJobFor(store, order, 1_000);
    assert.deepEqual(printJobFor(store, order, 1_000), job, "deterministic");
    assert.ok(job.bytes >= JOB_BYTES.min && job.bytes <= JOB_BYTES.max, `${g.name}: ${job.bytes}`);
    sizes.set(g.goods_type_id, [...(sizes.get(g.goods_type_id) ?? []), job.bytes]);
  }
  assert.deepEqual([...sizes.keys()].sort(), [14, 15, 16, 8]);
  assert.ok(Math.min(...(sizes.get(16) ?? [])) > Math.max(...(sizes.get(8) ?? [])), "photo prints are the biggest jobs");
  const noGoods = putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, goodsId: null, ...HANDED });
  assert.equal(printJobFor(store, noGoods, 0).goods_id, null);
});
