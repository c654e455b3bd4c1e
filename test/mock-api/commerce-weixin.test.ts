/** WeChat pay (10/60 JSAPI, 61 Native) and its completion, top-ups (buy-up) and test prints (moni-make). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { WeixinJsapiPay } from "../../web/contract/http/order.ts";
import { completeWeixinPayment } from "../../mock-api/commerce/payments.ts";
import { mockPaySign } from "../../mock-api/commerce/weixin-pay.ts";
import { noDevices } from "../../mock-api/devices.ts";
import { SEED_OFFERS } from "../../mock-api/seed/commerce.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { SN, SN_NO_WEIXIN, startCommerce, STATUS, WORK } from "./commerce-fixture.ts";

const U1 = SEED_USERS.customer.id;

test("pay types 10 and 60 answer signed JSAPI parameters in WeChat's shape; the order stays unpaid", async (t) => {
  const h = await startCommerce(t);
  for (const payType of [10, 60]) {
    const made = await h.make(h.customer);
    const a = await h.pay(h.customer, made.sn, payType);
    assert.equal(a.json?.errorCode, 0, a.text);
    const p = WeixinJsapiPay.parse(a.json?.data);
    assert.deepEqual(Object.keys(a.json?.data as object).sort(), ["appId", "nonceStr", "package", "paySign", "signType", "timeStamp"]);
    assert.equal(p.appId, h.api.store.config.wechat_app_id);
    assert.equal(p.timeStamp, String(Math.floor(h.clock.now() / 1000)));
    assert.match(p.nonceStr, /^[0-9a-f]{32}$/);
    assert.match(p.package, /^prepay_id=wx\d{14}[0-9a-f]{28}$/);
    assert.equal(p.signType, "RSA");
    assert.equal(p.paySign, mockPaySign(p.appId, p.timeStamp, p.nonceStr, p.package), "the mock signature of the canonical string");
    assert.match(p.paySign, /^[A-Za-z0-9+/]{43}=$/, "base64 of 32 bytes");
    assert.equal(h.order(made.sn).status, STATUS.UNPAID);
    assert.deepEqual((await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: h.customer })).json?.data, { is_pay: false });
  }
  assert.equal(h.user(U1).total_money, "25.80");
  assert.equal(h.jobs.length, 0);
});

test("pay type 61: a weixin://wxpay/bizpayurl QR; completeWeixinPayment pays it once and sends the job", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  const a = await h.pay(h.customer, made.sn, 61);
  const payData = (a.json?.data as { pay_data: string }).pay_data;
  assert.match(payData, /^weixin:\/\/wxpay\/bizpayurl\?pr=[A-Za-z0-9]{7}$/);
  const devices = { sendJob: (j: (typeof h.jobs)[number]) => h.jobs.push(j) };
  const done = completeWeixinPayment(h.api.store, made.sn, h.clock.now(), devices);
  assert.equal(done.ok, true);
  assert.deepEqual((await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: h.customer })).json?.data, { is_pay: true });
  const o = h.order(made.sn);
  assert.deepEqual([o.status, o.pay_type, o.pay_money], [STATUS.PAID, 61, "12.35"]);
  assert.equal(h.jobs.length, 1);
  assert.deepEqual([h.jobs[0]?.order_sn, h.jobs[0]?.sn, h.jobs[0]?.goods_id], [made.sn, SN, WORK.odd.id]);
  assert.ok((h.jobs[0]?.bytes ?? 0) > 0);
  assert.equal(h.user(U1).total_money, "25.80", "WeChat money is not the balance");
  assert.deepEqual(h.entries(made.sn).map((e) => [e.owner.kind, e.amount]), [["shop", "12.35"]]);
  // Idempotent: WeChat notifies again, nothing more happens.
  const again = completeWeixinPayment(h.api.store, made.sn, h.clock.now(), devices);
  assert.deepEqual([again.ok, again.ok && again.already], [true, true]);
  assert.equal(h.jobs.length, 1);
  assert.equal(h.entries(made.sn).length, 1);
});

test("completeWeixinPayment refuses orders without a pending prepay, closed ones and unknown ones", async (t) => {
  const h = await startCommerce(t);
  assert.equal(completeWeixinPayment(h.api.store, "T000", h.clock.now(), noDevices).ok, false);
  const made = await h.make(h.customer);
  assert.equal(completeWeixinPayment(h.api.store, made.sn, h.clock.now(), noDevices).ok, false, "no prepay yet");
  await h.pay(h.customer, made.sn, 60);
  h.clock.advance(15 * 60_000);
  const late = completeWeixinPayment(h.api.store, made.sn, h.clock.now(), noDevices);
  assert.equal(late.ok, false);
  assert.match(late.ok ? "" : late.reason, /closed/);
  assert.equal(h.order(made.sn).pay_time, null);
});

test("a WeChat payment with a coupon holds it: another order cannot use it until that one closes", async (t) => {
  const h = await startCommerce(t);
  const half = h.couponOf(U1, SEED_OFFERS.weekendHalf);
  const a = await h.make(h.customer);
  const b = await h.make(h.customer);
  assert.equal((await h.pay(h.customer, a.sn, 61, half)).json?.errorCode, 0);
  const held = await h.pay(h.customer, b.sn, 30, half);
  assert.deepEqual([held.json?.errorCode, held.json?.msg], [1, "该优惠券正用于另一笔待支付订单"]);
  // Switching the same order to the balance keeps the coupon for it.
  const switched = await h.pay(h.customer, a.sn, 30, half);
  assert.equal(switched.json?.errorCode, 0, switched.text);
  assert.equal(h.order(a.sn).pay_money, "6.18");
  assert.equal(completeWeixinPayment(h.api.store, a.sn, h.clock.now(), noDevices).ok, false, "the QR is void now");
  assert.equal(h.user(U1).total_money, "19.62");
});

test("a coupon hold ends when its order closes unpaid", async (t) => {
  const h = await startCommerce(t);
  const half = h.couponOf(U1, SEED_OFFERS.weekendHalf);
  const a = await h.make(h.customer);
  await h.pay(h.customer, a.sn, 60, half);
  h.clock.advance(15 * 60_000);
  const b = await h.make(h.customer);
  const paid = await h.pay(h.customer, b.sn, 30, half);
  assert.equal(paid.json?.errorCode, 0, paid.text);
  assert.equal(completeWeixinPayment(h.api.store, a.sn, h.clock.now(), noDevices).ok, false);
  assert.equal(h.api.store.customer.coupons[String(half)]?.order_sn, b.sn);
});

test("the discount survives into the WeChat amount: completion charges half and uses the coupon", async (t) => {
  const h = await startCommerce(t);
  const half = h.couponOf(U1, SEED_OFFERS.weekendHalf);
  const made = await h.make(h.customer);
  await h.pay(h.customer, made.sn, 60, half);
  assert.equal(completeWeixinPayment(h.api.store, made.sn, h.clock.now(), noDevices).ok, true);
  assert.deepEqual([h.order(made.sn).pay_money, h.order(made.sn).coupon_id], ["6.18", half]);
  assert.equal(h.api.store.customer.coupons[String(half)]?.order_sn, made.sn);
});

test("WeChat is refused where the printer has it off; a free coupon still pays on the spot", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer, WORK.odd.id, SN_NO_WEIXIN);
  const a = await h.pay(h.customer, made.sn, 60);
  assert.deepEqual([a.json?.errorCode, a.json?.msg], [1, "该设备未开通微信支付"]);
  const free = h.couponOf(U1, SEED_OFFERS.welcomeFree);
  const b = await h.pay(h.customer, made.sn, 60, free);
  assert.deepEqual(b.json?.data, { is_pay: true, order_sn: made.sn });
  assert.equal(h.jobs.length, 1);
});

test("buy-up: a top-up order paid with WeChat only; completion credits the balance with a ledger entry", async (t) => {
  const h = await startCommerce(t);
  const a = await h.call("POST", "/api/order/buy-up", { token: h.customer, body: { money: 50.5 } });
  assert.equal(a.json?.errorCode, 0, a.text);
  const top = a.json?.data as { sn: string; money: string };
  assert.equal(top.money, "50.50");
  for (const [payType, msg] of [[30, "充值只能使用微信支付"], [70, "充值只能使用微信支付"]] as const) {
    const r = await h.pay(h.customer, top.sn, payType);
    assert.deepEqual([r.json?.errorCode, r.json?.msg], [1, msg]);
  }
  const withCoupon = await h.pay(h.customer, top.sn, 61, h.couponOf(U1, SEED_OFFERS.welcomeFree));
  assert.deepEqual([withCoupon.json?.errorCode, withCoupon.json?.msg], [1, "充值不能使用优惠券"]);
  assert.equal((await h.pay(h.customer, top.sn, 61)).json?.errorCode, 0);
  assert.equal(completeWeixinPayment(h.api.store, top.sn, h.clock.now(), noDevices).ok, true);
  assert.equal(h.user(U1).total_money, "76.30");
  assert.deepEqual(h.entries(top.sn).map((e) => [e.owner.kind, e.amount]), [["user", "50.50"]]);
  assert.equal(h.jobs.length, 0, "nothing to print");
  assert.deepEqual((await h.call("GET", `/api/order/is-pay?order_sn=${top.sn}`, { token: h.customer })).json?.data, { is_pay: true });
  const list = await h.call("GET", "/api/tanghua/user-order?limit=100", { token: h.customer });
  assert.ok(!(list.json?.data as { list: { order_sn: string }[] }).list.some((o) => o.order_sn === top.sn), "not a print order");
  for (const money of [0, 5000.01, 1.001]) {
    assert.equal((await h.call("POST", "/api/order/buy-up", { token: h.customer, body: { money } })).status, 422, String(money));
  }
});

test("moni-make: the printer's manager gets a free test print, paid at once and sent; others are refused", async (t) => {
  const h = await startCommerce(t);
  const manager = await h.loginAs(SEED_USERS.printerManager.mobile);
  const a = await h.call("POST", "/api/order/moni-make", { token: manager, body: { sn: SN, goods_id: WORK.dear.id } });
  assert.equal(a.json?.errorCode, 0, a.text);
  const made = a.json?.data as { sn: string; money: string };
  assert.equal(made.money, "0.00");
  const o = h.order(made.sn);
  assert.deepEqual([o.kind, o.status, o.pay_money], ["moni", STATUS.PAID, "0.00"]);
  assert.equal(h.jobs.length, 1);
  assert.equal(h.user(SEED_USERS.printerManager.id).total_money, "1288.50");
  assert.deepEqual(h.entries(made.sn), []);
  const before = JSON.stringify(h.api.store);
  for (const [token, sn, msg] of [[h.customer, SN, "只有设备管理员可以测试打印"], [manager, "SIM-0002", "只有设备管理员可以测试打印"], [manager, "SIM-9999", "设备不存在"]] as const) {
    const r = await h.call("POST", "/api/order/moni-make", { token, body: { sn, goods_id: WORK.odd.id } });
    assert.deepEqual([r.json?.errorCode, r.json?.msg], [1, msg]);
  }
  assert.equal(JSON.stringify(h.api.store), before);
});

test("POST /__mock/pay stands in for the customer's scan: pays a Native QR order once; refuses what cannot be paid", async (t) => {
  const h = await startCommerce(t);
  const made = await h.make(h.customer);
  assert.equal((await h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } })).status, 409, "no QR asked for yet");
  await h.pay(h.customer, made.sn, 61);
  const paid = await h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } });
  assert.equal(paid.status, 200, paid.text);
  assert.deepEqual(paid.json?.data, { order_sn: made.sn, kind: "print", already: false, status: STATUS.PAID });
  assert.deepEqual((await h.call("GET", `/api/order/is-pay?order_sn=${made.sn}`, { token: h.customer })).json?.data, { is_pay: true });
  assert.equal(h.jobs.length, 1, "the print job went to the printer");
  const again = await h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } });
  assert.deepEqual([again.status, (again.json?.data as { already: boolean }).already], [200, true]);
  assert.equal(h.jobs.length, 1);
  assert.equal((await h.call("POST", "/__mock/pay", { body: { order_sn: "" } })).status, 422);
  assert.equal((await h.call("POST", "/__mock/pay", { body: { order_sn: "T404" } })).status, 409);
});
