/** The seeded world (seedWorld): companies, shops, printers, works of every type, listings, activities. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { MOTIFS } from "../../mock-api/art/curves.ts";
import { pictureAt } from "../../mock-api/mock-assets.ts";
import { seedState } from "../../mock-api/seed/index.ts";
import { DAY_S, SEED_NOW_S, WORLD } from "../../mock-api/seed/world.ts";

const store = seedState(1);
const printers = Object.values(store.printers);
const goods = Object.values(store.goods);

test("seed: two companies with owners; 3 shops of company 1 (user 5) and 1 of company 2 (user 7)", () => {
  assert.deepEqual(Object.values(store.companies).map((c) => [c.id, c.name, c.ownerId]), [[1, "糖画科技", 5], [2, "甜蜜工坊", 7]]);
  const owner = store.users[String(WORLD.sweetOwner.id)];
  assert.deepEqual([owner?.mobile, owner?.companyId, owner?.level_type], [WORLD.sweetOwner.mobile, 2, 0]);
  const shops = Object.values(store.shops);
  assert.deepEqual(shops.map((s) => [s.companyId, s.ownerId]), [[1, 5], [1, 5], [1, 5], [2, 7]]);
  assert.ok(shops.every((s) => /店$/.test(s.name) && s.address.length > 10 && /^1\d{10}$/.test(s.contact.phone)));
});

test("seed: printers SIM-0001…SIM-0006, device ids 1001…, flags in several combinations, one unbound, one egg, one non-CNY", () => {
  assert.deepEqual(printers.map((p) => p.sn), ["SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004", "SIM-0005", "SIM-0006"]);
  assert.deepEqual(printers.map((p) => p.device_id), [1001, 1002, 1003, 1004, 1005, 1006]);
  const combos = new Set(printers.map((p) => [p.is_open_weixin_pay, p.is_open_game, p.is_second_half, p.is_open_phone_activity].join()));
  assert.ok(combos.size >= 5, "flag combinations");
  for (const flag of ["is_open_weixin_pay", "is_open_game", "is_second_half", "is_open_phone_activity"] as const) {
    assert.deepEqual(new Set(printers.map((p) => p[flag])), new Set([0, 1]), `${flag} both on and off`);
  }
  assert.deepEqual(printers.filter((p) => p.shopId === null).map((p) => p.sn), [WORLD.unboundSn]);
  assert.deepEqual(printers.filter((p) => p.eggSn !== null).map((p) => [p.sn, p.eggSn]), [[WORLD.egg.sn, WORLD.egg.eggSn]]);
  const foreign = printers.filter((p) => p.locale !== null && p.locale.currencySymbol !== "¥");
  assert.deepEqual(foreign.map((p) => [p.sn, p.locale?.currencySymbol, p.locale?.currencyName]), [[WORLD.foreignSn, "HK$", "港元"]]);
  assert.ok(printers.some((p) => p.coins > 0) && printers.filter((p) => p.coins === 0).length >= 3);
  assert.ok(printers.every((p) => /^[0-9a-f]{32}$/.test(p.secret)));
  assert.deepEqual(store.users["5"]?.managedPrinters, ["SIM-0001"]);
});

test("seed: works of every goods type with generated pictures, plausible prices and dates", () => {
  assert.deepEqual(new Set(goods.map((g) => g.goods_type_id)), new Set([8, 14, 15, 16]));
  const system = goods.filter((g) => g.goods_type_id === 8 && g.ownerId === null && g.shopId === null);
  assert.equal(system.length, MOTIFS.length * 3);
  for (const m of MOTIFS) assert.equal(system.filter((g) => g.image_url.startsWith(`/mock/art/${m}-`)).length, 3, m);
  for (const g of goods) {
    for (const url of [g.image_url, ...g.image_list.map((i) => i.image_url)]) assert.ok(pictureAt(url), `${g.name}: ${url} is served`);
    assert.match(g.price, /^\d+\.\d\d$/);
    assert.ok(Number(g.price) >= 5 && Number(g.price) <= 30, `${g.name} ${g.price}`);
    assert.ok(g.coins_price === null || (g.coins_price >= 2 && g.coins_price <= 6));
    assert.ok(g.sell_count >= 0 && g.sell_count <= 500);
    assert.ok(g.create_time <= SEED_NOW_S && g.create_time >= SEED_NOW_S - 90 * DAY_S, g.name);
  }
  assert.ok(goods.some((g) => g.coins_price !== null));
  assert.ok(goods.filter((g) => g.goods_type_id === 16).every((g) => /^\/mock\/art\/photo-\d+\.svg$/.test(g.image_url)));
  assert.ok(goods.filter((g) => g.goods_type_id === 14).every((g) => typeof g.prompt === "string" && g.prompt.length > 0));
  assert.equal(goods.filter((g) => g.deleted).length, 1);
  const mine = goods.filter((g) => g.ownerId === 1 && !g.deleted);
  assert.ok(mine.filter((g) => g.goods_type_id === 15).length >= 3);
  assert.ok(mine.some((g) => g.image_list.length === 3), "one work with 3 images (thumbnails)");
  assert.ok(goods.some((g) => g.ownerId === 2));
  assert.ok(goods.some((g) => g.remark === "龙 生肖 新年"));
});

test("seed: listings pin 2 works on SIM-0001 and hide one; activities 3–4 per shop plus an ended one", () => {
  const onSim1 = Object.values(store.listings).filter((l) => l.sn === "SIM-0001");
  assert.equal(onSim1.filter((l) => l.is_top === 1).length, 2);
  assert.equal(onSim1.filter((l) => l.is_hide === 1).length, 1);
  for (const key of Object.keys(store.listings)) assert.match(key, /^[A-Z]+-\d{4}:\d+$/);
  const activities = Object.values(store.activities);
  for (const shop of Object.values(store.shops)) {
    const running = activities.filter((a) => a.shopId === shop.id && a.start_time <= SEED_NOW_S && SEED_NOW_S < a.end_time);
    assert.ok(running.length >= 3 && running.length <= 4, shop.name);
  }
  assert.equal(activities.filter((a) => a.end_time <= SEED_NOW_S).length, 1);
});

test("seed: the same seed builds the same world; another seed moves the values, not the shape", () => {
  const again = seedState(1);
  for (const key of ["companies", "shops", "printers", "goods", "listings", "activities"] as const) assert.deepEqual(again[key], store[key], key);
  const other = seedState(2);
  assert.deepEqual(Object.keys(other.printers), Object.keys(store.printers));
  assert.deepEqual(Object.values(other.goods).map((g) => g.name), goods.map((g) => g.name));
  assert.notDeepEqual(other.printers["SIM-0001"]?.secret, store.printers["SIM-0001"]?.secret);
});
