/**
 * The pattern list and detail (sugar/list, sugar/info) and the pattern actions (sugar/top,
 * sugar/cancel, tanghua/goods-do) with the §5/§6 rules on the server: hide only by level_type 1
 * on others' works, top only by the printer's manager, delete only by the owner, and a refused
 * action changes nothing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { SeedRole } from "../../mock-api/seed/users.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, refused, snapshot, tokenOf, work } from "./printing-helpers.ts";

interface P {
  id: number;
  goods_id: number;
  goods_type_id: number;
  name: string;
  nickname?: string | null;
  is_top: number;
  is_self?: number;
  is_hide?: number;
  user_id?: number | null;
  create_date: number;
  image_list?: unknown[];
  price: string;
  remark?: string | null;
}

/** What SIM-0001 (company 1) offers everyone, counted straight from the store as a cross-check. */
function offeredOnSim1(store: Store): number {
  const company1 = new Set(Object.values(store.shops).filter((s) => s.companyId === 1).map((s) => s.id));
  return Object.values(store.goods).filter(
    (g) =>
      !g.deleted &&
      g.status !== 0 &&
      ((g.shopId === null && g.ownerId === null) || (g.shopId !== null && company1.has(g.shopId))) &&
      // Issue 11: a customer's work only when shared, a photo never.
      (g.ownerId === null || (g.is_share === 1 && g.goods_type_id !== 16)) &&
      store.listings[`SIM-0001:${g.id}`]?.is_hide !== 1,
  ).length;
}

interface Page {
  list: P[];
  total: number;
  page: number;
  limit: number;
}

async function list(h: Harness, query: string, token?: string): Promise<Page> {
  return ok<Page>(await h.call("GET", `/api/sugar/list?${query}`, token === undefined ? {} : { token }));
}

test("sugar/list: pinned first, then newest; deleted, hidden and other companies' works left out", async (t) => {
  const h = await startApi(t);
  const page = await list(h, "sn=SIM-0001&limit=100");
  const names = page.list.map((p) => p.name);
  assert.ok(page.total >= 35, "24 system patterns and 11 customers' shared works at least");
  assert.equal(page.total, offeredOnSim1(h.api.store));
  assert.equal(page.list.length, page.total);
  assert.deepEqual(new Set(names.slice(0, 2)), new Set(["飞龙在天", "我的小龙"]), "the two pins first");
  assert.ok(page.list.slice(0, 2).every((p) => p.is_top === 1) && page.list.slice(2).every((p) => p.is_top === 0));
  const rest = page.list.slice(2).map((p) => p.create_date);
  assert.deepEqual(rest, [...rest].sort((a, b) => b - a), "then newest first");
  // Photos are their owners' alone (issue 11): 全家福 and 宝宝百天照 are nobody else's business.
  for (const gone of ["彩虹棒棒糖", "太阳公公", "海港锦鲤", "海港之星", "全家福", "宝宝百天照"]) assert.ok(!names.includes(gone), gone);
  for (const there of ["锦鲤", "小猫钓鱼", "星空下的约定", "盛开的玫瑰"]) assert.ok(names.includes(there), there);
  // A shop's pattern taken off sale is left out like a deleted one.
  const fish = work(h.api.store, "锦鲤");
  fish.status = 0;
  assert.ok(!(await list(h, "sn=SIM-0001&limit=100")).list.some((p) => p.goods_id === fish.id));
  // §2: system patterns show no author; customers' works do.
  assert.equal(page.list.find((p) => p.name === "锦鲤")?.nickname, null);
  assert.equal(page.list.find((p) => p.name === "蝴蝶飞呀")?.nickname, "李特权");
  assert.ok(page.list.every((p) => p.is_self === 0 && p.is_hide === 0));
  // id is the listing on this printer, goods_id the work.
  const dragon = work(h.api.store, "飞龙在天");
  assert.equal(page.list.find((p) => p.name === "飞龙在天")?.goods_id, dragon.id);
  assert.notEqual(page.list.find((p) => p.name === "飞龙在天")?.id, dragon.id);
});

test("sugar/list: another company's printer offers the system patterns and that company's works only", async (t) => {
  const h = await startApi(t);
  const page = await list(h, `sn=${WORLD.foreignSn}&limit=100`);
  const company2 = Object.values(h.api.store.goods).filter((g) => g.shopId === WORLD.shop.hongkong && !g.deleted && g.status !== 0).length;
  assert.equal(page.total, 24 + company2);
  assert.ok(["海港锦鲤", "维港烟花", "海港之星"].every((n) => page.list.some((p) => p.name === n)));
  assert.equal(page.list[0]?.name, "海港锦鲤", "pinned there");
  assert.ok(!page.list.some((p) => p.name === "小猫钓鱼"));
  const unbound = await list(h, `sn=${WORLD.unboundSn}&limit=100`);
  assert.ok(unbound.total === 24 && unbound.list.every((p) => p.goods_type_id === 8), "unbound: the system's gallery only");
});

test("sugar/list: pages are slices of the one order; the default page is 20", async (t) => {
  const h = await startApi(t);
  const all = (await list(h, "sn=SIM-0001&limit=100")).list.map((p) => p.goods_id);
  assert.ok(all.length > 35);
  const first = await list(h, "sn=SIM-0001");
  assert.deepEqual([first.page, first.limit, first.list.length], [1, 20, 20]);
  for (const [page, limit] of [[1, 10], [2, 10], [4, 10], [5, 10], [2, 7]] as const) {
    const p = await list(h, `sn=SIM-0001&page=${page}&limit=${limit}`);
    assert.deepEqual(p.list.map((x) => x.goods_id), all.slice((page - 1) * limit, page * limit), `page ${page} limit ${limit}`);
    assert.equal(p.total, all.length);
  }
  for (const bad of ["page=0", "limit=0", "limit=101", "page=x", "goods_type_id=9", "type=all", "zzz=1"]) {
    assert.equal((await h.call("GET", `/api/sugar/list?sn=SIM-0001&${bad}`)).status, 422, bad);
  }
  refused(await h.call("GET", "/api/sugar/list?sn=SIM-0404"));
});

test("sugar/list: type=self, goods_type_id and keyword", async (t) => {
  const h = await startApi(t);
  const customer = await tokenOf(h, "customer");
  const mine = await list(h, "sn=SIM-0001&type=self&limit=100", customer);
  assert.equal(mine.total, 8);
  assert.ok(mine.list.every((p) => p.is_self === 1 && p.user_id === 1));
  assert.equal((await list(h, "sn=SIM-0001&type=self")).total, 0, "anonymous: no own works");
  assert.equal((await list(h, `sn=${WORLD.foreignSn}&type=self`, customer)).total, 0, "none made at company 2");
  // Photos: only the caller's own (issue 11), to the caller; none to anyone else.
  const photos = await list(h, "sn=SIM-0001&goods_type_id=16&limit=100", customer);
  assert.deepEqual(photos.list.map((p) => [p.goods_type_id, p.user_id]), [[16, 1], [16, 1]]);
  assert.equal((await list(h, "sn=SIM-0001&goods_type_id=16&limit=100")).total, 0, "anonymous: no one's photos");
  const dragons = await list(h, `sn=SIM-0001&keyword=${encodeURIComponent("龙")}&limit=100`);
  assert.ok(dragons.list.length >= 5 && dragons.list.every((p) => /龙/.test(`${p.name} ${p.remark ?? ""}`)));
  assert.ok(dragons.list.some((p) => p.name === "金龙献瑞"));
});

test("sugar/list: a hidden work is listed (is_hide 1) to its owner and to privileged users only", async (t) => {
  const h = await startApi(t);
  const cat = work(h.api.store, "小猫钓鱼");
  h.api.store.listings[`SIM-0001:${cat.id}`] = { sn: "SIM-0001", goodsId: cat.id, is_top: 0, is_hide: 1 };
  const cases: [SeedRole | null, boolean][] = [[null, false], ["customer", true], ["privileged", true], ["printerManager", false], ["admin", false]];
  for (const [role, sees] of cases) {
    const token = role === null ? undefined : await tokenOf(h, role);
    const row = (await list(h, "sn=SIM-0001&limit=100", token)).list.find((p) => p.goods_id === cat.id);
    assert.equal(row !== undefined, sees, `${role ?? "anonymous"}`);
    if (row) assert.equal(row.is_hide, 1);
    // The same rule for the detail.
    const info = await h.call("GET", `/api/sugar/info?sn=SIM-0001&goods_id=${cat.id}`, token === undefined ? {} : { token });
    assert.equal(info.json?.errorCode, sees ? 0 : 1, `${role ?? "anonymous"} info`);
  }
  // Hidden on SIM-0001 only: SIM-0002 still lists it.
  assert.ok((await list(h, "sn=SIM-0002&limit=100")).list.some((p) => p.goods_id === cat.id));
});

test("sugar/info: one pattern with its image_list; unknown, deleted or another company's → errorCode 1", async (t) => {
  const h = await startApi(t);
  const little = work(h.api.store, "我的小龙");
  const p = ok<P>(await h.call("GET", `/api/sugar/info?sn=SIM-0001&goods_id=${little.id}`));
  assert.equal(p.image_list?.length, 3, "three images: the owner's thumbnails (§2)");
  assert.equal(p.is_top, 1);
  assert.match(p.price, /^\d+\.\d\d$/);
  for (const id of [work(h.api.store, "彩虹棒棒糖").id, work(h.api.store, "海港之星").id, 999_999]) {
    assert.equal(refused(await h.call("GET", `/api/sugar/info?sn=SIM-0001&goods_id=${id}`)), "图案不存在或已删除");
  }
  refused(await h.call("GET", `/api/sugar/info?sn=SIM-0404&goods_id=${little.id}`));
  assert.equal((await h.call("GET", "/api/sugar/info?sn=SIM-0001&goods_id=abc")).status, 422);
});

type Action = "hide" | "top" | "delete" | "sugar/top" | "sugar/cancel";
interface Case {
  role: SeedRole;
  action: Action;
  work: string;
  sn?: string;
  allowed: boolean;
}

/** §5/§6: who may do what (SIM-0001 is managed by printerManager; 小猫钓鱼 is the customer's, 蝴蝶飞呀 the privileged user's). */
const MATRIX: Case[] = [
  { role: "customer", action: "hide", work: "蝴蝶飞呀", allowed: false },
  { role: "printerManager", action: "hide", work: "小猫钓鱼", allowed: false },
  { role: "admin", action: "hide", work: "小猫钓鱼", allowed: false },
  { role: "privileged", action: "hide", work: "蝴蝶飞呀", allowed: false }, // own work
  { role: "privileged", action: "hide", work: "小猫钓鱼", allowed: true },
  { role: "privileged", action: "hide", work: "锦鲤", allowed: true }, // a system pattern is nobody's own
  { role: "customer", action: "top", work: "小猫钓鱼", allowed: false },
  { role: "privileged", action: "top", work: "小猫钓鱼", allowed: false },
  { role: "superAdmin", action: "sugar/top", work: "小猫钓鱼", allowed: false },
  { role: "printerManager", action: "top", work: "小猫钓鱼", allowed: true },
  { role: "printerManager", action: "sugar/top", work: "小猫钓鱼", allowed: true },
  { role: "printerManager", action: "sugar/top", work: "小猫钓鱼", sn: "SIM-0002", allowed: false }, // not its manager
  { role: "customer", action: "sugar/cancel", work: "飞龙在天", allowed: false },
  { role: "printerManager", action: "sugar/cancel", work: "飞龙在天", allowed: true },
  { role: "customer", action: "delete", work: "小猫钓鱼", allowed: true },
  { role: "privileged", action: "delete", work: "小猫钓鱼", allowed: false },
  { role: "printerManager", action: "delete", work: "小猫钓鱼", allowed: false },
  { role: "superAdmin", action: "delete", work: "小猫钓鱼", allowed: false },
  { role: "printerManager", action: "delete", work: "飞龙在天", allowed: false }, // the system's
  { role: "printerManager", action: "top", work: "海港锦鲤", allowed: false }, // not on this printer
];

function send(h: Harness, c: Case, goodsId: number, token: string) {
  const sn = c.sn ?? "SIM-0001";
  if (c.action === "sugar/top" || c.action === "sugar/cancel") return h.call("POST", `/api/${c.action}`, { token, body: { goods_id: goodsId, sn } });
  return h.call("POST", "/api/tanghua/goods-do", { token, body: { action: c.action, goods_id: goodsId, sn } });
}

test("pattern actions: the role matrix; a refused action changes nothing", async (t) => {
  for (const c of MATRIX) {
    await t.test(`${c.role} ${c.action} ${c.work}${c.sn ? ` on ${c.sn}` : ""}: ${c.allowed ? "done" : "refused"}`, async (t2) => {
      const h = await startApi(t2);
      const token = await tokenOf(h, c.role);
      const goods = work(h.api.store, c.work);
      const before = snapshot(h.api.store);
      const a = await send(h, c, goods.id, token);
      if (!c.allowed) {
        assert.ok(refused(a).length > 0);
        assert.deepEqual(snapshot(h.api.store), before, "no change");
        return;
      }
      const state = ok<{ goods_id: number; is_top: number; is_hide: number; is_delete: number }>(a);
      assert.equal(state.goods_id, goods.id);
      const listing = h.api.store.listings[`SIM-0001:${goods.id}`];
      if (c.action === "hide") assert.deepEqual([state.is_hide, listing?.is_hide], [1, 1]);
      if (c.action === "top" || c.action === "sugar/top") assert.deepEqual([state.is_top, listing?.is_top], [1, 1]);
      if (c.action === "sugar/cancel") assert.deepEqual([state.is_top, listing?.is_top], [0, 0]);
      if (c.action === "delete") assert.deepEqual([state.is_delete, goods.deleted], [1, true]);
    });
  }
});

test("pattern actions: goods-do top toggles; sugar/top and cancel are idempotent; a deleted work is gone", async (t) => {
  const h = await startApi(t);
  const manager = await tokenOf(h, "printerManager");
  const customer = await tokenOf(h, "customer");
  const cat = work(h.api.store, "小猫钓鱼");
  const body = { action: "top", goods_id: cat.id, sn: "SIM-0001" };
  const isTop = async () => ok<{ is_top: number }>(await h.call("POST", "/api/tanghua/goods-do", { token: manager, body })).is_top;
  assert.deepEqual([await isTop(), await isTop(), await isTop()], [1, 0, 1]);
  assert.equal((await list(h, "sn=SIM-0001&limit=3")).list.some((p) => p.goods_id === cat.id), true, "pinned: among the first");
  const ref = { goods_id: cat.id, sn: "SIM-0001" };
  assert.equal(ok<{ is_top: number }>(await h.call("POST", "/api/sugar/top", { token: manager, body: ref })).is_top, 1);
  assert.equal(ok<{ is_top: number }>(await h.call("POST", "/api/sugar/cancel", { token: manager, body: ref })).is_top, 0);
  assert.equal(ok<{ is_top: number }>(await h.call("POST", "/api/sugar/cancel", { token: manager, body: ref })).is_top, 0);
  // Cancelling a pin that never was creates no listing.
  const fish = work(h.api.store, "锦鲤");
  ok(await h.call("POST", "/api/sugar/cancel", { token: manager, body: { goods_id: fish.id, sn: "SIM-0001" } }));
  assert.equal(h.api.store.listings[`SIM-0001:${fish.id}`], undefined);

  ok(await h.call("POST", "/api/tanghua/goods-do", { token: customer, body: { action: "delete", goods_id: cat.id, sn: "SIM-0001" } }));
  assert.ok(!(await list(h, "sn=SIM-0001&type=self&limit=100", customer)).list.some((p) => p.goods_id === cat.id));
  refused(await h.call("GET", `/api/sugar/info?sn=SIM-0001&goods_id=${cat.id}`));
  refused(await h.call("POST", "/api/tanghua/goods-do", { token: customer, body: { action: "delete", goods_id: cat.id, sn: "SIM-0001" } }));
});

test("pattern actions: anonymous → 401; bad input → 422; unknown printer or work → errorCode 1", async (t) => {
  const h = await startApi(t);
  const cat = work(h.api.store, "小猫钓鱼");
  for (const path of ["/api/sugar/top", "/api/sugar/cancel"]) assert.equal((await h.call("POST", path, { body: { goods_id: cat.id, sn: "SIM-0001" } })).status, 401);
  assert.equal((await h.call("POST", "/api/tanghua/goods-do", { body: { action: "top", goods_id: cat.id, sn: "SIM-0001" } })).status, 401);
  const manager = await tokenOf(h, "printerManager");
  const before = snapshot(h.api.store);
  for (const body of [{ action: "pin", goods_id: cat.id, sn: "SIM-0001" }, { action: "top", goods_id: cat.id, sn: "SIM-0001", is_top: 1 }, { action: "top", goods_id: -1, sn: "SIM-0001" }]) {
    assert.equal((await h.call("POST", "/api/tanghua/goods-do", { token: manager, body })).status, 422);
  }
  refused(await h.call("POST", "/api/sugar/top", { token: manager, body: { goods_id: 999_999, sn: "SIM-0001" } }));
  refused(await h.call("POST", "/api/sugar/top", { token: manager, body: { goods_id: cat.id, sn: "SIM-0404" } }));
  refused(await h.call("POST", "/api/sugar/top", { token: manager, body: { goods_id: cat.id, sn: "__proto__" } }));
  assert.deepEqual(snapshot(h.api.store), before);
});
