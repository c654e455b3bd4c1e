/** The materials store (§2 /admin/store): manage-goods/list, material-info and the manage-cart calls. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { CART_NUM_MAX, type CartChange, type CartList, type MaterialGoods, type MaterialInfo } from "../../web/contract/http/materials.ts";
import type { CatalogueItem } from "../../mock-api/store/merchant.ts";
import { MERCHANT, ok, refused, refusedWithoutChange, session, type Session } from "./merchant-fixtures.ts";

type Page<T> = { list: T[]; total: number; page: number; limit: number; categories?: { id: number; name: string }[] };

/** An on-shelf item with a single spec in good stock (the seed's stock is random). */
function stocked(s: Session, type: "material" | "toy_fittings" = "material"): CatalogueItem {
  const item = Object.values(s.store.merchant.catalogue).find((i) => i.type === type && i.status === 1 && i.specs.length === 1);
  assert.ok(item?.specs[0] !== undefined);
  item.specs[0].stock = 50;
  return item;
}

function multiSpec(s: Session): CatalogueItem {
  const item = Object.values(s.store.merchant.catalogue).find((i) => i.status === 1 && i.specs.length > 1);
  assert.ok(item !== undefined);
  for (const spec of item.specs) spec.stock = 40;
  return item;
}

test("list: each type's shelf, on-shelf items only, category tabs, keyword, paging; English names for en", async (t) => {
  const s = await session(t);
  for (const type of ["material", "toy_fittings"] as const) {
    const page = ok<Page<MaterialGoods>>(await s.get("/api/manage-goods/list", s.merchant, { type, limit: 100 }));
    const want = Object.values(s.store.merchant.catalogue).filter((i) => i.type === type && i.status === 1);
    assert.equal(page.total, want.length);
    assert.ok(page.list.every((g) => g.type === type && g.status === 1));
    assert.ok((page.categories ?? []).length >= 3, "category tabs");
    const cat = page.categories?.[0];
    assert.ok(cat !== undefined);
    const inCat = ok<Page<MaterialGoods>>(await s.get("/api/manage-goods/list", s.merchant, { type, category_id: cat.id }));
    assert.ok(inCat.total > 0 && inCat.list.every((g) => g.category_id === cat.id && g.category_name === cat.name));
  }
  const sugar = ok<Page<MaterialGoods>>(await s.get("/api/manage-goods/list", s.merchant, { type: "material", keyword: "砂糖" }));
  assert.deepEqual(sugar.list.map((g) => g.name), ["糖画专用一级白砂糖"]);
  assert.equal(sugar.list[0]?.price, "45.00", "the cheapest spec's price");
  const en = await s.h.call("GET", "/api/manage-goods/list?type=material&keyword=white%20sugar", { token: s.merchant, headers: { language: "en" } });
  assert.deepEqual(ok<Page<MaterialGoods>>(en).list.map((g) => g.name), ["Grade-1 white sugar for sugar painting"]);
  const p2 = ok<Page<MaterialGoods>>(await s.get("/api/manage-goods/list", s.merchant, { type: "material", page: 2, limit: 5 }));
  assert.equal(p2.page, 2);
  assert.equal(p2.list.length, 5);
  const off = Object.values(s.store.merchant.catalogue).find((i) => i.status === 0);
  const all = ok<Page<MaterialGoods>>(await s.get("/api/manage-goods/list", s.merchant, { type: "material", limit: 100 }));
  assert.ok(!all.list.some((g) => g.id === off?.id), "an item off the shelf is not listed");
});

test("list: a customer without a shop is refused (403), an unknown type is 422", async (t) => {
  const s = await session(t);
  refused(await s.get("/api/manage-goods/list", s.customer, { type: "material" }), 403);
  refused(await s.get("/api/manage-goods/list", s.merchant, { type: "sweets" }), 422);
});

test("material-info: specs with stock, pictures, and what the caller has in the cart", async (t) => {
  const s = await session(t);
  const item = multiSpec(s);
  const before = ok<MaterialInfo>(await s.get("/api/manage-goods/material-info", s.merchant, { id: item.id }));
  assert.equal(before.specs.length, item.specs.length);
  assert.equal(before.stock, item.specs.length * 40);
  assert.ok(before.image_list.length >= 1 && before.image_url?.startsWith("/mock/art/text/"));
  const [a, b] = item.specs;
  ok(await s.post("/api/manage-cart/add", s.merchant, { goods_id: item.id, spec_id: a?.id, num: 2 }));
  ok(await s.post("/api/manage-cart/add", s.merchant, { goods_id: item.id, spec_id: b?.id, num: 3 }));
  const after = ok<MaterialInfo>(await s.get("/api/manage-goods/material-info", s.merchant, { id: item.id }));
  assert.equal(after.cart_num - before.cart_num, 5, "all specs count");
  // Someone else's cart does not show.
  const theirs = ok<MaterialInfo>(await s.get("/api/manage-goods/material-info", s.admin, { id: item.id }));
  assert.equal(theirs.cart_num, 0);
});

test("material-info: unknown or prototype ids are 404; an off-shelf item still answers with status 0", async (t) => {
  const s = await session(t);
  refused(await s.get("/api/manage-goods/material-info", s.merchant, { id: 99999 }), 404);
  refused(await s.get("/api/manage-goods/material-info", s.merchant, { id: "__proto__" }), 422);
  const off = Object.values(s.store.merchant.catalogue).find((i) => i.status === 0);
  assert.equal(ok<MaterialInfo>(await s.get("/api/manage-goods/material-info", s.merchant, { id: off?.id ?? 0 })).status, 0);
});

test("cart: the seeded cart of the printer manager has both types, a greyed off-shelf line, totals in cents", async (t) => {
  const s = await session(t);
  const cart = ok<CartList>(await s.get("/api/manage-cart/list", s.merchant, { type: "material" }));
  assert.ok(cart.count >= 3);
  assert.equal(cart.count, cart.list.length);
  const grey = cart.list.filter((l) => l.is_valid === 0);
  assert.ok(grey.some((l) => l.goods.status === 0), "the off-shelf line is greyed");
  const valid = cart.list.filter((l) => l.is_valid === 1);
  const cents = valid.reduce((n, l) => n + Math.round(Number(l.price) * 100) * l.num, 0);
  assert.equal(cart.total_amount, (cents / 100).toFixed(2));
  assert.equal(cart.total_num, valid.reduce((n, l) => n + l.num, 0));
  for (const l of cart.list) assert.equal(l.amount, ((Math.round(Number(l.price) * 100) * l.num) / 100).toFixed(2));
  assert.ok(ok<CartList>(await s.get("/api/manage-cart/list", s.merchant, { type: "toy_fittings" })).count >= 1);
  // Company 2's owner has an empty cart of their own.
  assert.deepEqual(ok<CartList>(await s.get("/api/manage-cart/list", s.other, { type: "material" })).list, []);
});

test("cart add: a new line, then the same item and spec adds up; a badge count per type", async (t) => {
  const s = await session(t);
  const item = stocked(s, "toy_fittings");
  const start = ok<CartList>(await s.get("/api/manage-cart/list", s.other, { type: "toy_fittings" })).count;
  const first = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 2 }));
  assert.equal(first.num, 2);
  assert.equal(first.count, start + 1);
  const again = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 3 }));
  assert.equal(again.id, first.id, "merged into the same line");
  assert.equal(again.num, 5);
  assert.equal(again.count, start + 1);
  const cart = ok<CartList>(await s.get("/api/manage-cart/list", s.other, { type: "toy_fittings" }));
  const line = cart.list.find((l) => l.id === first.id);
  assert.equal(line?.num, 5);
  assert.equal(line?.amount, ((Math.round(Number(item.specs[0]?.price) * 100) * 5) / 100).toFixed(2));
  assert.equal(ok<CartList>(await s.get("/api/manage-cart/list", s.other, { type: "material" })).count, 0, "the other type is untouched");
});

test("cart add: a multi-spec item needs spec_id; each spec is its own line", async (t) => {
  const s = await session(t);
  const item = multiSpec(s);
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 1 }));
  const a = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, spec_id: item.specs[0]?.id, num: 1 }));
  const b = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, spec_id: item.specs[1]?.id, num: 1 }));
  assert.notEqual(a.id, b.id);
});

test("cart add: refusals change nothing (stock, off shelf, unknown item or spec, over the cap, bad input)", async (t) => {
  const s = await session(t);
  const item = stocked(s);
  const spec = item.specs[0];
  assert.ok(spec !== undefined);
  spec.stock = 4;
  const off = Object.values(s.store.merchant.catalogue).find((i) => i.status === 0);
  const other = multiSpec(s);
  const msg = await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 5 }));
  assert.match(msg, /库存不足.*4/);
  ok(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 3 }));
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 2 })); // 3 + 2 > 4
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, { goods_id: off?.id, num: 1 }));
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, { goods_id: 99999, num: 1 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, { goods_id: item.id, spec_id: other.specs[0]?.id, num: 1 }));
  for (const body of [{ goods_id: item.id, num: 0 }, { goods_id: item.id, num: CART_NUM_MAX + 1 }, { goods_id: item.id, num: 1.5 }, { goods_id: item.id, num: 1, level_type: 7 }]) {
    await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.other, body), 422);
  }
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/add", s.customer, { goods_id: item.id, num: 1 }), 403);
});

test("cart add: adding beyond the per-line cap caps at CART_NUM_MAX (contract) when stock allows", async (t) => {
  const s = await session(t);
  const item = stocked(s);
  const spec = item.specs[0];
  assert.ok(spec !== undefined);
  spec.stock = 5000;
  ok(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: CART_NUM_MAX }));
  const capped = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 10 }));
  assert.equal(capped.num, CART_NUM_MAX);
});

test("cart update: sets the quantity within stock; another user's line is 404 with no change", async (t) => {
  const s = await session(t);
  const item = stocked(s);
  const line = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 1 }));
  const upd = ok<CartChange>(await s.post("/api/manage-cart/update", s.other, { id: line.id, num: 7 }));
  assert.equal(upd.num, 7);
  assert.equal(ok<CartList>(await s.get("/api/manage-cart/list", s.other, { type: "material" })).total_num, 7);
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/update", s.other, { id: line.id, num: 51 })); // stock 50
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/update", s.merchant, { id: line.id, num: 2 }), 404); // IDOR
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/update", s.other, { id: 99999, num: 2 }), 404);
  // A line whose item left the shelf cannot be changed, only deleted.
  item.status = 0;
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/update", s.other, { id: line.id, num: 2 }));
});

test("cart delete: removes the caller's lines; any foreign or unknown id refuses the whole batch", async (t) => {
  const s = await session(t);
  const mine = Object.values(s.store.merchant.carts).filter((l) => l.userId === MERCHANT.id && l.type === "material");
  assert.ok(mine.length >= 2);
  const [a, b] = mine;
  assert.ok(a !== undefined && b !== undefined);
  const item = stocked(s);
  const theirs = ok<CartChange>(await s.post("/api/manage-cart/add", s.other, { goods_id: item.id, num: 1 }));
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/delete", s.merchant, { ids: [a.id, theirs.id ?? 0] }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/delete", s.merchant, { ids: [a.id, a.id] }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-cart/delete", s.merchant, { ids: [] }), 422);
  const left = ok<CartChange>(await s.post("/api/manage-cart/delete", s.merchant, { ids: [a.id, b.id] }));
  assert.equal(left.count, mine.length - 2);
  assert.equal(s.store.merchant.carts[String(a.id)], undefined);
  assert.ok(s.store.merchant.carts[String(theirs.id)] !== undefined, "the other user's line stays");
});

test("refusals speak the caller's language (§7 Language header)", async (t) => {
  const s = await session(t);
  const item = stocked(s);
  const body = { goods_id: item.id, num: 51 };
  assert.match(refused(await s.h.call("POST", "/api/manage-cart/add", { token: s.other, body, headers: { language: "en" } })), /^Not enough stock: at most 50 available$/);
  assert.match(refused(await s.h.call("POST", "/api/manage-cart/add", { token: s.other, body })), /^库存不足，最多还能购买 50 件$/);
  assert.equal(refused(await s.h.call("GET", "/api/manage-goods/material-info?id=99999", { token: s.other, headers: { language: "en" } }), 404), "No such item");
});
