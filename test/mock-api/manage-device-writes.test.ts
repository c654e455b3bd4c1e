/**
 * The merchant's writes on printers, as journeys on the seeded world: binding the unbound SIM-0006
 * and printing on it, unbinding (refused while paid jobs wait), managers and what they may do
 * (test print, resend), and the error list once faults are recorded.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRINT_MODE } from "../../web/contract/device/heartbeat.ts";
import { recordCommandMessage, recordHeartbeatCondition } from "../../mock-api/commerce/device-reports.ts";
import type { DeviceManager, DeviceRow } from "../../web/contract/http/manage-device.ts";
import type { PrinterInfo } from "../../web/contract/http/sugar.ts";
import { startApi } from "./harness.ts";
import { D, get, info, list, ok, OWNER, people, post, printer, refused, state, WORLD, type Page } from "./manage-device-fixtures.ts";
import type { Harness } from "./harness.ts";

const SIX = WORLD.unboundSn;

async function cheapest(h: Harness, token: string, sn: string): Promise<{ goods_id: number; price: string; total: number }> {
  const page = ok<{ list: { goods_id: number; price: string }[]; total: number }>(await get(h, "/api/sugar/list", token, { sn, limit: 100 }));
  const g = [...page.list].sort((a, b) => Number(a.price) - Number(b.price))[0];
  assert.ok(g, `patterns on ${sn}`);
  return { ...g, total: page.total };
}

test("bind the unbound SIM-0006 to a shop: it is listed there, its shell is a bound printer, it sells; unbind waits for its paid jobs", async (t) => {
  const h = await startApi(t);
  const { owner, company2, customer } = people(h);
  const before = await cheapest(h, customer, SIX);
  refused(await post(h, "/api/order/make", customer, { target_id: before.goods_id, target_type: "goods", print_param: { sn: SIX, type: "sugar" } }), /未绑定/);
  refused(await post(h, `${D}/bind`, owner, { sn: "SIM-0099", shop_id: WORLD.shop.hangzhou }), /没有这个序列号/);

  const bound = ok<{ sn: string; shop: { id: number }; name: string; is_manage: number }>(
    await post(h, `${D}/bind`, owner, { sn: SIX, shop_id: WORLD.shop.hangzhou, name: "万象城 3 号机" }),
  );
  assert.deepEqual([bound.sn, bound.shop.id, bound.name, bound.is_manage], [SIX, WORLD.shop.hangzhou, "万象城 3 号机", 1], "the binder manages it");
  assert.deepEqual((await list(h, owner, { shop_id: WORLD.shop.hangzhou })).list.map((r) => r.sn), ["SIM-0001", "SIM-0002", SIX]);
  const shell = ok<PrinterInfo>(await get(h, "/api/tanghua/info", customer, { sn: SIX }));
  assert.equal(shell.is_bind, 1);
  const after = await cheapest(h, customer, SIX);
  assert.ok(after.total > before.total, `the shop's patterns join (${before.total} → ${after.total})`);

  refused(await post(h, `${D}/bind`, owner, { sn: SIX, shop_id: WORLD.shop.shanghai }), /已绑定到「杭州万象城店」/);
  refused(await post(h, `${D}/bind`, company2, { sn: SIX, shop_id: WORLD.shop.hongkong }), /其他商家/);

  // A customer pays for a print on it: the job waits on it, so it cannot leave the shop yet.
  const made = ok<{ sn: string }>(await post(h, "/api/order/make", customer, { target_id: after.goods_id, target_type: "goods", print_param: { sn: SIX, type: "sugar" } }));
  ok(await post(h, "/api/order/payment", customer, { sn: made.sn, pay_type: 30 }));
  const frozen = state(h);
  refused(await post(h, `${D}/unbind`, owner, { id: 1006 }), /还有 1 个已支付的订单未打印完成/);
  assert.equal(state(h), frozen, "a refused unbind changes nothing");
  refused(await post(h, `${D}/unbind`, owner, { id: 1001 }), /还有 2 个/);

  recordCommandMessage(h.api.store, { sn: SIX, ts: h.clock.now(), order_sn: made.sn, print_status_info: "done", print_status_message: "打印完成" }, h.clock.now());
  assert.equal(ok(await post(h, `${D}/unbind`, owner, { id: 1006 })), null);
  assert.equal(ok<PrinterInfo>(await get(h, "/api/tanghua/info", customer, { sn: SIX })).is_bind, 0);
  assert.equal((await get(h, `${D}/info`, owner, { id: 1006 })).status, 404, "no longer the company's");
  assert.ok(!h.api.store.users[String(OWNER.id)]?.managedPrinters.includes(SIX), "its managers are gone with it");
  assert.equal(printer(h.api.store, SIX).name, "万象城 3 号机", "it keeps its settings");
  refused(await post(h, `${D}/unbind`, people(h).privileged, { id: 1006 }), /未绑定门店/);
});

test("managers: add by mobile, list, remove; a manager may test print and resend, and stops when removed", async (t) => {
  const h = await startApi(t);
  const { owner, operator, customer } = people(h);
  const managers = async (id: number) => ok<{ list: DeviceManager[] }>(await get(h, `${D}/manager-list`, owner, { id })).list;
  assert.deepEqual((await managers(1001)).map((m) => [m.user_id, m.is_operator, m.is_self]), [[OWNER.id, 1, 1]]);
  assert.deepEqual(await managers(1002), []);

  const added = ok<DeviceManager>(await post(h, `${D}/manager-add`, owner, { id: 1002, mobile: "13800000001" }));
  assert.deepEqual([added.user_id, added.is_operator, added.mobile], [1, 0, "13800000001"], "a customer can run a printer for the shop");
  refused(await post(h, `${D}/manager-add`, owner, { id: 1002, mobile: "13800000001" }), /已是此设备的管理员/);
  refused(await post(h, `${D}/manager-add`, owner, { id: 1002, mobile: "13900000000" }), /用户不存在/);
  assert.equal(ok<PrinterInfo>(await get(h, "/api/tanghua/info", customer, { sn: "SIM-0002" })).is_manage, 1);
  assert.equal((await info(h, owner, { id: 1002 })).manager_count, 1);

  const pattern = await cheapest(h, customer, "SIM-0002");
  const test1 = ok<{ sn: string; money: string }>(await post(h, "/api/order/moni-make", customer, { sn: "SIM-0002", goods_id: pattern.goods_id }));
  assert.equal(test1.money, "0.00");
  assert.equal((await info(h, owner, { id: 1002 })).queue_count, 1, "the test print waits on the printer");

  ok(await post(h, `${D}/manager-remove`, owner, { id: 1002, user_id: 1 }));
  refused(await post(h, "/api/order/moni-make", customer, { sn: "SIM-0002", goods_id: pattern.goods_id }), /只有设备管理员/);
  refused(await post(h, `${D}/manager-remove`, owner, { id: 1002, user_id: 1 }), /不是此设备的管理员/);

  // The printer manager from the admin detail page: test print and resend on SIM-0001 (ADMIN-MAP).
  const one = await cheapest(h, owner, "SIM-0001");
  ok(await post(h, "/api/order/moni-make", owner, { sn: "SIM-0001", goods_id: one.goods_id }));
  const paid = Object.values(h.api.store.printOrders).find((o) => o.sn === "SIM-0001" && o.status === 10 && o.kind === "print");
  assert.ok(paid, "a seeded paid order on SIM-0001");
  const resent = ok<{ queue_position: number }>(await post(h, "/api/device/send-order", owner, { sn: "SIM-0001", order_sn: paid.order_sn }));
  assert.ok(resent.queue_position >= 1);
  // A company admin who does not manage the printer may do neither, until made its manager.
  refused(await post(h, "/api/order/moni-make", operator, { sn: "SIM-0001", goods_id: one.goods_id }), /只有设备管理员/);
  refused(await post(h, "/api/device/send-order", operator, { sn: "SIM-0001", order_sn: paid.order_sn }));
  assert.equal(ok<DeviceManager>(await post(h, `${D}/manager-add`, owner, { id: 1001, mobile: "13800000003" })).is_operator, 1);
  ok(await post(h, "/api/device/send-order", operator, { sn: "SIM-0001", order_sn: paid.order_sn }));
});

test("error list: which printers report what since when, newest first, the same count as manage/index", async (t) => {
  const h = await startApi(t);
  const { owner, company2 } = people(h);
  const store = h.api.store;
  const healthy = { printMode: PRINT_MODE.IDLE, materialPresent: true, bambooPresent: true };
  const empty = ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, owner));
  assert.equal(empty.total, 0);

  const sugarOut = h.clock.now();
  recordHeartbeatCondition(store, "SIM-0002", { ...healthy, materialPresent: false }, sugarOut);
  h.clock.advance(60_000);
  recordHeartbeatCondition(store, "SIM-0004", { ...healthy, printMode: PRINT_MODE.ERROR }, h.clock.now());
  recordHeartbeatCondition(store, WORLD.foreignSn, { ...healthy, bambooPresent: false }, h.clock.now());

  const errors = ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, owner));
  assert.deepEqual(
    errors.list.map((r) => [r.sn, r.error?.code, r.error?.text, r.error?.since]),
    [
      ["SIM-0004", "device_error", "设备故障", Math.floor(h.clock.now() / 1000)],
      ["SIM-0002", "material_out", "缺料", Math.floor(sugarOut / 1000)],
    ],
  );
  const dash = ok<{ device_error_count: number }>(await get(h, "/api/manage/index", owner));
  assert.equal(dash.device_error_count, errors.total);
  const hangzhou = ok<{ device_error_count: number }>(await get(h, "/api/manage/index", owner, { shop_id: WORLD.shop.hangzhou }));
  const hangzhouErrors = ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, owner, { shop_id: WORLD.shop.hangzhou }));
  assert.deepEqual([hangzhouErrors.total, hangzhou.device_error_count], [1, 1]);
  assert.deepEqual((await list(h, owner, { state: "error" })).list.map((r) => r.sn), ["SIM-0002", "SIM-0004"], "the list's error tab: the same printers");
  const en = ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, owner, {}, "en"));
  assert.equal(en.list[1]?.error?.text, "Out of sugar");
  assert.deepEqual(ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, company2)).list.map((r) => r.sn), [WORLD.foreignSn], "each company its own");

  recordHeartbeatCondition(store, "SIM-0002", healthy, h.clock.now());
  assert.deepEqual(ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, owner)).list.map((r) => r.sn), ["SIM-0004"], "refilled: gone from the list");
});

test("an admin moving a printer to another company's shop: refused while paid jobs wait; else it leaves its managers and screen behind", async (t) => {
  const h = await startApi(t);
  const { owner, superAdmin } = people(h);
  const frozen = state(h);
  refused(await post(h, `${D}/save`, superAdmin, { id: 1001, shop_id: WORLD.shop.hongkong, name: "x" }), /还有 2 个/);
  assert.equal(state(h), frozen, "not even the name changed");

  ok(await post(h, `${D}/manager-add`, owner, { id: 1002, mobile: "13800000001" }));
  ok(await post(h, "/api/screen/bind", owner, { sn: "SIM-0002" }));
  assert.equal((await info(h, owner, { id: 1002 })).screen_bound, 1);
  const moved = ok<{ shop: { id: number }; manager_count: number; screen_bound: number }>(
    await post(h, `${D}/save`, superAdmin, { id: 1002, shop_id: WORLD.shop.hongkong }),
  );
  assert.deepEqual([moved.shop.id, moved.manager_count, moved.screen_bound], [WORLD.shop.hongkong, 0, 0]);
  assert.equal((await get(h, `${D}/info`, owner, { id: 1002 })).status, 404, "company 1 no longer sees it");
  assert.equal((await list(h, people(h).company2)).total, 2, "company 2 does");
});
