/**
 * §3 printer info (tanghua/info, device-sn), the shell's home (sugar/index), activities
 * (sugar/activity-list) and the pre-print reminder (get-reminder).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi } from "./harness.ts";
import { ok, refused, tokenOf } from "./printing-helpers.ts";

type Info = Record<string, unknown>;

test("tanghua/info: anonymous: is_manage 0, coins 0, the QR code is the absolute /sugar URL", async (t) => {
  const h = await startApi(t);
  const info = ok<Info>(await h.call("GET", "/api/tanghua/info?sn=SIM-0002"));
  assert.deepEqual(info, {
    qrcode: `${h.base}/sugar?sn=SIM-0002`,
    qrcode_egg: null,
    device_id: 1002,
    sn: "SIM-0002",
    is_bind: 1,
    is_manage: 0,
    is_open_game: 0,
    is_second_half: 1,
    is_open_phone_activity: 0,
    ai_price: "9.90",
    coins: 0, // contract: 0 for an anonymous caller
    is_open_weixin_pay: 0,
    locale: { currencySymbol: "¥", currencyName: "元" },
    // issue 11: nothing queued or printing; no `online` without a printer side (noDevices)
    printing: 0,
    queue_count: 0,
  });
});

test("tanghua/info: flags relative to the caller (is_manage for the manager; usable coins when signed in)", async (t) => {
  const h = await startApi(t);
  const manager = await tokenOf(h, "printerManager");
  const customer = await tokenOf(h, "customer");
  const asManager = ok<Info>(await h.call("GET", "/api/tanghua/info?sn=SIM-0001", { token: manager }));
  const asCustomer = ok<Info>(await h.call("GET", "/api/tanghua/info?sn=SIM-0001", { token: customer }));
  assert.equal(asManager.is_manage, 1);
  assert.equal(asCustomer.is_manage, 0);
  // The manager of SIM-0001 does not manage SIM-0002.
  assert.equal(ok<Info>(await h.call("GET", "/api/tanghua/info?sn=SIM-0002", { token: manager })).is_manage, 0);
  // Usable coins = inserted at the machine + the caller's own (what pay type 70 can spend).
  const own = h.api.store.users["1"]!.coins;
  assert.equal(ok<Info>(await h.call("GET", "/api/tanghua/info?sn=SIM-0002", { token: customer })).coins, 4 + own);
  h.api.store.printers["SIM-0001"]!.coins = 2; // coins inserted at the machine show at once
  assert.equal(ok<Info>(await h.call("GET", "/api/tanghua/info?sn=SIM-0001", { token: customer })).coins, 2 + own);
});

test("tanghua/info: the flag combinations, the egg printer, the non-CNY and the unbound printer", async (t) => {
  const h = await startApi(t);
  const rows = await Promise.all(["SIM-0001", "SIM-0003", "SIM-0004", "SIM-0005", "SIM-0006"].map(async (sn) => ok<Info>(await h.call("GET", `/api/tanghua/info?sn=${sn}`))));
  const pick = (i: Info) => [i.is_open_weixin_pay, i.is_open_game, i.is_second_half, i.is_open_phone_activity, i.is_bind];
  assert.deepEqual(rows.map(pick), [
    [1, 1, 0, 1, 1],
    [1, 1, 1, 1, 1],
    [1, 0, 0, 0, 1],
    [0, 1, 0, 1, 1],
    [1, 0, 0, 0, 0],
  ]);
  assert.equal(rows[1]!.qrcode_egg, `${h.base}/sugar?sn=${WORLD.egg.eggSn}`);
  assert.deepEqual(rows[3]!.locale, { currencySymbol: "HK$", currencyName: "港元" });
  assert.equal(rows[3]!.ai_price, "30.00");
  assert.equal(rows[4]!.locale, null, "no locale: the default ¥/元 (§1)");
});

test("tanghua/info: an odd Host header is not echoed: the QR code is then a path", async (t) => {
  const h = await startApi(t);
  const { request } = await import("node:http");
  const url = new URL(`${h.base}/api/tanghua/info?sn=SIM-0001`);
  const body = await new Promise<string>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host: "evil.example\"><x" } }, (res) => {
      let s = "";
      res.on("data", (c: Buffer) => (s += c.toString()));
      res.on("end", () => resolve(s));
    });
    req.on("error", reject);
    req.end();
  });
  assert.equal((JSON.parse(body) as { data: Info }).data.qrcode, "/sugar?sn=SIM-0001");
});

test("tanghua/info and device-sn: unknown serial → errorCode 1 设备不存在 (English with Language: en); bad serial → 422", async (t) => {
  const h = await startApi(t);
  for (const path of ["/api/tanghua/info?sn=SIM-9999", "/api/tanghua/device-sn?sn=SIM-9999", "/api/tanghua/info?sn=__proto__"]) {
    assert.equal(refused(await h.call("GET", path)), "设备不存在");
  }
  assert.equal(refused(await h.call("GET", "/api/tanghua/info?sn=SIM-9999", { headers: { language: "en" } })), "No such printer");
  // tanghua/info answers a printer's own serial only.
  refused(await h.call("GET", `/api/tanghua/info?sn=${WORLD.egg.eggSn}`));
  assert.equal((await h.call("GET", "/api/tanghua/info?sn=SIM%200001")).status, 422);
  assert.equal((await h.call("GET", "/api/tanghua/info")).status, 422);
});

test("device-sn: a printer's serial answers that printer; an egg printer's serial answers the printer it is paired with", async (t) => {
  const h = await startApi(t);
  assert.equal(ok<Info>(await h.call("GET", "/api/tanghua/device-sn?sn=SIM-0001")).sn, "SIM-0001");
  const egg = ok<Info>(await h.call("GET", `/api/tanghua/device-sn?sn=${WORLD.egg.eggSn}`));
  assert.equal(egg.sn, WORLD.egg.sn);
  assert.equal(egg.device_id, 1003);
});

test("sugar/index: banners, the goods-type tabs on offer, the caller's own work count, a notice", async (t) => {
  const h = await startApi(t);
  const anon = ok<{ banners: unknown[]; goods_types: { id: number; name: string }[]; self_count: number; notice: string }>(
    await h.call("GET", "/api/sugar/index?sn=SIM-0001"),
  );
  assert.equal(anon.banners.length, 2);
  assert.deepEqual(anon.goods_types, [
    { id: 8, name: "图库" },
    { id: 14, name: "AI 绘画" },
    { id: 15, name: "手绘" },
  ]); // no photo tab: photos are their owners' alone (issue 11)
  assert.equal(anon.self_count, 0);
  assert.match(anon.notice, /杭州万象城店营业时间/);
  const customer = await tokenOf(h, "customer");
  const mine = ok<{ self_count: number; notice: string }>(await h.call("GET", "/api/sugar/index?sn=SIM-0001", { token: customer, headers: { language: "en" } }));
  // User 1's works of company 1 (not the deleted one): 4 drawings, an AI and a text drawing, 2 photos.
  assert.equal(mine.self_count, 8);
  assert.match(mine.notice, /is open 10:00/);
  // The unbound printer: system patterns only, no banners.
  const unbound = ok<{ banners: unknown[]; goods_types: { id: number }[] }>(await h.call("GET", `/api/sugar/index?sn=${WORLD.unboundSn}`));
  assert.deepEqual(unbound.banners, []);
  assert.deepEqual(unbound.goods_types.map((g) => g.id), [8]);
  refused(await h.call("GET", "/api/sugar/index?sn=NOPE-1"));
});

test("sugar/activity-list: the shop's running cash-back activities, is_join for the caller; ended ones left out", async (t) => {
  const h = await startApi(t);
  const page = ok<{ list: Record<string, unknown>[]; total: number; page: number; limit: number }>(await h.call("GET", "/api/sugar/activity-list?sn=SIM-0001"));
  assert.equal(page.total, 4);
  assert.deepEqual(new Set(page.list.map((a) => a.type)), new Set(["follow", "post", "review", "video"]));
  assert.ok(!page.list.some((a) => a.title === "国庆打卡返现"), "the ended activity is not listed");
  assert.equal(page.list.find((a) => a.type === "post")?.like_count, 30);
  assert.equal(page.list.find((a) => a.type === "follow")?.cash_back, "1.00", "§1 default 1 unit");
  assert.ok(page.list.every((a) => a.is_join === 0), "anonymous: joined nothing");
  const customer = await tokenOf(h, "customer");
  const mine = ok<{ list: Record<string, unknown>[] }>(await h.call("GET", "/api/sugar/activity-list?sn=SIM-0001", { token: customer }));
  assert.equal(mine.list.find((a) => a.type === "follow")?.is_join, 1);
  // Paging, another shop's activities, the unbound printer, the clock.
  const second = ok<{ list: unknown[]; page: number; limit: number; total: number }>(await h.call("GET", "/api/sugar/activity-list?sn=SIM-0001&page=2&limit=3"));
  assert.deepEqual([second.list.length, second.page, second.limit, second.total], [1, 2, 3, 4]);
  assert.equal(ok<{ total: number }>(await h.call("GET", "/api/sugar/activity-list?sn=SIM-0005")).total, 3);
  assert.equal(ok<{ total: number }>(await h.call("GET", `/api/sugar/activity-list?sn=${WORLD.unboundSn}`)).total, 0);
  h.clock.advance(3 * 365 * 86_400_000);
  assert.equal(ok<{ total: number }>(await h.call("GET", "/api/sugar/activity-list?sn=SIM-0001")).total, 0, "all ended by then");
  refused(await h.call("GET", "/api/sugar/activity-list?sn=SIM-0404"));
  assert.equal((await h.call("GET", "/api/sugar/activity-list?sn=SIM-0001&limit=101")).status, 422);
});

test("get-reminder: a notice per goods type in the caller's language; unknown type → 422", async (t) => {
  const h = await startApi(t);
  const cases = [
    { type: 8, show: 0 },
    { type: 14, show: 1 },
    { type: 15, show: 1 },
    { type: 16, show: 1 },
  ];
  for (const c of cases) {
    const zh = ok<Record<string, unknown>>(await h.call("GET", `/api/tanghua/get-reminder?print_goods_type_id=${c.type}`));
    const en = ok<Record<string, unknown>>(await h.call("GET", `/api/tanghua/get-reminder?print_goods_type_id=${c.type}`, { headers: { language: "en" } }));
    assert.equal(zh.print_goods_type_id, c.type);
    assert.equal(zh.is_show, c.show);
    assert.match(String(zh.content), /[\u4e00-\u9fff]/);
    assert.match(String(en.content), /^[\x20-\x7e]+$/);
  }
  assert.equal((await h.call("GET", "/api/tanghua/get-reminder?print_goods_type_id=9")).status, 422);
  assert.equal((await h.call("GET", "/api/tanghua/get-reminder")).status, 422);
});
