/** default/district (the static GB/T 2260 tree), default/article-list (bilingual), default/rank. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { districtCounts } from "../../mock-api/finance/districts.ts";
import { startApi } from "./harness.ts";
import { ok, refused } from "./finance-fixtures.ts";

interface District { id: number; name: string; parent_id: number; level: number }

test("district: 34 provinces; cities and counties by parent; GB/T 2260 ids", async (t) => {
  const h = await startApi(t);
  const provinces = ok<District[]>(await h.call("GET", "/api/default/district?level=1"));
  assert.equal(provinces.length, 34);
  assert.ok(provinces.every((p) => p.level === 1 && p.parent_id === 0 && p.id % 10_000 === 0));
  assert.deepEqual(provinces.find((p) => p.id === 330000), { id: 330000, name: "浙江省", parent_id: 0, level: 1 });
  const zj = ok<District[]>(await h.call("GET", "/api/default/district?level=2&parent_id=330000"));
  assert.equal(zj.length, 11);
  assert.deepEqual(zj[0], { id: 330100, name: "杭州市", parent_id: 330000, level: 2 });
  const hz = ok<District[]>(await h.call("GET", "/api/default/district?level=3&parent_id=330100"));
  assert.ok(hz.some((d) => d.id === 330106 && d.name === "西湖区"));
  assert.ok(hz.every((d) => d.parent_id === 330100 && d.level === 3 && Math.floor(d.id / 100) === 3301));
  // Every city of the six fully covered provinces has counties.
  const full: Record<number, number> = { 110000: 1, 310000: 1, 330000: 11, 320000: 13, 440000: 21, 510000: 21 };
  for (const [pid, cities] of Object.entries(full)) {
    const list = ok<District[]>(await h.call("GET", `/api/default/district?level=2&parent_id=${pid}`));
    assert.equal(list.length, cities, `cities of ${pid}`);
    for (const c of list) {
      const counties = ok<District[]>(await h.call("GET", `/api/default/district?level=3&parent_id=${c.id}`));
      assert.ok(counties.length >= 3, `${c.name} has ${counties.length} counties`);
    }
  }
  const counts = districtCounts();
  assert.equal(counts[1], 34);
  assert.ok(counts[2] > 90 && counts[3] > 600, JSON.stringify(counts));
  // Hong Kong has no subdivisions in GB/T 2260: an empty list, not an error.
  assert.deepEqual(ok(await h.call("GET", "/api/default/district?level=2&parent_id=810000")), []);
});

test("district failures: a parent of the wrong level or unknown, parent_id rules", async (t) => {
  const h = await startApi(t);
  refused(await h.call("GET", "/api/default/district?level=3&parent_id=330000"), /上级地区不存在/);
  refused(await h.call("GET", "/api/default/district?level=2&parent_id=330100"));
  refused(await h.call("GET", "/api/default/district?level=2&parent_id=999999", { headers: { language: "en" } }), /No such parent district/);
  for (const q of ["level=2", "level=1&parent_id=330000", "level=4", "level=", "level=1&x=1", "level=2&parent_id=__proto__"]) {
    assert.equal((await h.call("GET", `/api/default/district?${q}`)).status, 422, q);
  }
});

test("article-list: newest first, by type, paged, in the caller's language", async (t) => {
  const h = await startApi(t);
  type Page = { list: { id: number; type: string; title: string; content: string; create_time: number }[]; total: number; page: number; limit: number };
  const all = ok<Page>(await h.call("GET", "/api/default/article-list?limit=100"));
  assert.ok(all.total >= 8);
  assert.deepEqual(new Set(all.list.map((a) => a.type)), new Set(["help", "user_guide", "agreement", "privacy", "notice"]));
  const times = all.list.map((a) => a.create_time);
  assert.deepEqual(times, [...times].sort((a, b) => b - a));
  assert.ok(all.list.every((a) => /[\u4e00-\u9fff]/.test(a.title)));
  assert.ok(all.list.every((a) => !/<script|on\w+=|javascript:/i.test(a.content)), "simple, safe HTML");
  const en = ok<Page>(await h.call("GET", "/api/default/article-list?type=privacy", { headers: { language: "en" } }));
  assert.equal(en.total, 1);
  assert.equal(en.list[0]?.title, "Privacy policy");
  assert.doesNotMatch(en.list[0]?.content ?? "", /[\u4e00-\u9fff]/);
  const p2 = ok<Page>(await h.call("GET", "/api/default/article-list?limit=3&page=2"));
  assert.deepEqual(p2.list.map((a) => a.id), all.list.slice(3, 6).map((a) => a.id));
  assert.equal(ok<Page>(await h.call("GET", "/api/default/article-list?page=99")).list.length, 0);
  for (const q of ["type=blog", "limit=0", "limit=101", "page=0"]) {
    assert.equal((await h.call("GET", `/api/default/article-list?${q}`)).status, 422, q);
  }
});

test("rank: patterns and users by prints sold, per printer or everywhere, week/month/all", async (t) => {
  const h = await startApi(t);
  type Rank = { type: string; period: string; list: { rank: number; id: number; name: string; count: number; nickname: string | null; image_url: string | null }[] };
  const store = h.api.store;
  const dflt = ok<Rank>(await h.call("GET", "/api/default/rank"));
  assert.deepEqual([dflt.type, dflt.period], ["goods", "week"]);

  const all = ok<Rank>(await h.call("GET", "/api/default/rank?period=all&limit=100"));
  assert.ok(all.list.length > 0);
  assert.deepEqual(all.list.map((r) => r.rank), all.list.map((_, i) => i + 1));
  for (const r of all.list) assert.equal(r.count, store.goods[String(r.id)]?.sell_count, "all time = the works' sell_count");
  const counts = all.list.map((r) => r.count);
  assert.deepEqual(counts, [...counts].sort((a, b) => b - a));

  // A month on one printer: exactly the paid, unrefunded print orders made there in the last 30 days.
  const sn = "SIM-0001";
  const from = Math.floor(h.clock.now() / 1000) - 30 * 86_400;
  const want = new Map<number, number>();
  for (const o of Object.values(store.printOrders)) {
    if (o.kind !== "print" || o.sn !== sn || o.pay_time === null || o.goodsId === null || o.create_time < from) continue;
    if (o.status === PRINT_ORDER_STATUS.REFUNDED || o.status === PRINT_ORDER_STATUS.CLOSED) continue;
    const g = store.goods[String(o.goodsId)];
    if (g === undefined || g.deleted || g.status === 0 || (g.ownerId !== null && g.shopId === null)) continue;
    want.set(o.goodsId, (want.get(o.goodsId) ?? 0) + 1);
  }
  const month = ok<Rank>(await h.call("GET", `/api/default/rank?period=month&sn=${sn}&limit=100`));
  assert.ok(want.size > 0, "the seed sold something there this month");
  assert.deepEqual(new Map(month.list.map((r) => [r.id, r.count])), want);

  const users = ok<Rank>(await h.call("GET", "/api/default/rank?type=user&period=all&limit=5"));
  assert.ok(users.list.length > 0 && users.list.length <= 5);
  for (const u of users.list) {
    assert.equal(u.name, store.users[String(u.id)]?.nickname);
    const total = Object.values(store.goods).filter((g) => g.ownerId === u.id && all.list.some((r) => r.id === g.id)).reduce((s, g) => s + g.sell_count, 0);
    assert.equal(u.count, total);
  }
});

test("rank failures: unknown printer, bad period, type or limit", async (t) => {
  const h = await startApi(t);
  refused(await h.call("GET", "/api/default/rank?sn=SIM-9999"), /设备不存在/);
  refused(await h.call("GET", "/api/default/rank?sn=__proto__"), /设备不存在/);
  for (const q of ["period=year", "type=shop", "limit=0", "limit=101", "sn=bad%20sn"]) {
    assert.equal((await h.call("GET", `/api/default/rank?${q}`)).status, 422, q);
  }
});
