/**
 * Issue 11 item 6 (contract tanghua.ts SHARE_RULE), with two users on the same printer: user A's
 * photo work and unshared drawing are A's alone in every call that lists, shows, acts on or
 * prints a work, and someone else's private work answers exactly like one that does not exist;
 * AI candidates are listed nowhere until kept or printed; sharing a drawing shows it to B.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, putOrder, refused, snapshot, tokenOf } from "./printing-helpers.ts";

const SN = "SIM-0001";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b1d1d90000000049454e44ae426082", "hex");
const STROKES = [{ tool: "pen", width: 5, points: [[10, 10], [20, 20]] }];
/** An id no work has: what "does not exist" answers. */
const NO_SUCH_ID = 999_999;

interface P {
  goods_id: number;
  goods_type_id: number;
  name: string;
  image_url: string;
  is_self?: number;
  is_share?: number;
  is_candidate?: number;
}
interface Page {
  list: P[];
  total: number;
}

async function uploaded(h: Harness, token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "me.png");
  const res = await fetch(`${h.base}/api/tanghua/upload-image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** User A's photo work and unshared drawing on SIM-0001. */
async function aWorks(h: Harness, a: string): Promise<{ photo: P; drawing: { goods_id: number; image_url: string } }> {
  const photo = ok<P>(await h.call("POST", "/api/tanghua/photo-make", { token: a, body: { sn: SN, image: await uploaded(h, a), template_id: 1, name: "我家宝宝" } }));
  const drawing = ok<{ goods_id: number; image_url: string }>(
    await h.call("POST", "/api/tanghua/save-goods", { token: a, body: { sn: SN, image: `data:image/png;base64,${PNG.toString("base64")}`, strokes: STROKES, name: "秘密小画" } }),
  );
  return { photo, drawing };
}

/** Every goods_id a caller finds through the listing calls of SN. */
async function listedIds(h: Harness, token: string | undefined): Promise<Set<number>> {
  const as = token === undefined ? {} : { token };
  const ids = new Set<number>();
  const queries = [
    "/api/sugar/list?sn=SIM-0001&limit=100",
    "/api/sugar/list?sn=SIM-0001&limit=100&goods_type_id=16",
    "/api/sugar/list?sn=SIM-0001&limit=100&goods_type_id=15",
    `/api/sugar/list?sn=SIM-0001&limit=100&keyword=${encodeURIComponent("秘密")}`,
    "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=15&limit=100",
    "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=16&limit=100",
    "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=14&limit=100",
  ];
  for (const q of queries) for (const p of ok<Page>(await h.call("GET", q, as)).list) ids.add(p.goods_id);
  return ids;
}

test("privacy: B on the same printer finds neither A's photo nor A's unshared drawing, in any list, by id, or by picture; A finds both under mine", async (t) => {
  const h = await startApi(t);
  const a = await tokenOf(h, "customer");
  const b = await tokenOf(h, "printerManager"); // manages SIM-0001: may pin, still may not see
  const p = await tokenOf(h, "privileged"); // level_type 1: hides others' works, still may not see
  const { photo, drawing } = await aWorks(h, a);
  const mine = [photo.goods_id, drawing.goods_id];

  for (const [who, token] of [["B", b], ["privileged", p], ["anonymous", undefined]] as const) {
    const ids = await listedIds(h, token);
    for (const id of mine) assert.ok(!ids.has(id), `${who} lists ${id}`);
  }
  const home = ok<{ goods_types: { id: number }[]; self_count: number }>(await h.call("GET", `/api/sugar/index?sn=${SN}`, { token: b }));
  assert.ok(!home.goods_types.some((g) => g.id === GOODS_TYPE.PHOTO), "no photo tab for B: B has no photos here and sees no one else's");

  // By id: every call answers what it answers for an id nobody has, and changes nothing.
  const byId: { name: string; call: (id: number) => Promise<Parameters<typeof refused>[0]>; token: string }[] = [
    { name: "sugar/info", token: b, call: (id) => h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${id}`, { token: b }) },
    { name: "sugar/info (privileged)", token: p, call: (id) => h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${id}`, { token: p }) },
    { name: "goods-do top", token: b, call: (id) => h.call("POST", "/api/tanghua/goods-do", { token: b, body: { action: "top", goods_id: id, sn: SN } }) },
    { name: "goods-do hide", token: p, call: (id) => h.call("POST", "/api/tanghua/goods-do", { token: p, body: { action: "hide", goods_id: id, sn: SN } }) },
    { name: "goods-do delete", token: b, call: (id) => h.call("POST", "/api/tanghua/goods-do", { token: b, body: { action: "delete", goods_id: id, sn: SN } }) },
    { name: "sugar/top", token: b, call: (id) => h.call("POST", "/api/sugar/top", { token: b, body: { goods_id: id, sn: SN } }) },
    { name: "goods-share", token: b, call: (id) => h.call("POST", "/api/tanghua/goods-share", { token: b, body: { goods_id: id, sn: SN, is_share: 1 } }) },
    { name: "order/make", token: b, call: (id) => h.call("POST", "/api/order/make", { token: b, body: { target_id: id, target_type: "goods", print_param: { sn: SN, type: "sugar" } } }) },
    { name: "order/moni-make", token: b, call: (id) => h.call("POST", "/api/order/moni-make", { token: b, body: { sn: SN, goods_id: id } }) },
  ];
  for (const c of byId) {
    const absent = refused(await c.call(NO_SUCH_ID));
    for (const id of mine) {
      const before = snapshot(h.api.store);
      assert.equal(refused(await c.call(id)), absent, `${c.name} ${id}: as if it did not exist`);
      assert.deepEqual(snapshot(h.api.store), before, `${c.name} ${id}: no change`);
    }
  }
  // The pictures: 404 for B (cookie, as an <img> sends it) and for nobody; 200 for A.
  for (const url of [photo.image_url, drawing.image_url]) {
    assert.equal((await fetch(h.base + url, { headers: { cookie: `accessToken=${b}` } })).status, 404, url);
    assert.equal((await fetch(h.base + url)).status, 404, url);
    assert.equal((await fetch(h.base + url, { headers: { cookie: `accessToken=${a}` } })).status, 200, url);
  }
  // A sees both under mine, private (is_share 0), and may print them.
  const aMine = ok<Page>(await h.call("GET", `/api/sugar/list?sn=${SN}&type=self&limit=100`, { token: a }));
  for (const id of mine) assert.equal(aMine.list.find((x) => x.goods_id === id)?.is_share, 0, `A's ${id}`);
  for (const id of mine) ok(await h.call("POST", "/api/order/make", { token: a, body: { target_id: id, target_type: "goods", print_param: { sn: SN, type: "sugar" } } }));
});

test("privacy: others' jobs in the print queue do not show a private work's picture or name", async (t) => {
  const h = await startApi(t);
  const a = await tokenOf(h, "customer");
  const b = await tokenOf(h, "privileged");
  const { photo } = await aWorks(h, a);
  const order = putOrder(h.api.store, { userId: SEED_USERS.customer.id, sn: SN, status: PRINT_ORDER_STATUS.PAID, goodsId: photo.goods_id });
  type Q = { list: { goods_id?: number | null; name: string; image_url?: string | null; is_self: number; create_time: number }[] };
  const theirs = ok<Q>(await h.call("GET", `/api/tanghua/print-queue?sn=${SN}`, { token: b })).list.find((j) => j.create_time === order.create_time);
  assert.equal(theirs?.is_self, 0);
  assert.deepEqual([theirs?.goods_id, theirs?.name, theirs?.image_url], [null, "", null]);
  const own = ok<Q>(await h.call("GET", `/api/tanghua/print-queue?sn=${SN}`, { token: a })).list.find((j) => j.create_time === order.create_time);
  assert.deepEqual([own?.goods_id, own?.image_url], [photo.goods_id, photo.image_url]);
});

test("privacy: sharing is an explicit choice: a shared drawing shows to B, unsharing hides it again; a photo cannot be shared", async (t) => {
  const h = await startApi(t);
  const a = await tokenOf(h, "customer");
  const b = await tokenOf(h, "printerManager");
  const { photo, drawing } = await aWorks(h, a);
  const share = (token: string, id: number, is_share: 0 | 1) => h.call("POST", "/api/tanghua/goods-share", { token, body: { sn: SN, goods_id: id, is_share } });

  assert.equal(ok<P>(await share(a, drawing.goods_id, 1)).is_share, 1);
  assert.ok((await listedIds(h, b)).has(drawing.goods_id));
  assert.equal(ok<P>(await h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${drawing.goods_id}`, { token: b })).is_self, 0);
  assert.equal((await fetch(h.base + drawing.image_url)).status, 200, "a shared drawing's picture is anyone's");
  // B may see a shared work but not change its owner's choice.
  assert.equal(refused(await share(b, drawing.goods_id, 0)), "只能分享或保存自己的作品");
  ok(await share(a, drawing.goods_id, 0));
  assert.ok(!(await listedIds(h, b)).has(drawing.goods_id));

  const before = snapshot(h.api.store);
  assert.equal(refused(await share(a, photo.goods_id, 1)), "照片作品仅自己可见，不能分享");
  assert.deepEqual(snapshot(h.api.store), before);
  assert.ok(!(await listedIds(h, b)).has(photo.goods_id));

  // save-goods takes the choice at once; absent is private.
  const shared = ok<{ goods_id: number }>(
    await h.call("POST", "/api/tanghua/save-goods", { token: a, body: { sn: SN, image: `data:image/png;base64,${PNG.toString("base64")}`, strokes: STROKES, is_share: 1 } }),
  );
  assert.ok((await listedIds(h, b)).has(shared.goods_id));
  assert.equal((await h.call("POST", "/api/tanghua/save-goods", { token: a, body: { sn: SN, image: "x", strokes: STROKES, is_share: 2 } })).status, 422);
});

test("privacy: AI candidates are listed nowhere; the one kept or printed becomes A's work, the rest stay drafts; nothing reaches B", async (t) => {
  const h = await startApi(t);
  const a = await tokenOf(h, "customer");
  const b = await tokenOf(h, "printerManager");
  const selfIds = async () => new Set(ok<Page>(await h.call("GET", `/api/sugar/list?sn=${SN}&type=self&limit=100`, { token: a })).list.map((x) => x.goods_id));
  const selfBefore = ok<{ self_count: number }>(await h.call("GET", `/api/sugar/index?sn=${SN}`, { token: a })).self_count;
  const runs = [];
  for (const prompt of ["一条龙", "一条龙", "两条鱼"]) {
    runs.push(ok<{ list: P[] }>(await h.call("GET", `/api/tanghua/painting-pattern?sn=${SN}&prompt=${encodeURIComponent(prompt)}`, { token: a })).list);
  }
  const [first, again, second] = runs as [P[], P[], P[]];
  assert.deepEqual(again.map((x) => x.goods_id), first.map((x) => x.goods_id), "the same run twice makes no more");
  const text = ok<P>(await h.call("GET", `/api/tanghua/text?sn=${SN}&text=${encodeURIComponent("福")}`, { token: a }));
  const candidates = [...first, ...second, text];
  assert.ok(candidates.every((x) => x.is_candidate === 1 && x.is_share === 0));
  const mine = await selfIds();
  assert.ok(candidates.every((x) => !mine.has(x.goods_id)), "not under mine");
  assert.equal(ok<{ self_count: number }>(await h.call("GET", `/api/sugar/index?sn=${SN}`, { token: a })).self_count, selfBefore);
  const bIds = await listedIds(h, b);
  assert.ok(candidates.every((x) => !bIds.has(x.goods_id)), "not in B's gallery");
  // A opens a candidate by id (the picker, ?goods_id); B gets "does not exist".
  ok(await h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${first[0]?.goods_id}`, { token: a }));
  const absent = refused(await h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${NO_SUCH_ID}`, { token: b }));
  assert.equal(refused(await h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${first[0]?.goods_id}`, { token: b })), absent);

  // Keep one of the first run (shared), print one of the second: those two are A's works now.
  const kept = ok<P>(await h.call("POST", "/api/tanghua/goods-share", { token: a, body: { sn: SN, goods_id: first[1]?.goods_id, is_share: 1 } }));
  assert.deepEqual([kept.is_candidate, kept.is_share], [0, 1]);
  ok(await h.call("POST", "/api/order/make", { token: a, body: { target_id: second[2]?.goods_id, target_type: "goods", print_param: { sn: SN, type: "sugar" } } }));
  assert.equal(ok<P>(await h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${second[2]?.goods_id}`, { token: a })).is_candidate, 0, "printed: kept");
  assert.equal(ok<P>(await h.call("GET", `/api/sugar/info?sn=${SN}&goods_id=${second[0]?.goods_id}`, { token: a })).is_candidate, 1, "the others: drafts still");
  const after = await selfIds();
  assert.deepEqual(candidates.filter((x) => after.has(x.goods_id)).map((x) => x.goods_id).sort(), [first[1]?.goods_id, second[2]?.goods_id].sort());
  // B sees the shared kept one only; the printed one stays A's (printing is not sharing).
  const bAfter = await listedIds(h, b);
  assert.deepEqual(candidates.filter((x) => bAfter.has(x.goods_id)).map((x) => x.goods_id), [first[1]?.goods_id]);
});

test("privacy: the seeded world follows the rule: no one's photo work, nor an unshared work, is listed to anyone else on any printer", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const viewers = [undefined, await tokenOf(h, "customer"), await tokenOf(h, "privileged"), await tokenOf(h, "printerManager")];
  const ids = [undefined, SEED_USERS.customer.id, SEED_USERS.privileged.id, SEED_USERS.printerManager.id];
  for (const sn of Object.keys(store.printers)) {
    for (const [i, token] of viewers.entries()) {
      const rows = ok<Page & { list: (P & { user_id?: number | null })[] }>(await h.call("GET", `/api/sugar/list?sn=${sn}&limit=100`, token === undefined ? {} : { token })).list;
      for (const r of rows) {
        if (r.user_id === null || r.user_id === undefined || r.user_id === ids[i]) continue;
        const g = store.goods[String(r.goods_id)];
        assert.notEqual(r.goods_type_id, GOODS_TYPE.PHOTO, `${sn}: ${r.name} (someone's photo) listed to ${ids[i] ?? "anonymous"}`);
        assert.ok(g?.is_share === 1 || g?.is_share === undefined, `${sn}: ${r.name} unshared but listed`);
      }
    }
  }
  const photos = Object.values(store.goods).filter((g) => g.goods_type_id === GOODS_TYPE.PHOTO && g.ownerId !== null && g.ownerId !== undefined);
  assert.ok(photos.length > 0 && photos.every((g) => g.is_share === 0), "every seeded customer photo is private");
});

test("privacy: the public ranking never names a private work, however much it sold", async (t) => {
  const h = await startApi(t);
  const a = await tokenOf(h, "customer");
  const { photo, drawing } = await aWorks(h, a);
  for (const id of [photo.goods_id, drawing.goods_id]) {
    const g = h.api.store.goods[String(id)];
    assert.ok(g);
    g.sell_count = 1_000_000; // far above any seeded work
  }
  type Rank = { list: { id: number; name: string }[] };
  const ranked = async () => ok<Rank>(await h.call("GET", "/api/default/rank?type=goods&period=all&limit=10")).list.map((r) => r.id);
  assert.ok(!(await ranked()).includes(photo.goods_id) && !(await ranked()).includes(drawing.goods_id));
  ok(await h.call("POST", "/api/tanghua/goods-share", { token: a, body: { sn: SN, goods_id: drawing.goods_id, is_share: 1 } }));
  assert.equal((await ranked())[0], drawing.goods_id, "shared, it ranks");
});

test("privacy: a shop's public photo wall says a photo was printed, in its frame, never the photo itself", async (t) => {
  const h = await startApi(t);
  const a = await tokenOf(h, "customer");
  const manager = await tokenOf(h, "printerManager"); // SIM-0001's screen is theirs (seed)
  const { photo } = await aWorks(h, a);
  const order = putOrder(h.api.store, { userId: SEED_USERS.customer.id, sn: SN, status: PRINT_ORDER_STATUS.PAID, goodsId: photo.goods_id });
  type Wall = { list: { id: number; image_url?: string | null; nickname?: string | null }[] };
  const row = ok<Wall>(await h.call("GET", `/api/screen/photo-list?sn=${SN}`, { token: manager })).list.find((p) => p.id === order.id);
  assert.ok(row, "the print is on the wall");
  assert.equal(row.image_url, "/mock/photo-templates/1.svg", "its frame, not the photo");
  assert.notEqual(row.image_url, photo.image_url);
  const one = ok<{ image_url?: string | null }>(await h.call("GET", `/api/screen/photo-info?sn=${SN}&id=${order.id}`, { token: manager }));
  assert.equal(one.image_url, "/mock/photo-templates/1.svg");
});
