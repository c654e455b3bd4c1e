/**
 * The shop area's rules (issue 15), without a page: the shop form's and the pattern form's field
 * rules and what they send (checked against the contract the server parses with), finding the
 * region a saved address starts with, the lists' API queries, a purchase's timeline and refund
 * rules, the ways a purchase can be paid, and a refused save's field errors.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";

const dom = installDom();
const rules = await import("../../../../web/src/features/admin/shop/components/shop-form-rules.ts");
const region = await import("../../../../web/src/features/admin/shop/components/region-address.ts");
const goods = await import("../../../../web/src/features/admin/shop/components/goods-form-rules.ts");
const { goodsQuery, tagsOf } = await import("../../../../web/src/features/admin/shop/components/goods-list.tsx");
const { canAskRefund } = await import("../../../../web/src/features/admin/shop/components/purchase-status.tsx");
const { refundErrors } = await import("../../../../web/src/features/admin/shop/components/refund-sheet.tsx");
const { purchaseSteps } = await import("../../../../web/src/features/admin/shop/pages/device-ship.tsx");
const { deviceOrdersQuery, itemsLine } = await import("../../../../web/src/features/admin/shop/pages/device-order.tsx");
const { shopListQuery } = await import("../../../../web/src/features/admin/shop/pages/index.tsx");
const { orderTotal } = await import("../../../../web/src/features/admin/shop/pages/device-sell-form.tsx");
const { moveId } = await import("../../../../web/src/features/admin/shop/pages/photo-template.tsx");
const { purchaseMethods } = await import("../../../../web/src/components/admin/purchase-pay-sheet.tsx");
const { serverFieldErrors } = await import("../../../../web/src/lib/admin/form-errors.ts");
const { RequestError } = await import("../../../../web/src/lib/http.ts");
const { ShopSaveInput } = await import("../../../../web/contract/http/manage-shop.ts");
const { SaveGoodsInput, shopList: goodsList } = await import("../../../../web/contract/http/materials.ts");
const { deviceList } = await import("../../../../web/contract/http/manage-order.ts");
const { shopList } = await import("../../../../web/contract/http/manage-shop.ts");
test.after(() => dom.close());

const msg = (k: string, n?: number) => (n === undefined ? k : `${k}:${n}`);

const ZJ = { province_id: 330000, city_id: 330100, district_id: 330102, province: "浙江省", city: "杭州市", district: "上城区" };
const SH = { province_id: 310000, city_id: 310100, district_id: 310101, province: "上海市", city: "上海市", district: "黄浦区" };

function draft(p: Partial<import("../../../../web/src/features/admin/shop/components/shop-form-rules.ts").ShopDraft> = {}) {
  return { name: "西湖店", region: ZJ, detail: "湖滨路 1 号", logo: [], contactName: "陈店长", contactPhone: "13800000005", payoutId: "", status: "1" as const, invoiceOn: false, invoice: rules.EMPTY_INVOICE, ...p };
}

test("shop form: every broken rule is named under its field, keyed as the server's 422 names it", () => {
  assert.deepEqual(rules.shopErrors(draft(), msg), {});
  assert.deepEqual(rules.shopErrors(draft({ name: " ", detail: "", contactName: "", contactPhone: "" }), msg), {
    name: "required",
    address: "required",
    "contact.name": "required",
    "contact.phone": "required",
  });
  assert.equal(rules.shopErrors(draft({ name: "店".repeat(31) }), msg)["name"], "tooLong:30");
  assert.equal(rules.shopErrors(draft({ contactPhone: "12345" }), msg)["contact.phone"], "phone");
  assert.deepEqual(rules.shopErrors(draft({ contactPhone: "0571-88888888" }), msg), {}, "a landline is a phone");
  assert.equal(rules.shopErrors(draft({ name: "西湖\n店" }), msg)["name"], "oneLine");
  assert.equal(rules.shopErrors(draft({ detail: "路".repeat(195) }), msg)["address"], "tooLong:200", "region and street together");
});

test("shop form: invoice rules by kind (company needs the tax id; VAT special the registered details too)", () => {
  const inv = (p: Partial<typeof rules.EMPTY_INVOICE>) => rules.shopErrors(draft({ invoiceOn: true, invoice: { ...rules.EMPTY_INVOICE, ...p } }), msg);
  assert.deepEqual(inv({ type: "1", company_name: "陈一" }), {});
  assert.deepEqual(inv({ type: "2", company_name: "杭州糖画" }), { "invoice.tax_id": "required" });
  assert.deepEqual(inv({ type: "2", company_name: "杭州糖画", tax_id: "91330100 mA27XYZ12Q" }), {}, "spaces dropped, capitals");
  assert.deepEqual(inv({ type: "2", company_name: "杭州糖画", tax_id: "123" }), { "invoice.tax_id": "taxId" });
  assert.deepEqual(Object.keys(inv({ type: "3", company_name: "杭州糖画", tax_id: "91330100MA27XYZ12Q" })).sort(), ["invoice.address", "invoice.bank_account", "invoice.bank_name", "invoice.phone"]);
  assert.deepEqual(inv({ type: "2", company_name: "杭州糖画", tax_id: "91330100MA27XYZ12Q", email: "x@", contact_phone: "0571" }), { "invoice.email": "email", "invoice.contact_phone": "mobile" });
  assert.deepEqual(inv({ type: "1", company_name: "陈一", bank_account: "6222 0000 1111 2222" }), {}, "groups of four are digits");
});

test("shop form: what a valid draft sends passes the contract; invoice off clears one that was set", () => {
  const created = rules.shopInput(draft({ invoiceOn: true, invoice: { ...rules.EMPTY_INVOICE, type: "3", company_name: "杭州糖画", tax_id: "91330100ma27xyz12q", address: "杭州", phone: "0571-88888888", bank_name: "工行", bank_account: "6222 0000 1111 2222" } }), undefined);
  assert.equal(created.address, "浙江省杭州市上城区湖滨路 1 号");
  assert.deepEqual(created.contact, { name: "陈店长", phone: "13800000005", address: "浙江省杭州市上城区湖滨路 1 号" }, "a new shop ships to itself");
  assert.equal(created.invoice?.tax_id, "91330100MA27XYZ12Q");
  assert.equal(created.invoice?.bank_account, "6222000011112222");
  assert.equal("status" in created, false);
  assert.ok(ShopSaveInput.safeParse(created).success, JSON.stringify(ShopSaveInput.safeParse(created).error?.issues));

  const existing = { id: 7, name: "旧", address: "浙江省杭州市上城区旧路", contact: { name: "a", phone: "13800000005", address: "浙江省杭州市上城区旧路" }, invoice: { type: 1, company_name: "x" }, device_count: 0, status: 1, create_time: 1 };
  const edited = rules.shopInput(draft({ status: "0" }), existing as never);
  assert.equal(edited.id, 7);
  assert.equal(edited.status, 0);
  assert.equal(edited.invoice, null, "turned off: cleared");
  assert.equal(edited.contact.address, "浙江省杭州市上城区湖滨路 1 号", "shipped to the shop: follows its new address");
  const elsewhere = rules.shopInput(draft(), { ...existing, contact: { ...existing.contact, address: "仓库" }, invoice: null } as never);
  assert.equal(elsewhere.contact.address, "仓库", "shipped elsewhere: kept");
  assert.equal("invoice" in elsewhere, false, "none before, none now: left out");
  assert.ok(ShopSaveInput.safeParse(edited).success);
});

test("address: the region a saved address starts with is found level by level; a municipality is said once", () => {
  const provinces = [{ id: 330000, name: "浙江省", parent_id: 0, level: 1 }, { id: 310000, name: "上海市", parent_id: 0, level: 1 }, { id: 810000, name: "香港特别行政区", parent_id: 0, level: 1 }];
  const zjCities = [{ id: 330100, name: "杭州市", parent_id: 330000, level: 2 }, { id: 330200, name: "宁波市", parent_id: 330000, level: 2 }];
  const hzCounties = [{ id: 330102, name: "上城区", parent_id: 330100, level: 3 }, { id: 330106, name: "西湖区", parent_id: 330100, level: 3 }];
  const address = "浙江省杭州市上城区富春路 701 号万象城 B1 层 B125";
  assert.deepEqual(region.splitAddress(address, { provinces }), { kind: "need", level: 2, parentId: 330000 });
  assert.deepEqual(region.splitAddress(address, { provinces, cities: zjCities }), { kind: "need", level: 3, parentId: 330100 });
  const done = region.splitAddress(address, { provinces, cities: zjCities, counties: hzCounties });
  assert.deepEqual(done, { kind: "done", region: ZJ, detail: "富春路 701 号万象城 B1 层 B125" });
  assert.equal(region.composeAddress(ZJ, "富春路 701 号万象城 B1 层 B125"), address, "and back");

  const sh = region.splitAddress("上海市黄浦区西藏中路 268 号", { provinces, cities: [{ id: 310100, name: "上海市", parent_id: 310000, level: 2 }], counties: [{ id: 310101, name: "黄浦区", parent_id: 310100, level: 3 }] });
  assert.deepEqual(sh, { kind: "done", region: SH, detail: "西藏中路 268 号" });
  assert.equal(region.composeAddress(SH, "西藏中路 268 号"), "上海市黄浦区西藏中路 268 号");
  // No region to find (Hong Kong has no subdivisions; an address typed freely): all of it is the street.
  assert.deepEqual(region.splitAddress("香港九龙尖沙咀广东道 3-27 号", { provinces }), { kind: "done", region: null, detail: "香港九龙尖沙咀广东道 3-27 号" });
  assert.deepEqual(region.splitAddress("浙江省温州市鹿城区", { provinces, cities: zjCities }), { kind: "done", region: null, detail: "浙江省温州市鹿城区" });
  assert.equal(region.composeAddress(null, "  香港九龙  "), "香港九龙");
});

test("pattern form: rules, tags and what it sends (the contract's SaveGoodsInput)", () => {
  const d = { shopId: "1", type: 15 as const, name: "玉兔", images: ["/uploads/a.png", "/uploads/b.png"], price: "16.8", coins: "3", tags: ["店庆", "兔子"], onSale: true };
  assert.deepEqual(goods.goodsErrors(d, msg), {});
  assert.deepEqual(goods.goodsErrors({ ...d, shopId: "", name: "", images: [], price: "", coins: "1.5" }, msg), {
    shop_id: "shopRequired",
    name: "required",
    image_url: "imagesRequired",
    price: "required",
    coins_price: "coinsBad:100000",
  });
  for (const [price, why] of [["0", "priceBad"], ["1.234", "priceBad"], ["-1", "priceBad"], ["10000.01", "priceTooHigh:10000"]] as const) {
    assert.equal(goods.goodsErrors({ ...d, price }, msg)["price"], why, price);
  }
  assert.equal(goods.goodsErrors({ ...d, tags: ["a", "b", "c", "d", "e", "f"] }, msg)["remark"], "tagsTooMany:5");
  assert.equal(goods.cleanTag(" 限 定 款 "), "限定款");
  assert.equal(goods.cleanTag("一二三四五六七八九十十一"), "一二三四五六七八九十");

  const created = goods.goodsInput(d, undefined);
  assert.equal(created.image_url, "/uploads/a.png", "the first picture is the cover");
  assert.equal(created.remark, "店庆 兔子");
  assert.ok(SaveGoodsInput.safeParse(created).success);
  const noCoins = goods.goodsInput({ ...d, coins: "" }, undefined);
  assert.equal("coins_price" in noCoins, false, "a new pattern without coins: none");
  const cleared = goods.goodsInput({ ...d, coins: "" }, 45);
  assert.equal(cleared.coins_price, null, "emptied on an edit: removed");
  assert.ok(SaveGoodsInput.safeParse(cleared).success);
  assert.deepEqual(tagsOf("店庆  兔子 "), ["店庆", "兔子"]);
});

test("lists: the URL's filters become the contract's queries", () => {
  const byShop = goodsQuery("sugar", { shopId: 3 }, { status: "0", keyword: "兔" }, 2);
  assert.deepEqual(byShop, { kind: "sugar", page: 2, limit: 20, shop_id: 3, status: 0, keyword: "兔" });
  assert.deepEqual(goodsQuery("photo", { sn: "SIM-0001", shopId: 3 }, {}, 1), { kind: "photo", page: 1, limit: 20, sn: "SIM-0001" }, "a serial names its own shop");
  assert.ok(goodsList.input.safeParse(byShop).success);
  const orders = deviceOrdersQuery("21", 1, 2);
  assert.deepEqual(orders, { page: 1, limit: 20, status: 21, shop_id: 2 });
  assert.ok(deviceList.input.safeParse(orders).success);
  assert.ok(shopList.input.safeParse(shopListQuery({ keyword: "杭州", status: "1" }, 1)).success);
});

test("purchases: the timeline ends where a closed or refunded order stopped; refunds for paid, not given back, none open", () => {
  const steps = (o: object) => purchaseSteps({ status: 0, create_time: 1, pay_time: null, ship_time: null, finish_time: null, ...o } as never).map((s) => `${s.kind}:${s.state}`);
  assert.deepEqual(steps({}), ["made:done", "paid:current", "confirmed:pending", "shipped:pending", "received:pending"]);
  assert.deepEqual(steps({ status: 21, pay_time: 2, ship_time: 3 }), ["made:done", "paid:done", "confirmed:done", "shipped:done", "received:current"]);
  assert.deepEqual(steps({ status: 99, pay_time: 2, ship_time: 3, finish_time: 4 }).at(-1), "received:done");
  assert.deepEqual(steps({ status: 90 }), ["made:done", "closed:failed"]);
  assert.deepEqual(steps({ status: 30, pay_time: 2 }), ["made:done", "paid:done", "refunded:failed"]);

  assert.equal(canAskRefund({ status: 10, refund_status: 0, pay_time: 2 }), true);
  assert.equal(canAskRefund({ status: 99, refund_status: 40, pay_time: 2 }), true, "after a refusal, again");
  assert.equal(canAskRefund({ status: 20, refund_status: 10, pay_time: 2 }), false, "one open already");
  assert.equal(canAskRefund({ status: 0, refund_status: 0, pay_time: null }), false);
  assert.equal(canAskRefund({ status: 30, refund_status: 30, pay_time: 2 }), false);

  const m = (k: string) => k;
  assert.deepEqual(refundErrors("", "", 100, m), { reason: "reasonRequired" });
  assert.deepEqual(refundErrors("坏了", "100.01", 100, m), { amount: "amountTooMuch" });
  assert.deepEqual(refundErrors("坏了", "0.1", 0.1, m), {}, "to the fen, not in floats");
  assert.deepEqual(refundErrors("坏了", "1.234", 100, m), { amount: "amountBad" });
  assert.equal(orderTotal("3980.00", 3), "11940.00");
  assert.equal(orderTotal("0.10", 3), "0.30");
  assert.equal(itemsLine({ items: [{ name: "TH-M1", num: 2 }], total_num: 2 } as never), "TH-M1 × 2");
});

test("paying a purchase: the balance when it covers the amount (shown, disabled, when short); WeChat in WeChat, its QR elsewhere", () => {
  assert.deepEqual(purchaseMethods("470.55", "398.00", false), [{ method: "balance", disabled: false }, { method: "weixin-qr", disabled: false }]);
  assert.deepEqual(purchaseMethods("100.00", "398.00", true), [{ method: "balance", disabled: true }, { method: "weixin", disabled: false }]);
  assert.deepEqual(purchaseMethods("398.00", "398.00", false)[0], { method: "balance", disabled: false }, "exactly enough");
  assert.deepEqual(purchaseMethods("0.00", "1.00", false), [{ method: "weixin-qr", disabled: false }], "no balance: not offered");
});

test("templates move one place at a time, never off the ends", () => {
  assert.deepEqual(moveId([1, 2, 3], 2, -1), [2, 1, 3]);
  assert.deepEqual(moveId([1, 2, 3], 3, 1), [1, 2, 3]);
  assert.deepEqual(moveId([1, 2, 3], 9, 1), [1, 2, 3]);
});

test("a refused save's 422 names its fields; anything else names none", () => {
  const e = new RequestError("http", "数据校验失败", { status: 422, data: { fields: { "contact.phone": "不是电话", name: 3 } } });
  assert.deepEqual(serverFieldErrors(e), { "contact.phone": "不是电话" });
  assert.deepEqual(serverFieldErrors(new RequestError("api", "余额不足", { errorCode: 1 })), {});
  assert.deepEqual(serverFieldErrors(new Error("x")), {});
  assert.deepEqual(serverFieldErrors(null), {});
});
