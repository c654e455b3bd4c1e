/**
 * Issue 15's shop pieces: the patterns a shop sells reaching the customers' /sugar list and
 * printing (manage-goods save, set-status, set-top, delete), the sugar-list by printer serial
 * (D8), and the shipping contacts, factory and company (D10).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { startCommerce, type Commerce } from "./commerce-fixture.ts";
import { ok, refused, snapshot } from "./printing-helpers.ts";
import { uploaded } from "./promo-fixtures.ts";

type Page<T> = { list: T[]; total: number; shop?: { id: number; name: string } | null };
interface Goods {
  id: number;
  shop_id: number;
  goods_type_id: number;
  is_top: number;
  status: number;
}
interface Pattern {
  goods_id: number;
  name: string;
  price: string;
  coins_price: number | null;
  remark: string | null;
  is_top: number;
  image_list?: { image_url: string }[];
}

const post = (h: Commerce, path: string, token: string, body: unknown) => h.call("POST", path, { token, body });
const sugarList = async (h: Commerce, sn: string) => ok<Page<Pattern>>(await h.call("GET", `/api/sugar/list?sn=${sn}&limit=100`)).list;

test("a pattern saved with 9 images, price, coin price and 5 tags is on the shop's printers for customers, and is ordered, paid and printed", async (t) => {
  const h = await startCommerce(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const images = await Promise.all(Array.from({ length: 9 }, () => uploaded(h, owner)));
  const body = { shop_id: WORLD.shop.hangzhou, goods_type_id: 15, name: "店长新品·锦鲤", image_url: images[0], image_list: images, price: "18.80", coins_price: 4, remark: "新品 锦鲤 招财 好运 限定", status: 1 };
  const { id } = ok<{ id: number }>(await post(h, "/api/manage-goods/save", owner, body));
  const listed = (await sugarList(h, "SIM-0001")).find((p) => p.goods_id === id);
  assert.deepEqual([listed?.name, listed?.price, listed?.coins_price, listed?.remark, listed?.image_list?.length], ["店长新品·锦鲤", "18.80", 4, "新品 锦鲤 招财 好运 限定", 9]);
  assert.ok((await sugarList(h, "SIM-0002")).some((p) => p.goods_id === id), "the shop's other printer");
  assert.ok(!(await sugarList(h, "SIM-0005")).some((p) => p.goods_id === id), "not another company's printer");
  // Six tags or ten images: refused before anything is saved.
  const before = snapshot(h.api.store);
  assert.equal((await post(h, "/api/manage-goods/save", owner, { ...body, remark: "a b c d e f" })).status, 422);
  assert.equal((await post(h, "/api/manage-goods/save", owner, { ...body, image_list: [...images, images[0]] })).status, 422);
  assert.deepEqual(snapshot(h.api.store), before);

  const order = await h.make(h.customer, id, "SIM-0001");
  assert.equal(order.money, "18.80");
  ok(await h.pay(h.customer, order.sn, PAY_TYPE.BALANCE));
  assert.equal(h.order(order.sn).status, 10, "paid");
  assert.deepEqual(h.jobs.map((j) => [j.order_sn, j.sn]), [[order.sn, "SIM-0001"]], "its print job went to the printer");
});

test("set-status and set-top: off sale leaves the customers' list and cannot be ordered; pinned first on every printer of the shop", async (t) => {
  const h = await startCommerce(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const operator = await h.loginAs(SEED_USERS.admin.mobile);
  const owner2 = await h.loginAs(WORLD.sweetOwner.mobile);
  const img = await uploaded(h, owner);
  const { id } = ok<{ id: number }>(await post(h, "/api/manage-goods/save", owner, { shop_id: 1, goods_type_id: 8, name: "置顶测试", image_url: img, price: 6, status: 1 }));

  // Pinned by an operator who manages none of the printers: first on both of the shop's printers.
  const pinned = ok<Goods>(await post(h, "/api/manage-goods/set-top", operator, { id, is_top: 1 }));
  assert.equal(pinned.is_top, 1);
  for (const sn of ["SIM-0001", "SIM-0002"]) {
    const first = (await sugarList(h, sn))[0];
    assert.deepEqual([first?.goods_id, first?.is_top], [id, 1], sn);
  }
  // Off sale: gone for customers, unorderable; it cannot be pinned meanwhile, and keeps its pin.
  assert.equal(ok<Goods>(await post(h, "/api/manage-goods/set-status", owner, { id, status: 0 })).status, 0);
  assert.ok(!(await sugarList(h, "SIM-0001")).some((p) => p.goods_id === id));
  const made = await h.call("POST", "/api/order/make", { token: h.customer, body: { target_id: id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } } });
  assert.equal(made.json?.errorCode, 1);
  const offSale = snapshot(h.api.store);
  assert.equal(refused(await post(h, "/api/manage-goods/set-top", owner, { id, is_top: 1 })), "已下架的图案不能置顶");
  assert.deepEqual(snapshot(h.api.store), offSale);
  ok(await post(h, "/api/manage-goods/set-status", owner, { id, status: 1 }));
  assert.equal((await sugarList(h, "SIM-0001"))[0]?.goods_id, id, "back on sale, still pinned");
  assert.equal(ok<Goods>(await post(h, "/api/manage-goods/set-top", owner, { id, is_top: 0 })).is_top, 0);
  assert.notEqual((await sugarList(h, "SIM-0001"))[0]?.goods_id, id);

  // Another company, a customer, a customer's own work: nothing changes.
  const customerWork = Object.values(h.api.store.goods).find((g) => g.ownerId === 1 && g.shopId === 1 && !g.deleted);
  const before = snapshot(h.api.store);
  for (const path of ["/api/manage-goods/set-top", "/api/manage-goods/set-status"]) {
    const body = path.endsWith("top") ? { id, is_top: 1 } : { id, status: 0 };
    assert.equal((await post(h, path, owner2, body)).status, 404, path);
    assert.equal((await post(h, path, owner, { ...body, id: customerWork?.id })).status, 404, `${path} a customer's work`);
    assert.equal((await post(h, path, h.customer, body)).status, 403, path);
  }
  assert.deepEqual(snapshot(h.api.store), before);
  ok(await post(h, "/api/manage-goods/delete", owner, { id }));
  assert.ok(!(await sugarList(h, "SIM-0001")).some((p) => p.goods_id === id));
});

test("D8: sugar-list by printer serial lists that printer's shop; another company's or an unbound printer is 404; kind splits sugar from photo", async (t) => {
  const h = await startCommerce(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const owner2 = await h.loginAs(WORLD.sweetOwner.mobile);
  const bySn = ok<Page<Goods>>(await h.call("GET", "/api/manage-goods/shop-list?sn=SIM-0003&limit=100", { token: owner }));
  assert.deepEqual(bySn.shop, { id: WORLD.shop.shanghai, name: "上海来福士店" });
  assert.ok(bySn.list.every((g) => g.shop_id === WORLD.shop.shanghai));
  const byShop = ok<Page<Goods>>(await h.call("GET", `/api/manage-goods/shop-list?shop_id=${WORLD.shop.shanghai}&limit=100`, { token: owner }));
  assert.deepEqual(byShop.list.map((g) => g.id), bySn.list.map((g) => g.id));
  for (const sn of ["SIM-0005", "SIM-0006", "SIM-9999"]) {
    assert.equal((await h.call("GET", `/api/manage-goods/shop-list?sn=${sn}`, { token: owner })).status, 404, sn);
  }
  assert.equal((await h.call("GET", `/api/manage-goods/shop-list?sn=SIM-0001&shop_id=${WORLD.shop.shanghai}`, { token: owner })).status, 404, "two shops named");
  assert.equal((await h.call("GET", "/api/manage-goods/shop-list?sn=SIM-0001", { token: owner2 })).status, 404);
  const img = await uploaded(h, owner);
  ok(await post(h, "/api/manage-goods/save", owner, { shop_id: 1, goods_type_id: 16, name: "证件照套餐", image_url: img, price: 20, status: 1 }));
  const sugar = ok<Page<Goods>>(await h.call("GET", "/api/manage-goods/shop-list?sn=SIM-0001&kind=sugar&limit=100", { token: owner }));
  const photo = ok<Page<Goods>>(await h.call("GET", "/api/manage-goods/shop-list?sn=SIM-0001&kind=photo&limit=100", { token: owner }));
  assert.ok(sugar.total > 0 && sugar.list.every((g) => g.goods_type_id === 8 || g.goods_type_id === 15));
  assert.deepEqual(photo.list.map((g) => g.goods_type_id), [16]);
});

test("D10: the factory's contacts for every shop, the shop's own editable; another company's shop is 404 and unchanged", async (t) => {
  const h = await startCommerce(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const owner2 = await h.loginAs(WORLD.sweetOwner.mobile);
  type Contacts = { factory: { name: string; remark: string | null }[]; company: { name: string; phone: string; address: string } };
  const c = ok<Contacts>(await h.call("GET", "/api/manage-shop/contact?shop_id=1", { token: owner }));
  assert.equal(c.factory.length, 2);
  assert.equal(c.company.name, "陈店长");
  const c2 = ok<Contacts>(await h.call("GET", "/api/manage-shop/contact?shop_id=4", { token: owner2, headers: { language: "en" } }));
  assert.deepEqual(c2.factory.map((f) => f.name), c.factory.map((f) => f.name), "the same factory for everyone");
  assert.equal(c2.factory[0]?.remark, "Returned and repaired printers go here");
  const saved = ok<{ company: Contacts["company"] }>(await h.call("POST", "/api/manage-shop/contact-save", { token: owner, body: { shop_id: 1, name: "李仓管", phone: "0571-88886666", address: "杭州市上城区万象城 B1 仓库" } }));
  assert.deepEqual(saved.company, { name: "李仓管", phone: "0571-88886666", address: "杭州市上城区万象城 B1 仓库" });
  assert.deepEqual(h.api.store.shops["1"]?.contact, saved.company);
  assert.equal(ok<{ contact: { name: string } }>(await h.call("GET", "/api/manage-shop/info?id=1", { token: owner })).contact.name, "李仓管");
  const before = snapshot(h.api.store);
  assert.equal((await h.call("GET", "/api/manage-shop/contact?shop_id=1", { token: owner2 })).status, 404);
  assert.equal((await h.call("POST", "/api/manage-shop/contact-save", { token: owner2, body: { shop_id: 1, name: "x", phone: "13800000007", address: "y" } })).status, 404);
  assert.equal((await h.call("POST", "/api/manage-shop/contact-save", { token: owner, body: { shop_id: 1, name: "x", phone: "123", address: "y" } })).status, 422);
  assert.deepEqual(snapshot(h.api.store), before);
});
