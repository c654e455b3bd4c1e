/** §7 coupon calls: add (offer id or claim code, once per user), list (status/type/sn/partner), info (owner only). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_OFFERS } from "../../mock-api/seed/commerce.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startCommerce } from "./commerce-fixture.ts";

const U1 = SEED_USERS.customer.id;
const DAY = 86_400_000;

interface CouponRow {
  id: number;
  type: number;
  status: number;
  sn: string | null;
  company_id: number | null;
  partner: { name: string } | null;
  end_time: number;
  order_sn: string | null;
  code: string | null;
}
type Page = { list: CouponRow[]; total: number; page: number; limit: number };

test("seeded: customer 1 holds both types in every state, partner coupons among them", async (t) => {
  const h = await startCommerce(t);
  const a = await h.call("GET", "/api/coupon/list?limit=100", { token: h.customer });
  const rows = (a.json?.data as Page).list;
  for (const type of [1, 2]) for (const status of [0, 1, 2]) {
    assert.ok(rows.some((c) => c.type === type && c.status === status), `type ${type} status ${status}`);
  }
  assert.ok(rows.some((c) => c.partner !== null));
  for (const c of rows.filter((x) => x.status === 1)) {
    const order = Object.values(h.api.store.printOrders).find((o) => o.order_sn === c.order_sn);
    assert.equal(order?.coupon_id, c.id, "a used coupon names the order it paid");
  }
  const ranks = rows.map((c) => (c.status === 0 ? 0 : c.status === 1 ? 1 : 2));
  assert.deepEqual(ranks, [...ranks].sort((x, y) => x - y), "usable ones first");
});

test("list filters: status, type, partner, printer; paging", async (t) => {
  const h = await startCommerce(t);
  const get = async (q: string) => (await h.call("GET", `/api/coupon/list?${q}`, { token: h.customer })).json?.data as Page;
  const unusedFree = await get("status=0&type=2&limit=100");
  assert.ok(unusedFree.list.length > 0 && unusedFree.list.every((c) => c.status === 0 && c.type === 2));
  const partner = await get("is_partner=1&limit=100");
  assert.ok(partner.list.length > 0 && partner.list.every((c) => c.partner !== null));
  assert.ok((await get("is_partner=0&limit=100")).list.every((c) => c.partner === null));
  // SIM-0001 (company 1): not the SIM-0003-only coupon, not company 2's.
  const onSim1 = await get("sn=SIM-0001&limit=100");
  assert.ok(onSim1.list.every((c) => (c.sn === null || c.sn === "SIM-0001") && (c.company_id === null || c.company_id === 1)));
  assert.ok((await get("sn=SIM-0003&limit=100")).list.some((c) => c.sn === "SIM-0003"));
  assert.ok((await get("sn=SIM-0005&limit=100")).list.some((c) => c.company_id === 2));
  assert.deepEqual((await get("sn=NOPE-1&limit=100")).list, []);
  const all = await get("limit=100");
  const p2 = await get("page=2&limit=2");
  assert.deepEqual([p2.total, p2.page, p2.limit, p2.list], [all.total, 2, 2, all.list.slice(2, 4)]);
  for (const q of ["status=3", "type=0", "status=", "is_partner=2", "limit=101", "x=1"]) {
    assert.equal((await h.call("GET", `/api/coupon/list?${q}`, { token: h.customer })).status, 422, q);
  }
});

test("status follows the clock: an unused coupon is expired once its end_time has passed", async (t) => {
  const h = await startCommerce(t);
  const id = h.couponOf(U1, SEED_OFFERS.weekendHalf);
  const c = h.api.store.customer.coupons[String(id)];
  assert.ok(c);
  c.end_time = Math.floor(h.clock.now() / 1000) + 60;
  const info = async () => ((await h.call("GET", `/api/coupon/info?id=${id}`, { token: h.customer })).json?.data as CouponRow).status;
  assert.equal(await info(), 0);
  h.clock.advance(61_000);
  assert.equal(await info(), 2);
});

test("claim by code once per user (any letter case); by offer id once; the coupon is then the caller's", async (t) => {
  const h = await startCommerce(t);
  const newcomer = await h.loginAs("13912340000");
  const a = await h.call("POST", "/api/coupon/add", { token: newcomer, body: { code: "tang2026" } });
  assert.equal(a.json?.errorCode, 0, a.text);
  const got = a.json?.data as CouponRow;
  assert.deepEqual([got.type, got.status, got.code], [2, 0, "TANG2026"]);
  const again = await h.call("POST", "/api/coupon/add", { token: newcomer, body: { code: "TANG2026" } });
  assert.deepEqual([again.json?.errorCode, again.json?.msg], [1, "您已领取过该优惠券"]);
  const byId = await h.call("POST", "/api/coupon/add", { token: newcomer, body: { id: SEED_OFFERS.weekendHalf } });
  assert.equal(byId.json?.errorCode, 0);
  const byIdAgain = await h.call("POST", "/api/coupon/add", { token: newcomer, body: { id: SEED_OFFERS.weekendHalf } });
  assert.equal(byIdAgain.json?.msg, "您已领取过该优惠券");
  const mine = (await h.call("GET", "/api/coupon/list", { token: newcomer })).json?.data as Page;
  assert.deepEqual(mine.list.map((c) => c.id).sort(), [got.id, (byId.json?.data as CouponRow).id].sort());
  const info = await h.call("GET", `/api/coupon/info?id=${got.id}`, { token: newcomer });
  assert.deepEqual(info.json?.data, got);
});

test("claims refused: unknown code or offer, ended, not started, sold out, and already held (nothing changes)", async (t) => {
  const h = await startCommerce(t);
  const newcomer = await h.loginAs("13912340001");
  const cases: [string, string, object, string][] = [
    ["unknown code", newcomer, { code: "NOPE1234" }, "兑换码无效"],
    ["unknown offer", newcomer, { id: 9999 }, "优惠活动不存在"],
    ["a huge offer id", newcomer, { id: 1e9 }, "优惠活动不存在"],
    ["ended", newcomer, { code: "GUOQING" }, "活动已结束"],
    ["ended by id", newcomer, { id: SEED_OFFERS.openingHalf }, "活动已结束"],
    ["not started", newcomer, { code: "CNY2026" }, "活动尚未开始"],
    ["sold out", newcomer, { id: SEED_OFFERS.limitedFree }, "优惠券已领完"],
    ["customer 1 holds it", h.customer, { code: "TANG2026" }, "您已领取过该优惠券"],
  ];
  for (const [name, token, body, msg] of cases) {
    const before = JSON.stringify(h.api.store);
    const a = await h.call("POST", "/api/coupon/add", { token, body });
    assert.deepEqual([a.json?.errorCode, a.json?.msg], [1, msg], name);
    assert.equal(JSON.stringify(h.api.store), before, name);
  }
  for (const body of [{}, { id: 1, code: "TANG2026" }, { code: "a b" }, { code: "x" }, { id: 1, total_money: "9" }]) {
    assert.equal((await h.call("POST", "/api/coupon/add", { token: newcomer, body })).status, 422, JSON.stringify(body));
  }
  // The spring offer opens 10 days after the seed's "now": nobody has claimed one yet.
  assert.equal(h.api.store.customer.couponOffers[String(SEED_OFFERS.springFree)]?.claimed, 0);
  h.clock.advance(11 * DAY);
  const later = await h.loginAs("13912340002");
  assert.equal((await h.call("POST", "/api/coupon/add", { token: later, body: { code: "CNY2026" } })).json?.errorCode, 0);
});

test("coupon/info: owner only; another user's id is no coupon at all", async (t) => {
  const h = await startCommerce(t);
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const mine = h.couponOf(U1, SEED_OFFERS.welcomeFree);
  const ok = await h.call("GET", `/api/coupon/info?id=${mine}`, { token: h.customer });
  assert.equal((ok.json?.data as CouponRow).id, mine);
  for (const q of [`id=${mine}`, "id=999999"]) {
    const a = await h.call("GET", `/api/coupon/info?${q}`, { token: other });
    assert.deepEqual([a.json?.errorCode, a.json?.msg, a.json?.data], [1, "优惠券不存在", null]);
  }
  assert.equal((await h.call("GET", "/api/coupon/info?id=abc", { token: h.customer })).status, 422);
  assert.equal((await h.call("GET", `/api/coupon/info?id=${mine}`)).status, 401);
  const en = await h.call("GET", "/api/coupon/info?id=999999", { token: other, headers: { language: "en" } });
  assert.equal(en.json?.msg, "No such coupon");
});

test("coupon/offer: a shared link's offer before claiming it: what, where, until when, and why not now; never its code; reading changes nothing", async (t) => {
  const h = await startCommerce(t);
  const newcomer = await h.loginAs("13912340003");
  interface Preview { id: number; name: string; type: number; company_name: string | null; partner: { name: string } | null; scope_names: string[]; can_claim: number; why_not: string | null; code?: unknown }
  const preview = async (token: string, id: number) => (await h.call("GET", `/api/coupon/offer?id=${id}`, { token })).json as { errorCode: number; msg?: string; data: Preview | null };
  const before = JSON.stringify(h.api.store);
  const open = await preview(newcomer, SEED_OFFERS.welcomeFree);
  assert.equal(open.errorCode, 0);
  assert.deepEqual([open.data?.name, open.data?.type, open.data?.company_name, open.data?.can_claim, open.data?.why_not], ["新人专享免费券", 2, "糖画科技", 1, null]);
  assert.ok(!("code" in (open.data ?? {})), "a link never tells the claim code");
  assert.deepEqual((await preview(newcomer, 3)).data?.scope_names, ["来福士 1 号机"], "one printer's offer names it");
  assert.equal((await preview(newcomer, 4)).data?.partner?.name, "星光影城");
  // The refusal the claim would meet, said before the tap.
  assert.deepEqual([(await preview(newcomer, SEED_OFFERS.springFree)).data?.can_claim, (await preview(newcomer, SEED_OFFERS.springFree)).data?.why_not], [0, "活动尚未开始"]);
  assert.equal((await preview(newcomer, SEED_OFFERS.openingHalf)).data?.why_not, "活动已结束");
  assert.equal((await preview(h.customer, SEED_OFFERS.welcomeFree)).data?.why_not, "您已领取过该优惠券");
  const none = await preview(newcomer, 9999);
  assert.deepEqual([none.errorCode, none.msg, none.data], [1, "优惠活动不存在", null]);
  assert.equal(JSON.stringify(h.api.store), before);
  // Claimed through the link: the preview then says so.
  assert.equal((await h.call("POST", "/api/coupon/add", { token: newcomer, body: { id: SEED_OFFERS.welcomeFree } })).json?.errorCode, 0);
  assert.equal((await preview(newcomer, SEED_OFFERS.welcomeFree)).data?.why_not, "您已领取过该优惠券");
});
