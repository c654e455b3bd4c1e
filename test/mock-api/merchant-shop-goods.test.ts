/** A shop's own patterns (/admin/shop/sugar-list, sugar-form): manage-goods shop-list, info, save, delete. */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ShopGoods, ShopGoodsInfo } from "../../web/contract/http/materials.ts";
import { COMPANY1_SHOPS, COMPANY2_SHOP, MERCHANT, ok, refused, refusedWithoutChange, session } from "./merchant-fixtures.ts";

type Page<T> = { list: T[]; total: number };

const NEW_PATTERN = {
  shop_id: COMPANY1_SHOPS[0],
  goods_type_id: 15,
  name: "店庆限定·玉兔",
  image_url: "/mock/art/heart-321.svg",
  image_list: ["/mock/art/heart-321.svg", "/mock/art/heart-322.svg"],
  price: "16.80",
  coins_price: 3,
  remark: "店庆 兔子",
  status: 1,
};

test("shop-list: a merchant sees their company's shop patterns only; customers' works are not the shop's", async (t) => {
  const s = await session(t);
  const mine = ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.merchant, { limit: 100 }));
  assert.ok(mine.total >= 4);
  assert.ok(mine.list.every((g) => COMPANY1_SHOPS.includes(g.shop_id)));
  for (const g of mine.list) {
    const rec = s.store.goods[String(g.id)];
    assert.ok(rec !== undefined && !rec.deleted);
    assert.ok(rec.ownerId === null || s.store.users[String(rec.ownerId)]?.companyId === 1, `${g.name} is not a customer's work`);
  }
  const theirs = ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.other, { limit: 100 }));
  assert.ok(theirs.total >= 2 && theirs.list.every((g) => g.shop_id === COMPANY2_SHOP));
  const all = ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.admin, { limit: 100 }));
  assert.equal(all.total, mine.total + theirs.total, "an admin sees every shop's");
  // Filters: status (an off-sale one is seeded), type, keyword, shop; another company's shop is empty.
  const off = ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.merchant, { status: 0 }));
  assert.ok(off.total >= 1 && off.list.every((g) => g.status === 0));
  const eights = ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.merchant, { goods_type_id: 8 }));
  assert.ok(eights.list.every((g) => g.goods_type_id === 8));
  assert.deepEqual(ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.merchant, { keyword: "西湖" })).list.map((g) => g.name), ["西湖锦鲤"]);
  assert.equal(ok<Page<ShopGoods>>(await s.get("/api/manage-goods/shop-list", s.merchant, { shop_id: COMPANY2_SHOP })).total, 0);
  refused(await s.get("/api/manage-goods/shop-list", s.merchant, { goods_type_id: 14 }), 422);
  refused(await s.get("/api/manage-goods/shop-list", s.customer), 403);
});

test("save creates a pattern on the caller's shop; info shows it; update keeps what was left out", async (t) => {
  const s = await session(t);
  const { id } = ok<{ id: number }>(await s.post("/api/manage-goods/save", s.merchant, NEW_PATTERN));
  const rec = s.store.goods[String(id)];
  assert.equal(rec?.ownerId, MERCHANT.id);
  assert.equal(rec?.shopId, NEW_PATTERN.shop_id);
  const info = ok<ShopGoodsInfo>(await s.get("/api/manage-goods/info", s.merchant, { id }));
  assert.equal(info.name, NEW_PATTERN.name);
  assert.equal(info.price, "16.80");
  assert.equal(info.coins_price, 3);
  assert.equal(info.image_list.length, 2);
  assert.equal(info.shop_name, s.store.shops[String(NEW_PATTERN.shop_id)]?.name);
  ok(await s.post("/api/manage-goods/save", s.merchant, { id, shop_id: NEW_PATTERN.shop_id, goods_type_id: 15, name: "玉兔", image_url: NEW_PATTERN.image_url, price: 18, status: 0 }));
  const after = ok<ShopGoodsInfo>(await s.get("/api/manage-goods/info", s.merchant, { id }));
  assert.equal(after.name, "玉兔");
  assert.equal(after.price, "18.00");
  assert.equal(after.status, 0);
  assert.equal(after.remark, NEW_PATTERN.remark, "left out: kept");
  assert.equal(after.image_list[0]?.id, info.image_list[0]?.id, "the same picture keeps its id");
  assert.equal(after.coins_price, 3, "left out: the coins price stays");
  // null removes the coins price (the form's emptied field); the pattern is then not sold for coins.
  ok(await s.post("/api/manage-goods/save", s.merchant, { id, shop_id: NEW_PATTERN.shop_id, goods_type_id: 15, name: "玉兔", image_url: NEW_PATTERN.image_url, price: 18, coins_price: null, status: 1 }));
  assert.equal(ok<ShopGoodsInfo>(await s.get("/api/manage-goods/info", s.merchant, { id })).coins_price, null);
  // An admin acting for company 2's shop: a system pattern has no author.
  const sys = ok<{ id: number }>(await s.post("/api/manage-goods/save", s.admin, { ...NEW_PATTERN, shop_id: COMPANY2_SHOP, goods_type_id: 8 }));
  assert.equal(s.store.goods[String(sys.id)]?.ownerId, null);
});

test("save refuses another company's shop or pattern, customers' works, bad input — with no change", async (t) => {
  const s = await session(t);
  const theirs = Object.values(s.store.goods).find((g) => g.shopId === COMPANY2_SHOP && !g.deleted);
  const customerWork = Object.values(s.store.goods).find((g) => g.shopId === COMPANY1_SHOPS[0] && g.ownerId === 1 && !g.deleted);
  assert.ok(theirs !== undefined && customerWork !== undefined);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.merchant, { ...NEW_PATTERN, shop_id: COMPANY2_SHOP }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.merchant, { ...NEW_PATTERN, id: theirs.id }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.merchant, { ...NEW_PATTERN, id: customerWork.id }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.merchant, { ...NEW_PATTERN, id: 999999 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.merchant, { ...NEW_PATTERN, shop_id: 999 }), 404);
  for (const bad of [
    { ...NEW_PATTERN, goods_type_id: 14 },
    { ...NEW_PATTERN, price: "0" },
    { ...NEW_PATTERN, price: "1.234" },
    { ...NEW_PATTERN, image_url: "javascript:alert(1)" },
    { ...NEW_PATTERN, remark: "a b c d e f" },
    { ...NEW_PATTERN, ownerId: 1 },
  ]) {
    await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.merchant, bad), 422);
  }
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/save", s.customer, NEW_PATTERN), 403);
});

test("info: another company's pattern, a customer's work and a deleted one are 404", async (t) => {
  const s = await session(t);
  const theirs = Object.values(s.store.goods).find((g) => g.shopId === COMPANY2_SHOP && !g.deleted);
  const deleted = Object.values(s.store.goods).find((g) => g.deleted);
  const customerWork = Object.values(s.store.goods).find((g) => g.ownerId === 1 && g.shopId !== null && !g.deleted);
  for (const g of [theirs, deleted, customerWork]) refused(await s.get("/api/manage-goods/info", s.merchant, { id: g?.id ?? 0 }), 404);
  ok(await s.get("/api/manage-goods/info", s.other, { id: theirs?.id ?? 0 }));
  ok(await s.get("/api/manage-goods/info", s.admin, { id: theirs?.id ?? 0 }));
});

test("delete marks the pattern deleted (kept for orders); another company's is 404 with no change", async (t) => {
  const s = await session(t);
  const { id } = ok<{ id: number }>(await s.post("/api/manage-goods/save", s.merchant, NEW_PATTERN));
  const theirs = Object.values(s.store.goods).find((g) => g.shopId === COMPANY2_SHOP && !g.deleted);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/delete", s.merchant, { id: theirs?.id }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/delete", s.other, { id }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/delete", s.merchant, { id: "1" }), 422);
  ok(await s.post("/api/manage-goods/delete", s.merchant, { id }));
  assert.equal(s.store.goods[String(id)]?.deleted, true);
  refused(await s.get("/api/manage-goods/info", s.merchant, { id }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-goods/delete", s.merchant, { id }), 404);
});
