/**
 * Paying purchases through the print orders' machinery: balance (30) from the company's
 * withdrawable balance, WeChat JSAPI (10/60) and Native QR (61) completed by WeChat's
 * notification (/__mock/pay, as `sim pay`); 50 concurrent confirmations debit once; who may pay.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { PURCHASE_ORDER_STATUS as P, type PurchaseCreated, type PurchaseOrderInfo } from "../../web/contract/http/manage-order.ts";
import { creditShop, withdrawableCents } from "../../mock-api/finance/ledger.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import type { CatalogueItem } from "../../mock-api/store/merchant.ts";
import { MERCHANT, ok, refused, refusedWithoutChange, session, type Session } from "./merchant-fixtures.ts";

const SHOP = WORLD.shop.hangzhou;
const N = 50;

function balanceCents(s: Session): number {
  return withdrawableCents(s.store, MERCHANT.companyId);
}

async function dashboardBalance(s: Session): Promise<string> {
  return ok<{ balance: string }>(await s.get("/api/manage/index", s.merchant)).balance;
}

async function materialOrder(s: Session, num = 2): Promise<{ made: PurchaseCreated; item: CatalogueItem }> {
  const item = Object.values(s.store.merchant.catalogue).find(
    (i) => i.type === "material" && i.status === 1 && i.specs.length === 1 && !Object.values(s.store.merchant.carts).some((l) => l.goodsId === i.id),
  )!;
  item.specs[0]!.stock = 20;
  const line = ok<{ id: number }>(await s.post("/api/manage-cart/add", s.merchant, { goods_id: item.id, num })).id;
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/material-make", s.merchant, { shop_id: SHOP, type: "material", cart_ids: [line] }));
  return { made, item };
}

test("balance (30): paid on the spot; the balance, dashboard and income records fall by exactly the total; stock sold", async (t) => {
  const s = await session(t);
  const { made, item } = await materialOrder(s, 2);
  const before = balanceCents(s);
  const sales = item.sales;
  const paid = ok<{ is_pay: boolean; order_sn: string }>(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 }));
  assert.deepEqual(paid, { is_pay: true, order_sn: made.sn });
  const cents = Math.round(Number(made.money) * 100);
  assert.equal(balanceCents(s), before - cents);
  assert.equal(await dashboardBalance(s), ((before - cents) / 100).toFixed(2));
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/material-info", s.merchant, { id: made.id }));
  assert.equal(info.status, P.PENDING_SHIPMENT);
  assert.equal(info.pay_type, 30);
  assert.equal(item.specs[0]!.stock, 18, "the held units are sold");
  assert.equal(item.sales, sales + 2);
  const income = ok<{ list: { type: number; amount: string; order_sn: string; balance: string }[] }>(await s.get("/api/manage/income-list", s.merchant, { type: INCOME_TYPE.MATERIAL }));
  assert.equal(income.list[0]?.order_sn, made.sn);
  assert.equal(income.list[0]?.amount, `-${made.money}`);
  assert.equal(income.list[0]?.balance, ((before - cents) / 100).toFixed(2), "the record's balance is the dashboard's");
  assert.deepEqual(ok(await s.get("/api/manage-order/is-pay", s.merchant, { id: made.id })), { is_pay: true, status: P.PENDING_SHIPMENT });
  // Paid once: again is refused and changes nothing.
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 })), /已支付/);
});

test(`${N} concurrent confirmations of one purchase by balance debit once`, async (t) => {
  const s = await session(t);
  const { made } = await materialOrder(s, 1);
  const before = balanceCents(s);
  const entries = Object.keys(s.store.ledger).length;
  const answers = await Promise.all(Array.from({ length: N }, () => s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 })));
  assert.equal(answers.filter((a) => a.json?.errorCode === 0).length, 1);
  assert.ok(answers.filter((a) => a.json?.errorCode !== 0).every((a) => a.status === 200 && a.json?.msg === "订单已支付"));
  assert.equal(balanceCents(s), before - Math.round(Number(made.money) * 100));
  assert.equal(Object.values(s.store.ledger).filter((e) => e.order_sn === made.sn).length, 1, "one ledger entry");
  assert.equal(Object.keys(s.store.ledger).length, entries + 1);
});

test(`WeChat Native (61) for a device order: a QR, then ${N} concurrent notifications (sim pay) pay it once; the balance is untouched`, async (t) => {
  const s = await session(t);
  const model = Object.values(s.store.merchant.deviceModels)[0]!;
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model.id, num: 2 }));
  const qr = ok<{ pay_data: string }>(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 61 }));
  assert.match(qr.pay_data, /^weixin:\/\/wxpay\/bizpayurl\?pr=\w{7}$/);
  assert.deepEqual(ok(await s.get("/api/manage-order/is-pay", s.merchant, { id: made.id })), { is_pay: false, status: P.UNPAID });
  const before = balanceCents(s);
  const answers = await Promise.all(Array.from({ length: N }, () => s.h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } })));
  assert.ok(answers.every((a) => a.status === 200), answers.map((a) => a.text).join("\n"));
  const data = answers.map((a) => a.json?.data as { order_sn: string; kind: string; already: boolean; status: number });
  assert.equal(data.filter((d) => !d.already).length, 1, "one notification paid it, the others found it paid");
  assert.ok(data.every((d) => d.order_sn === made.sn && d.kind === "purchase" && d.status === P.PENDING_CONFIRM));
  assert.equal(balanceCents(s), before, "WeChat money came from outside");
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/device-info", s.merchant, { id: made.id }));
  assert.equal(info.status, P.PENDING_CONFIRM);
  assert.equal(info.pay_type, 61);
  assert.equal(ok<{ is_pay: boolean }>(await s.get("/api/manage-order/is-pay", s.merchant, { id: made.id })).is_pay, true);
});

test("JSAPI (10/60) answers WeChat's parameters; a balance payment afterwards voids them; coins and 20 are not purchase pay types", async (t) => {
  const s = await session(t);
  const { made } = await materialOrder(s, 1);
  for (const pay_type of [10, 60]) {
    const p = ok<{ appId: string; package: string; signType: string; paySign: string }>(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type }));
    assert.match(p.package, /^prepay_id=wx/);
    assert.equal(p.signType, "RSA");
  }
  ok(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 }));
  const late = await s.h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } });
  assert.equal(late.status, 409, "the WeChat payment was withdrawn when the balance paid");
  for (const pay_type of [20, 70]) await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type }), 422);
});

test("balance short: refused, saying what is available, nothing changes; WeChat still works", async (t) => {
  const s = await session(t);
  const model = Object.values(s.store.merchant.deviceModels).find((m) => Number(m.price) * 100 > balanceCents(s))!;
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: SHOP, model_id: model.id, num: 1 }));
  const msg = await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 }));
  assert.match(msg, new RegExp(`余额不足（可用 ${(balanceCents(s) / 100).toFixed(2)} 元）`));
  // Once the shop has earned enough it goes through.
  creditShop(s.store, WORLD.shop.shanghai, Number(model.price) * 100, { type: INCOME_TYPE.ORDER, title: "test income", order_sn: null, create_time: Math.floor(s.h.clock.now() / 1000) });
  const before = balanceCents(s);
  ok(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 }));
  assert.equal(balanceCents(s), before - Number(model.price) * 100);
  // Taken from the buying shop (its own balance may go below 0; the company's never does).
  const entry = Object.values(s.store.ledger).find((e) => e.order_sn === made.sn)!;
  assert.deepEqual(entry.owner, { kind: "shop", id: SHOP });
});

test("who may pay or cancel: members of the shop's company only; others are refused and nothing changes", async (t) => {
  const s = await session(t);
  const { made } = await materialOrder(s, 1);
  // Company 2's merchant does not even see it.
  await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", s.other, { id: made.id, pay_type: 30 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/cancel", s.other, { id: made.id }), 404);
  await refusedWithoutChange(s, () => s.get("/api/manage-order/is-pay", s.other, { id: made.id }), 404);
  // A level-1 admin sees every order but spends no company's money.
  const privileged = await s.h.loginAs(SEED_USERS.privileged.mobile);
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/pay", privileged, { id: made.id, pay_type: 61 })), /所属公司/);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/cancel", privileged, { id: made.id }));
  // Another member of company 1 (the level-3 admin) may pay it.
  const colleague = await s.h.loginAs(SEED_USERS.admin.mobile);
  ok(await s.post("/api/manage-order/pay", colleague, { id: made.id, pay_type: 30 }));
  // A customer has no admin area.
  refused(await s.post("/api/manage-order/pay", s.customer, { id: made.id, pay_type: 30 }), 403);
  // A paid order cannot be cancelled.
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/cancel", s.merchant, { id: made.id })), /申请退款/);
});
