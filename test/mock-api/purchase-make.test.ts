/**
 * Purchases (ADMIN-MAP D2): the device catalogue, device-make, material-make (checkout of cart
 * lines), the stock an unpaid order holds, cancel and expiry; who may buy for which shop.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PURCHASE_ORDER_STATUS as P, PURCHASE_PAY_TTL_S, type PurchaseCreated, type PurchaseOrderInfo } from "../../web/contract/http/manage-order.ts";
import type { CartList, DeviceModel, MaterialInfo } from "../../web/contract/http/materials.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import type { CatalogueItem } from "../../mock-api/store/merchant.ts";
import { COMPANY2_SHOP, MERCHANT, ok, refused, refusedWithoutChange, session, type Session } from "./merchant-fixtures.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";

const SHOP = WORLD.shop.hangzhou;
const CONTACT = { name: "陈店长", phone: "13800000005", address: "杭州市上城区万象城 B1 糖画机旁" };

/** An on-shelf item with one spec and `stock` of it, in the merchant's cart `num` times. */
async function inCart(s: Session, num: number, stock = 10): Promise<{ item: CatalogueItem; line: number }> {
  const item = Object.values(s.store.merchant.catalogue).find(
    (i) => i.type === "material" && i.status === 1 && i.specs.length === 1 && !Object.values(s.store.merchant.carts).some((l) => l.goodsId === i.id),
  );
  assert.ok(item?.specs[0] !== undefined);
  item.specs[0].stock = stock;
  const added = ok<{ id: number }>(await s.post("/api/manage-cart/add", s.merchant, { goods_id: item.id, num }));
  return { item, line: added.id };
}

async function available(s: Session, itemId: number): Promise<number> {
  return ok<MaterialInfo>(await s.get("/api/manage-goods/material-info", s.merchant, { id: itemId })).specs[0]?.stock ?? -1;
}

test("device-models: the catalogue with prices, cheapest first, in the caller's language", async (t) => {
  const s = await session(t);
  const list = ok<{ list: DeviceModel[] }>(await s.get("/api/manage-goods/device-models", s.merchant)).list;
  assert.equal(list.length, 3);
  assert.deepEqual(list.map((m) => m.price), ["3980.00", "6800.00", "9800.00"]);
  assert.ok(list.every((m) => typeof m.description === "string" && m.description.length > 0));
  const en = ok<{ list: DeviceModel[] }>(await s.h.call("GET", "/api/manage-goods/device-models", { token: s.merchant, headers: { language: "en" } }));
  assert.match(en.list[0]?.name ?? "", /Mini sugar-painting robot/);
  refused(await s.get("/api/manage-goods/device-models", s.customer), 403);
});

test("device-make: an unpaid device order for the caller's shop, contact defaulting to the shop's, payable for 24 h", async (t) => {
  const s = await session(t);
  const model = Object.values(s.store.merchant.deviceModels)[0]!;
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model.id, num: 2, remark: "开业用" }));
  assert.match(made.sn, /^SB\d{8}\d{6}$/);
  assert.equal(made.money, (Number(model.price) * 2).toFixed(2));
  assert.equal(made.freight, "0.00");
  const nowS = Math.floor(s.h.clock.now() / 1000);
  assert.equal(made.expire_time, nowS + PURCHASE_PAY_TTL_S);
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/device-info", s.merchant, { id: made.id }));
  assert.equal(info.status, P.UNPAID);
  assert.equal(info.total_num, 2);
  assert.equal(info.expire_time, made.expire_time);
  assert.equal(info.contact.phone, s.store.shops[String(SHOP)]?.contact.phone);
  assert.equal(info.remark, "开业用");
  assert.equal(info.buyer?.id, MERCHANT.id);
  // A given contact is used instead.
  const other = ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model.id, num: 1, contact: CONTACT }));
  assert.equal(ok<PurchaseOrderInfo>(await s.get("/api/manage-order/device-info", s.merchant, { id: other.id })).contact.address, CONTACT.address);
});

test("device-make refusals change nothing: another company's shop (404), no such model (404), bad input (422), no company", async (t) => {
  const s = await session(t);
  const model = Object.values(s.store.merchant.deviceModels)[0]!.id;
  await refusedWithoutChange(s, () => s.post("/api/manage-order/device-make", s.merchant, { shop_id: COMPANY2_SHOP, model_id: model, num: 1 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/device-make", s.other, { shop_id: SHOP, model_id: model, num: 1 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: 999, num: 1 }), 404);
  for (const body of [{ shop_id: SHOP, model_id: model, num: 0 }, { shop_id: SHOP, model_id: model, num: 51 }, { shop_id: SHOP, model_id: model, num: 1, price: "1.00" }]) {
    await refusedWithoutChange(s, () => s.post("/api/manage-order/device-make", s.merchant, body), 422);
  }
  // A level-1 admin sees every shop's orders but belongs to no company: buys for none.
  const privileged = await s.h.loginAs(SEED_USERS.privileged.mobile);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/device-make", privileged, { shop_id: SHOP, model_id: model, num: 1 }), 404);
});

test("material-make: cart lines become an unpaid order holding their stock; the lines leave the cart; freight under ¥99", async (t) => {
  const s = await session(t);
  const { item, line } = await inCart(s, 3, 10);
  const spec = item.specs[0]!;
  assert.equal(await available(s, item.id), 10);
  const made = ok<PurchaseCreated>(
    await s.post("/api/manage-order/material-make", s.merchant, {
      shop_id: SHOP, type: "material", cart_ids: [line], contact: CONTACT,
      invoice: { type: 2, company_name: "杭州糖画智能科技有限公司", tax_id: "91330100MA2KXXXX0X", email: "fin@tanghua.example" },
    }),
  );
  assert.match(made.sn, /^CL/);
  const goods = Number(spec.price) * 3;
  assert.equal(made.freight, goods >= 99 ? "0.00" : "10.00");
  assert.equal(made.money, (goods + Number(made.freight)).toFixed(2));
  assert.equal(s.store.merchant.carts[String(line)], undefined, "the line left the cart");
  assert.equal(await available(s, item.id), 7, "3 held by the unpaid order");
  assert.equal(spec.stock, 10, "nothing sold yet");
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/material-info", s.merchant, { id: made.id }));
  assert.equal(info.type, "material");
  assert.equal(info.items[0]?.num, 3);
  assert.equal(info.invoice?.company_name, "杭州糖画智能科技有限公司");
  assert.equal(info.invoice?.tax_id, "91330100MA2KXXXX0X");

  // Adding more than is left to the cart is refused by the held stock.
  refused(await s.post("/api/manage-cart/add", s.merchant, { goods_id: item.id, num: 8 }));
  ok(await s.post("/api/manage-cart/add", s.merchant, { goods_id: item.id, num: 7 }));

  // Cancelled: the units are free again, twice is harmless, and it cannot be paid any more.
  const cancelled = ok<{ status: number }>(await s.post("/api/manage-order/cancel", s.merchant, { id: made.id }));
  assert.equal(cancelled.status, P.CLOSED);
  assert.equal(await available(s, item.id), 10);
  assert.equal(ok<{ status: number }>(await s.post("/api/manage-order/cancel", s.merchant, { id: made.id })).status, P.CLOSED);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 }));
});

test("material-make num (buy now): that many of the one line; the rest stays in the cart; more than it holds, or two lines, refused", async (t) => {
  const s = await session(t);
  // The QA case of 27 Nov: 1 in the cart already, "buy now" 1 more: the line holds 2, the order takes 1.
  const { item, line } = await inCart(s, 2, 10);
  const spec = item.specs[0]!;
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line], num: 1, contact: CONTACT }));
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/material-info", s.merchant, { id: made.id }));
  assert.equal(info.items[0]?.num, 1);
  assert.equal(made.money, (Number(spec.price) + Number(made.freight)).toFixed(2), "one unit and the freight, not two");
  assert.equal(s.store.merchant.carts[String(line)]?.num, 1, "the one added before stays in the cart");
  // In English, the line reads the catalogue's English names (27 Nov QA: Chinese in an English order page).
  const en = (await s.h.call("GET", `/api/manage-order/material-info?id=${made.id}`, { token: s.merchant, headers: { language: "en" } })).json?.data as PurchaseOrderInfo;
  assert.deepEqual([en.items[0]?.name, en.items[0]?.spec_name], [item.name.en, spec.name.en]);
  assert.equal(info.items[0]?.name, item.name.zh);
  assert.equal(await available(s, item.id), 9, "1 held by the order");
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line], num: 2 })), /只有 1 件/);
  const two = await inCart(s, 1, 10);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line, two.line], num: 1 }), 422);
  // num equal to the line: the line leaves the cart, as without num.
  ok(await s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line], num: 1, contact: CONTACT }));
  assert.equal(s.store.merchant.carts[String(line)], undefined);
});

test("material-make refusals change nothing: stock short, off the shelf, other type, another user's line, another company's shop", async (t) => {
  const s = await session(t);
  const { item, line } = await inCart(s, 4, 10);
  item.specs[0]!.stock = 3; // sold elsewhere since it went into the cart
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line] })), /库存不足.*3/);
  item.specs[0]!.stock = 10;
  item.status = 0;
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line] })), /已下架/);
  item.status = 1;
  await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "toy_fittings", cart_ids: [line] }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.other, { shop_id: COMPANY2_SHOP, type: "material", cart_ids: [line] }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: COMPANY2_SHOP, type: "material", cart_ids: [line] }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [] }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line, line] }), 422);
  // The line is still in the cart, valid.
  const cart = ok<CartList>(await s.get("/api/manage-cart/list", s.merchant, { type: "material" }));
  assert.equal(cart.list.find((l) => l.id === line)?.is_valid, 1);
});

test("an unpaid purchase past its 24 h closes by itself: not payable, its stock free; the seeded unpaid ones are payable now", async (t) => {
  const s = await session(t);
  for (const id of [1, 13]) {
    const o = s.store.merchant.purchaseOrders[String(id)]!;
    assert.equal(o.status, P.UNPAID);
    const a = await s.post("/api/manage-order/pay", s.merchant, { id, pay_type: 61 });
    assert.match((ok<{ pay_data: string }>(a)).pay_data, /^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  }
  const { item, line } = await inCart(s, 2, 5);
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line] }));
  assert.equal(await available(s, item.id), 3);
  s.h.clock.advance(PURCHASE_PAY_TTL_S * 1000);
  assert.equal(await available(s, item.id), 5, "an expired order holds nothing");
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 })), /已关闭/);
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/material-info", s.merchant, { id: made.id }));
  assert.equal(info.status, P.CLOSED);
  assert.equal(info.expire_time, null);
  // The seeded ones expired too (they were made less than a day before the seed's now).
  refused(await s.post("/api/manage-order/pay", s.merchant, { id: 1, pay_type: 30 }), 200);
  const late = await s.h.call("POST", "/__mock/pay", { body: { order_sn: s.store.merchant.purchaseOrders["13"]!.sn } });
  assert.equal(late.status, 409, late.text);
});

test("unpaid purchases per user are capped at 10: the 11th is refused until one is paid or cancelled", async (t) => {
  const s = await session(t);
  const model = Object.values(s.store.merchant.deviceModels)[0]!.id;
  const open = Object.values(s.store.merchant.purchaseOrders).filter((o) => o.buyerId === MERCHANT.id && o.status === P.UNPAID).length;
  const made: number[] = [];
  for (let i = open; i < 10; i++) made.push(ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model, num: 1 })).id);
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model, num: 1 })), /10 笔未支付/);
  ok(await s.post("/api/manage-order/cancel", s.merchant, { id: made[0]! }));
  ok(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model, num: 1 }));
});
