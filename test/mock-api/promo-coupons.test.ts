/**
 * The merchants' coupon offers (contract manage-coupon.ts, issue 15): list with claimed / used /
 * left, save with a claim code and the shops or printers it works on, a customer claiming it by
 * code and the pay path applying it (§5) only where it works, stop, claims, and ownership.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { startCommerce, WORK, type Commerce } from "./commerce-fixture.ts";
import { ok, refused, snapshot } from "./printing-helpers.ts";

type Page<T> = { list: T[]; total: number };
interface Offer {
  id: number;
  type: number;
  code: string | null;
  state: string;
  company_id: number | null;
  shop_ids: number[];
  sns: string[];
  total: number | null;
  claimed: number;
  used: number;
  left: number | null;
}
interface Claim {
  id: number;
  status: number;
  user: { id: number; mobile?: string | null } | null;
  order_sn: string | null;
  sn: string | null;
}

const post = (h: Commerce, path: string, token: string, body: unknown) => h.call("POST", path, { token, body });
const get = <T>(h: Commerce, path: string, token: string) => h.call("GET", path, { token }).then((a) => ok<T>(a));
const OFFER = { type: 1, name: "来福士店庆半价券", total: 50, start_date: "2026-01-15", end_date: "2026-02-14", code: "laifu2026", shop_ids: [WORLD.shop.shanghai] };

test("list: each company its own offers with claimed, used and left; admins every offer; customers 403", async (t) => {
  const h = await startCommerce(t);
  const owner1 = await h.loginAs(SEED_USERS.printerManager.mobile);
  const owner2 = await h.loginAs(WORLD.sweetOwner.mobile);
  const admin = await h.loginAs(SEED_USERS.superAdmin.mobile);
  const mine = await get<Page<Offer>>(h, "/api/manage-coupon/list?limit=100", owner1);
  assert.deepEqual(mine.list.map((o) => o.id).sort((a, b) => a - b), [1, 2, 3, 6, 7, 8, 10, 11]);
  assert.deepEqual((await get<Page<Offer>>(h, "/api/manage-coupon/list", owner2)).list.map((o) => o.id), [9]);
  assert.equal((await get<Page<Offer>>(h, "/api/manage-coupon/list?limit=100", admin)).total, 11, "partner offers too");
  const soldOut = mine.list.find((o) => o.id === 8);
  assert.deepEqual([soldOut?.total, soldOut?.claimed, soldOut?.left], [5, 5, 0]);
  const loyal = mine.list.find((o) => o.id === 11);
  assert.equal(loyal?.used, 1, "customer 1 used theirs");
  assert.deepEqual((await get<Page<Offer>>(h, "/api/manage-coupon/list?state=upcoming", owner1)).list.map((o) => o.id), [10]);
  assert.deepEqual((await get<Page<Offer>>(h, "/api/manage-coupon/list?keyword=tang", owner1)).list.map((o) => o.code), ["TANG2026"]);
  assert.equal((await h.call("GET", "/api/manage-coupon/list", { token: h.customer })).status, 403);
});

test("an offer with a code for one shop: claimed by code, listed and applied (§5 half price) only on that shop's printers", async (t) => {
  const h = await startCommerce(t);
  const owner1 = await h.loginAs(SEED_USERS.printerManager.mobile);
  const { id } = ok<{ id: number }>(await post(h, "/api/manage-coupon/save", owner1, OFFER));
  const offer = await get<Offer>(h, `/api/manage-coupon/info?id=${id}`, owner1);
  assert.deepEqual([offer.code, offer.state, offer.company_id, offer.shop_ids, offer.left], ["LAIFU2026", "running", 1, [2], 50]);

  // Claimed by its code (any case), once.
  const coupon = ok<{ id: number; type: number; shop_ids: number[]; scope_names: string[] }>(await post(h, "/api/coupon/add", h.customer, { code: "Laifu2026" }));
  assert.deepEqual([coupon.type, coupon.shop_ids, coupon.scope_names], [1, [2], ["上海来福士店"]]);
  assert.equal(refused(await post(h, "/api/coupon/add", h.customer, { code: "LAIFU2026" })), "您已领取过该优惠券");
  // The pay sheet's list: on SIM-0003 (Shanghai), not on SIM-0001 (Hangzhou).
  const on = async (sn: string) => (await get<Page<{ id: number }>>(h, `/api/coupon/list?sn=${sn}&status=0&limit=100`, h.customer)).list.some((c) => c.id === coupon.id);
  assert.deepEqual([await on("SIM-0003"), await on("SIM-0001")], [true, false]);
  // Paying on the wrong shop's printer is refused and changes nothing.
  const wrong = await h.make(h.customer, WORK.odd.id, "SIM-0001");
  const before = snapshot(h.api.store);
  assert.equal(refused(await h.pay(h.customer, wrong.sn, PAY_TYPE.BALANCE, coupon.id)), "该优惠券不能在此设备使用");
  assert.deepEqual(snapshot(h.api.store), before);
  // On its shop: half of 12.35 is 6.18 (§5: half a cent rounds up).
  const right = await h.make(h.customer, WORK.odd.id, "SIM-0003");
  const balance = Number(h.user(1).total_money);
  ok(await h.pay(h.customer, right.sn, PAY_TYPE.BALANCE, coupon.id));
  assert.equal(h.user(1).total_money, (balance - 6.18).toFixed(2));
  assert.equal(h.order(right.sn).coupon_id, coupon.id);

  const info = await get<Offer>(h, `/api/manage-coupon/info?id=${id}`, owner1);
  assert.deepEqual([info.claimed, info.used, info.left], [1, 1, 49]);
  const claims = await get<Page<Claim>>(h, `/api/manage-coupon/claim-list?id=${id}`, owner1);
  assert.deepEqual(claims.list.map((c) => [c.user?.id, c.user?.mobile, c.status, c.order_sn, c.sn]), [[1, "138****0001", 1, right.sn, "SIM-0003"]]);
  assert.equal((await get<Page<Claim>>(h, `/api/manage-coupon/claim-list?id=${id}&status=0`, owner1)).total, 0);
});

test("printers as well as shops; a free coupon pays nothing; stop closes claims, claimed coupons stay good", async (t) => {
  const h = await startCommerce(t);
  const owner1 = await h.loginAs(SEED_USERS.printerManager.mobile);
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const { id } = ok<{ id: number }>(await post(h, "/api/manage-coupon/save", owner1, { ...OFFER, type: 2, code: "FREE0001", shop_ids: [], sns: ["SIM-0002"] }));
  const coupon = ok<{ id: number }>(await post(h, "/api/coupon/add", h.customer, { code: "free0001" }));
  const elsewhere = await h.make(h.customer, WORK.odd.id, "SIM-0001");
  assert.equal(refused(await h.pay(h.customer, elsewhere.sn, PAY_TYPE.BALANCE, coupon.id)), "该优惠券不能在此设备使用");
  const stopped = ok<Offer>(await post(h, "/api/manage-coupon/stop", owner1, { id }));
  assert.equal(stopped.state, "stopped");
  assert.equal(ok<Offer>(await post(h, "/api/manage-coupon/stop", owner1, { id })).state, "stopped", "idempotent");
  assert.equal(refused(await post(h, "/api/coupon/add", other, { code: "FREE0001" })), "活动已结束");
  const here = await h.make(h.customer, WORK.odd.id, "SIM-0002");
  const balance = h.user(1).total_money;
  ok(await h.pay(h.customer, here.sn, PAY_TYPE.BALANCE, coupon.id));
  assert.equal(h.user(1).total_money, balance, "free: nothing paid");
});

test("editing keeps claimed coupons' terms; codes unique; total not below claimed; type fixed once claimed — refusals change nothing", async (t) => {
  const h = await startCommerce(t);
  const owner1 = await h.loginAs(SEED_USERS.printerManager.mobile);
  const { id } = ok<{ id: number }>(await post(h, "/api/manage-coupon/save", owner1, { ...OFFER, total: 2 }));
  const coupon = ok<{ id: number }>(await post(h, "/api/coupon/add", h.customer, { code: "LAIFU2026" }));
  ok(await post(h, "/api/coupon/add", await h.loginAs(SEED_USERS.privileged.mobile), { code: "LAIFU2026" }));
  // Narrowed later to Hangzhou: the customer's coupon keeps Shanghai.
  ok(await post(h, "/api/manage-coupon/save", owner1, { ...OFFER, id, total: 2, shop_ids: [WORLD.shop.hangzhou] }));
  assert.deepEqual(h.api.store.customer.coupons[String(coupon.id)]?.shopIds, [WORLD.shop.shanghai]);
  assert.deepEqual((await get<Offer>(h, `/api/manage-coupon/info?id=${id}`, owner1)).shop_ids, [WORLD.shop.hangzhou]);
  const before = snapshot(h.api.store);
  const cases: [string, Record<string, unknown>, string][] = [
    ["a code another offer has", { ...OFFER, code: "tang2026" }, "兑换码 TANG2026 已被使用"],
    ["another company's code too", { ...OFFER, code: "SWEET88" }, "兑换码 SWEET88 已被使用"],
    ["total below claimed", { ...OFFER, id, total: 1 }, "发放总量不能少于已领取的 2 张"],
    ["type changed after a claim", { ...OFFER, id, type: 2 }, "已有用户领取，不能更改券类型"],
    ["an end in the past", { ...OFFER, code: "OLD2025", start_date: "2025-12-01", end_date: "2026-01-01" }, "结束日期不能早于今天"],
    ["a partner's offer", { ...OFFER, id: 4 }, ""],
  ];
  // A taken code names the field it is about, so the form says it under the code (contract manage-coupon.ts).
  for (const [name, body, msg] of cases.slice(0, 2)) {
    const a = await post(h, "/api/manage-coupon/save", owner1, body);
    assert.deepEqual([a.status, a.json?.errorCode, a.json?.msg, a.json?.data], [200, 1, msg, { fields: { code: msg } }], name);
  }
  for (const [name, body, msg] of cases.slice(2, 5)) assert.equal(refused(await post(h, "/api/manage-coupon/save", owner1, body)), msg, name);
  // A partner brand's offer is not a merchant's: 404, like any other company's.
  assert.equal((await post(h, "/api/manage-coupon/save", owner1, cases[5]![1])).status, 404);
  assert.deepEqual(snapshot(h.api.store), before);
});

test("ownership: company 2 reaches none of company 1's offers (404) and cannot name its shops or printers; nothing changes", async (t) => {
  const h = await startCommerce(t);
  const owner2 = await h.loginAs(WORLD.sweetOwner.mobile);
  const before = snapshot(h.api.store);
  for (const path of ["/api/manage-coupon/info?id=1", "/api/manage-coupon/claim-list?id=1", "/api/manage-coupon/info?id=4", "/api/manage-coupon/info?id=999"]) {
    assert.equal((await h.call("GET", path, { token: owner2 })).status, 404, path);
  }
  const writes: [string, unknown][] = [
    ["/api/manage-coupon/stop", { id: 1 }],
    ["/api/manage-coupon/save", { ...OFFER, id: 1 }],
    ["/api/manage-coupon/save", { ...OFFER, code: "NEW00001", shop_ids: [1] }],
    ["/api/manage-coupon/save", { ...OFFER, code: "NEW00001", shop_ids: [], sns: ["SIM-0001"] }],
  ];
  for (const [path, body] of writes) assert.equal((await post(h, path, owner2, body)).status, 404, `${path} ${JSON.stringify(body)}`);
  assert.deepEqual(snapshot(h.api.store), before);
  // Their own offer: made for their shop, without naming one.
  const { id } = ok<{ id: number }>(await post(h, "/api/manage-coupon/save", owner2, { type: 1, name: "海港城半价", total: 10, start_date: "2026-01-15", end_date: "2026-01-31" }));
  const offer = await get<Offer>(h, `/api/manage-coupon/info?id=${id}`, owner2);
  assert.deepEqual([offer.company_id, offer.shop_ids, offer.sns, offer.code], [2, [], [], null]);
  // A platform admin acts for the company of the shops they name, or (naming none) their own.
  const admin = await h.loginAs(SEED_USERS.superAdmin.mobile);
  const forShop = ok<{ id: number }>(await post(h, "/api/manage-coupon/save", admin, { ...OFFER, code: null, shop_ids: [WORLD.shop.hongkong] }));
  assert.equal((await get<Offer>(h, `/api/manage-coupon/info?id=${forShop.id}`, owner2)).company_id, 2);
  const own = ok<{ id: number }>(await post(h, "/api/manage-coupon/save", admin, { ...OFFER, code: null, shop_ids: [] }));
  assert.equal((await get<Offer>(h, `/api/manage-coupon/info?id=${own.id}`, admin)).company_id, 1);
  const mixed = snapshot(h.api.store);
  assert.equal(refused(await post(h, "/api/manage-coupon/save", admin, { ...OFFER, code: null, shop_ids: [1, WORLD.shop.hongkong] })), "所选店铺须属于同一公司");
  assert.deepEqual(snapshot(h.api.store), mixed);
});
