/**
 * The merchant's printers with seeded data (contract manage-device.ts): who sees which printers,
 * the list's filters, counts and paging, the detail, online by recorded heartbeats on a pinned
 * clock, and settings the customer side follows at once.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { recordHeartbeat, recordHeartbeatCondition } from "../../mock-api/commerce/device-reports.ts";
import { PRINT_MODE, type PrintMode } from "../../web/contract/device/heartbeat.ts";
import type { PrinterInfo } from "../../web/contract/http/sugar.ts";
import { startApi } from "./harness.ts";
import { D, get, info, list, ok, people, post, printer, refused, WORLD } from "./manage-device-fixtures.ts";
import type { Store } from "../../mock-api/store/types.ts";

/** Today's sales on a printer, counted here from the orders (China day; paid, not refunded or closed). */
function todayOf(store: Store, sn: string, nowMs: number): { count: number; income: string } {
  const nowS = Math.floor(nowMs / 1000);
  const start = Math.floor((nowS + 8 * 3600) / 86_400) * 86_400 - 8 * 3600;
  const sales = Object.values(store.printOrders).filter(
    (o) => o.sn === sn && o.kind === "print" && o.pay_time !== null && o.pay_time >= start && o.status !== 30 && o.status !== 90,
  );
  const cents = sales.reduce((n, o) => n + Math.round(Number(o.pay_money ?? "0") * 100), 0);
  return { count: sales.length, income: (cents / 100).toFixed(2) };
}

test("list: a company sees its own printers by serial with shop, queue and today's figures; an admin sees every printer", async (t) => {
  const h = await startApi(t);
  const who = people(h);
  const mine = await list(h, who.owner);
  assert.deepEqual(mine.list.map((r) => r.sn), ["SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004"]);
  assert.deepEqual(mine.counts, { all: 4, online: 0, offline: 4, error: 0, unbound: 0 });
  const one = mine.list[0]!;
  const today = todayOf(h.api.store, "SIM-0001", h.clock.now());
  assert.ok(today.count > 0, "the seed sells on SIM-0001 today");
  assert.deepEqual(
    { shop: one.shop, id: one.id, device_id: one.device_id, today: one.today_order_count, income: one.today_income, queue: one.queue_count, printing: one.printing },
    { shop: { id: WORLD.shop.hangzhou, name: "杭州万象城店" }, id: 1001, device_id: 1001, today: today.count, income: today.income, queue: 2, printing: 1 },
  );
  assert.deepEqual([one.is_manage, one.screen_bound, one.online, one.last_heartbeat_time, one.error], [1, 1, 0, null, null]);
  assert.equal(mine.list.find((r) => r.sn === WORLD.egg.sn)?.egg_sn, WORLD.egg.eggSn);
  assert.equal(mine.list[1]?.is_manage, 0, "u5 manages SIM-0001 only");

  const theirs = await list(h, who.company2);
  assert.deepEqual(theirs.list.map((r) => [r.sn, r.locale?.currencySymbol]), [[WORLD.foreignSn, "HK$"]]);

  for (const admin of [who.privileged, who.operator, who.superAdmin]) {
    const all = await list(h, admin);
    assert.equal(all.total, 6);
    assert.deepEqual(all.counts, { all: 6, online: 0, offline: 5, error: 0, unbound: 1 });
  }
  const unbound = await list(h, who.privileged, { state: "unbound" });
  assert.deepEqual(unbound.list.map((r) => [r.sn, r.shop]), [[WORLD.unboundSn, null]]);
  assert.equal((await list(h, who.owner, { state: "unbound" })).total, 0, "an unbound printer is nobody's: merchants do not list it");
});

test("list filters: shop, keyword (serial in any case, egg serial, name), state and paging; another company's shop is 404", async (t) => {
  const h = await startApi(t);
  const { owner } = people(h);
  const sns = async (q: Record<string, string | number>) => (await list(h, owner, q)).list.map((r) => r.sn);
  assert.deepEqual(await sns({ shop_id: WORLD.shop.shanghai }), ["SIM-0003"]);
  assert.deepEqual(await sns({ keyword: "sim-0004" }), ["SIM-0004"]);
  assert.deepEqual(await sns({ keyword: "egg-0003" }), ["SIM-0003"], "the egg printer's serial finds its printer");
  assert.deepEqual(await sns({ keyword: "来福士" }), ["SIM-0003"]);
  const narrowed = await list(h, owner, { keyword: "万象城" });
  assert.deepEqual(narrowed.counts, { all: 2, online: 0, offline: 2, error: 0, unbound: 0 }, "tab counts follow shop and keyword");
  const p2 = await list(h, owner, { limit: 3, page: 2 });
  assert.deepEqual([p2.list.map((r) => r.sn), p2.total, p2.page, p2.limit], [["SIM-0004"], 4, 2, 3]);
  assert.equal((await get(h, `${D}/list`, owner, { shop_id: WORLD.shop.hongkong })).status, 404);
  assert.equal((await get(h, `${D}/list`, owner, { shop_id: 999 })).status, 404);
  assert.equal((await get(h, `${D}/list`, owner, { state: "dead" })).status, 422);
});

test("online from recorded heartbeats on a pinned clock: online up to 5 s after the last, offline after (§4)", async (t) => {
  const h = await startApi(t);
  const { owner } = people(h);
  recordHeartbeat(h.api.store, "SIM-0002", h.clock.now());
  const heardS = Math.floor(h.clock.now() / 1000);
  let online = await list(h, owner, { state: "online" });
  assert.deepEqual(online.list.map((r) => [r.sn, r.online, r.last_heartbeat_time]), [["SIM-0002", 1, heardS]]);
  assert.deepEqual([online.counts.online, online.counts.offline], [1, 3]);
  h.clock.advance(PRINTER_OFFLINE_MS);
  assert.equal((await info(h, owner, { sn: "SIM-0002" })).online, 1, "5 s without: still online");
  h.clock.advance(1);
  assert.equal((await info(h, owner, { sn: "SIM-0002" })).online, 0, "past 5 s: offline");
  online = await list(h, owner, { state: "online" });
  assert.equal(online.total, 0);
  const offline = await list(h, owner, { state: "offline" });
  assert.equal(offline.list.find((r) => r.sn === "SIM-0002")?.last_heartbeat_time, heardS, "offline still says when it was last heard");
});

test("tanghua/info says what the heartbeats report: a fault stops orders, no sugar holds them; a past failed job does not count", async (t) => {
  const h = await startApi(t, { devices: { sendJob: () => {} } });
  const { customer } = people(h);
  const printerInfo = async () => ok<PrinterInfo>(await get(h, "/api/tanghua/info", customer, { sn: "SIM-0001" }));
  const heard = (mode: PrintMode, materialPresent = true) => {
    recordHeartbeat(h.api.store, "SIM-0001", h.clock.now());
    recordHeartbeatCondition(h.api.store, "SIM-0001", { printMode: mode, materialPresent, bambooPresent: true }, h.clock.now());
  };
  heard(PRINT_MODE.IDLE);
  assert.deepEqual([(await printerInfo()).online, (await printerInfo()).fault], [1, undefined]);
  heard(PRINT_MODE.ERROR);
  assert.equal((await printerInfo()).fault, "device_error");
  heard(PRINT_MODE.IDLE, false);
  assert.equal((await printerInfo()).fault, "material_out");
  h.clock.advance(PRINTER_OFFLINE_MS + 1);
  assert.deepEqual([(await printerInfo()).online, (await printerInfo()).fault], [0, undefined], "offline says it all");
  heard(PRINT_MODE.IDLE);
  printer(h.api.store, "SIM-0001").last_error_code = "print_failed";
  assert.equal((await printerInfo()).fault, undefined, "a failed job is the merchant's to see, not a reason to refuse the next");
});

test("detail by id or serial: settings, figures, managers, photo templates and screen; photo figures alone with goods type 16", async (t) => {
  const h = await startApi(t);
  const { owner, company2, privileged } = people(h);
  const byId = await info(h, owner, { id: 1001 });
  assert.deepEqual(byId, await info(h, owner, { sn: "SIM-0001" }));
  const rec = printer(h.api.store, "SIM-0001");
  assert.deepEqual(
    [byId.is_open_weixin_pay, byId.is_open_game, byId.is_second_half, byId.is_open_phone_activity, byId.ai_price, byId.coins],
    [rec.is_open_weixin_pay, rec.is_open_game, rec.is_second_half, rec.is_open_phone_activity, rec.ai_price, rec.coins],
  );
  assert.match(byId.qrcode, /\/sugar\?sn=SIM-0001$/);
  assert.equal(byId.manager_count, 1);
  assert.deepEqual(byId.photo.templates.map((t) => t.id), [2, 1, 3], "the templates shop 1 offers, in its order (seed/shop-admin.ts)");
  assert.equal(byId.photo.screen?.sn, "SIM-0001");
  assert.ok(byId.month_order_count >= byId.today_order_count);
  const photo = await info(h, owner, { id: 1001, goods_type_id: 16 });
  const photoToday = Object.values(h.api.store.printOrders).filter((o) => o.sn === "SIM-0001" && o.goods_type_id === 16 && o.kind === "print");
  assert.ok(photo.today_order_count <= byId.today_order_count);
  assert.ok(photo.month_order_count <= photoToday.length, "only photo orders count");
  assert.equal((await get(h, `${D}/info`, owner, { sn: "EGG-0003" })).status, 404, "the detail takes a printer's own serial");
  assert.equal((await info(h, company2, { sn: WORLD.foreignSn })).shop?.id, WORLD.shop.hongkong);
  assert.equal((await info(h, privileged, { sn: WORLD.unboundSn })).shop, null, "admins open unbound printers");
});

test("settings: only the fields given change, and the customer's tanghua/info, pay and AI price follow at once", async (t) => {
  const h = await startApi(t);
  const { owner, customer } = people(h);
  const printerInfo = async () => ok<PrinterInfo>(await get(h, "/api/tanghua/info", customer, { sn: "SIM-0001" }));
  assert.equal((await printerInfo()).is_open_weixin_pay, 1);

  const saved = ok<{ is_open_weixin_pay: number; name: string; ai_price: string }>(
    await post(h, `${D}/save`, owner, { id: 1001, is_open_weixin_pay: 0, ai_price: "12.5", is_second_half: 1 }),
  );
  assert.deepEqual([saved.is_open_weixin_pay, saved.ai_price, saved.name], [0, "12.50", "万象城 1 号机"], "answers the saved detail; the name stays");
  const after = await printerInfo();
  assert.deepEqual([after.is_open_weixin_pay, after.ai_price, after.is_second_half, after.is_open_game], [0, "12.50", 1, 1]);

  // WeChat off on this printer: the pay sheet leaves it out, and the backend refuses it too.
  const goods = ok<{ list: { goods_id: number; price: string }[] }>(await get(h, "/api/sugar/list", customer, { sn: "SIM-0001", goods_type_id: 8 })).list[0];
  assert.ok(goods);
  const made = ok<{ sn: string }>(await post(h, "/api/order/make", customer, { target_id: goods.goods_id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } }));
  refused(await post(h, "/api/order/payment", customer, { sn: made.sn, pay_type: 60 }), /未开通微信支付/);
  const drawn = ok<{ price: string }>(await get(h, "/api/tanghua/text", customer, { sn: "SIM-0001", text: "福" }));
  assert.equal(drawn.price, "12.50", "a text drawing costs the new ai_price");

  ok(await post(h, `${D}/save`, owner, { id: 1001, is_open_weixin_pay: 1, name: "万象城 一号机", shop_id: WORLD.shop.shanghai }));
  assert.equal((await printerInfo()).is_open_weixin_pay, 1);
  const moved = await info(h, owner, { id: 1001 });
  assert.deepEqual([moved.name, moved.shop?.id, moved.is_manage, moved.photo.screen?.sn], ["万象城 一号机", WORLD.shop.shanghai, 1, "SIM-0001"], "a move inside the company keeps managers and screen");
});
