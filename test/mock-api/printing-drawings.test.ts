/**
 * The caller's new works: tanghua/save-goods (a PNG checked by its bytes, at most 5 MB),
 * painting-pattern (AI), text, and the drawing history (ai-list).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, refused, snapshot, tokenOf } from "./printing-helpers.ts";

/** A PNG's first bytes: the signature, then an IHDR chunk of a 300×300 RGBA image. */
function pngBytes(totalBytes = 64): Buffer {
  const head = Buffer.from("89504e470d0a1a0a0000000d494844520000012c0000012c0806000000", "hex");
  const b = Buffer.alloc(Math.max(totalBytes, head.length + 4));
  head.copy(b);
  return b;
}
const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString("base64")}`;

const STROKES = [
  { tool: "pen", width: 5, points: [[10, 10], [120, 80], [200, 40]] },
  { tool: "eraser", width: 10, points: [[50, 50]] },
];

interface Saved {
  goods_id: number;
  image_url: string;
}
interface P {
  goods_id: number;
  goods_type_id: number;
  name: string;
  image_url: string;
  price: string;
  is_self?: number;
  is_top?: number;
  user_id?: number | null;
  is_share?: number;
  is_candidate?: number;
}
interface Page {
  list: P[];
  total: number;
  limit: number;
}

async function save(h: Harness, token: string | undefined, body: Record<string, unknown>) {
  return h.call("POST", "/api/tanghua/save-goods", { body, ...(token === undefined ? {} : { token }) });
}

test("save-goods: a type-15 work of the caller, made at the printer; the PNG kept in the store and served as its picture", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const png = pngBytes(2048);
  const saved = ok<Saved>(await save(h, token, { sn: "SIM-0001", image: dataUrl(png), strokes: STROKES, name: "小兔子", canvas: { width: 375, height: 375 } }));
  assert.match(saved.image_url, /^\/mock\/drawings\/\d+\.png$/);
  const goods = h.api.store.goods[String(saved.goods_id)];
  assert.ok(goods);
  assert.deepEqual(
    [goods.goods_type_id, goods.ownerId, goods.shopId, goods.name, goods.price, goods.deleted, goods.create_time],
    [15, 1, WORLD.shop.hangzhou, "小兔子", "9.90", false, Math.floor(h.clock.now() / 1000)],
  );
  assert.deepEqual(goods.strokes, STROKES);
  const image = Object.values(h.api.store.images).find((i) => i.goodsId === saved.goods_id);
  assert.deepEqual([image?.mime, image?.bytes, image?.ownerId], ["image/png", 2048, 1]);
  assert.deepEqual(await h.api.blobs.read(image?.blob ?? ""), png, "the PNG is a kept file beside the state, not in it");
  assert.ok(!JSON.stringify(h.api.store).includes(png.toString("base64")), "no base64 in the state");
  // The picture is the customer's own PNG, byte for byte (to them: a private work's picture is
  // nobody else's business); the work is the newest of the caller's, on every printer of company 1 only.
  const served = await fetch(h.base + saved.image_url, { headers: { cookie: `accessToken=${token}` } });
  assert.equal(served.status, 200);
  assert.equal((await fetch(h.base + saved.image_url)).status, 404, "a private drawing's picture, to someone else");
  assert.equal(served.headers.get("content-type"), "image/png");
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
  const mine = ok<Page>(await h.call("GET", "/api/sugar/list?sn=SIM-0001&type=self", { token }));
  assert.equal(mine.list.find((p) => p.is_top === 0)?.goods_id, saved.goods_id, "the newest after the pins");
  const onSim2 = ok<Page>(await h.call("GET", "/api/sugar/list?sn=SIM-0002&goods_type_id=15&limit=100", { token }));
  assert.ok(onSim2.list.some((p) => p.goods_id === saved.goods_id && p.is_share === 0));
  assert.equal(goods.is_share, 0, "not shared unless asked (issue 11)");
  const onHk = ok<Page>(await h.call("GET", `/api/sugar/list?sn=${WORLD.foreignSn}&goods_type_id=15&limit=100`, { token }));
  assert.ok(!onHk.list.some((p) => p.goods_id === saved.goods_id));
  // Default name in the caller's language.
  const en = ok<Saved>(await h.call("POST", "/api/tanghua/save-goods", { token, headers: { language: "en" }, body: { sn: "SIM-0001", image: dataUrl(png), strokes: STROKES } }));
  assert.equal(h.api.store.goods[String(en.goods_id)]?.name, "My sugar drawing");
});

test("save-goods without a printer: the owner's alone; with an uploaded image path: that path is the picture", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const other = await tokenOf(h, "privileged");
  const privateWork = ok<Saved>(await save(h, token, { image: dataUrl(pngBytes()), strokes: STROKES }));
  assert.equal(h.api.store.goods[String(privateWork.goods_id)]?.shopId, null);
  const listed = async (tok: string | undefined, sn: string) =>
    ok<Page>(await h.call("GET", `/api/sugar/list?sn=${sn}&limit=100`, tok === undefined ? {} : { token: tok })).list.some((p) => p.goods_id === privateWork.goods_id);
  assert.deepEqual([await listed(token, "SIM-0001"), await listed(token, WORLD.foreignSn), await listed(other, "SIM-0001"), await listed(undefined, "SIM-0001")], [true, true, false, false]);

  const uploaded = ok<Saved>(await save(h, token, { sn: "SIM-0001", image: "/uploads/ab12cd34.png", strokes: STROKES }));
  assert.equal(uploaded.image_url, "/uploads/ab12cd34.png");
  assert.equal(Object.values(h.api.store.images).filter((i) => i.goodsId === uploaded.goods_id).length, 0);
});

test("save-goods at the 5 MB limit: exactly 5 MB is kept, one byte more is refused by its decoded size", async (t) => {
  // save-goods carries its own 8 MiB body limit (a 5 MB PNG as base64 plus strokes).
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const atLimit = ok<Saved>(await save(h, token, { sn: "SIM-0001", image: dataUrl(pngBytes(UPLOAD_MAX_BYTES)), strokes: STROKES }));
  assert.equal(Object.values(h.api.store.images).find((i) => i.goodsId === atLimit.goods_id)?.bytes, UPLOAD_MAX_BYTES);
  const before = snapshot(h.api.store);
  // 5 MB + 1 byte still fits the contract's character limit (base64 rounds up), so the server checks the bytes.
  assert.equal(refused(await save(h, token, { sn: "SIM-0001", image: dataUrl(pngBytes(UPLOAD_MAX_BYTES + 1)), strokes: STROKES })), "图片不能超过 5 MB");
  assert.equal((await save(h, token, { sn: "SIM-0001", image: dataUrl(pngBytes(UPLOAD_MAX_BYTES + 4)), strokes: STROKES })).status, 422);
  assert.deepEqual(snapshot(h.api.store), before);
});

test("save-goods refusals change nothing: bad signature, not a PNG inside, unknown printer, bad strokes, too big a body, anonymous", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const notIhdr = pngBytes(64);
  notIhdr.write("JUNK", 12, "latin1");
  const cases: { name: string; token?: string; body: Record<string, unknown>; status: number; errorCode?: number }[] = [
    { name: "a GIF labelled PNG", token, body: { image: `data:image/png;base64,${Buffer.from("GIF89a....").toString("base64")}`, strokes: STROKES }, status: 422 },
    { name: "a JPEG data URL", token, body: { image: "data:image/jpeg;base64,/9j/4AAQSkZJRg==", strokes: STROKES }, status: 422 },
    { name: "PNG signature without IHDR", token, body: { image: dataUrl(notIhdr), strokes: STROKES }, status: 200, errorCode: 1 },
    { name: "signature only", token, body: { image: "data:image/png;base64,iVBORw0KGgo=", strokes: STROKES }, status: 200, errorCode: 1 },
    { name: "unknown printer", token, body: { sn: "SIM-0404", image: dataUrl(pngBytes()), strokes: STROKES }, status: 200, errorCode: 1 },
    { name: "eraser strokes only", token, body: { image: dataUrl(pngBytes()), strokes: [{ tool: "eraser", width: 10, points: [[1, 1]] }] }, status: 422 },
    { name: "no strokes", token, body: { image: dataUrl(pngBytes()), strokes: [] }, status: 422 },
    { name: "a point off the canvas", token, body: { image: dataUrl(pngBytes()), strokes: [{ tool: "pen", width: 5, points: [[5000, 1]] }] }, status: 422 },
    { name: "an extra field", token, body: { image: dataUrl(pngBytes()), strokes: STROKES, ownerId: 2 }, status: 422 },
    { name: "over the route's 8 MiB body limit", token, body: { image: dataUrl(pngBytes(7 * 1024 * 1024)), strokes: STROKES }, status: 413 },
    { name: "anonymous", body: { image: dataUrl(pngBytes()), strokes: STROKES }, status: 401 },
  ];
  for (const c of cases) {
    const before = snapshot(h.api.store);
    const a = await save(h, c.token, c.body);
    assert.equal(a.status, c.status, `${c.name}: ${a.text.slice(0, 200)}`);
    assert.equal(a.json?.errorCode, c.errorCode ?? 1, c.name);
    assert.deepEqual(snapshot(h.api.store), before, `${c.name}: no change`);
  }
  assert.equal(refused(await save(h, token, { image: dataUrl(notIhdr), strokes: STROKES })), "图片不是有效的 PNG");
});

test("painting-pattern: 4 AI candidates of the prompt's motif, the caller's type-14 works at the printer's ai_price; asking again makes no more", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const q = `/api/tanghua/painting-pattern?sn=SIM-0001&prompt=${encodeURIComponent("一条会喷火的龙")}&style=cartoon`;
  const first = ok<{ list: P[] }>(await h.call("GET", q, { token })).list;
  assert.equal(first.length, 4);
  for (const p of first) {
    assert.deepEqual([p.goods_type_id, p.price, p.is_self, p.user_id, p.is_candidate, p.is_share], [14, "9.90", 1, 1, 1, 0]);
    assert.match(p.image_url, /^\/mock\/art\/dragon-\d+\.svg$/);
    const g = h.api.store.goods[String(p.goods_id)];
    assert.deepEqual([g?.prompt, g?.style, g?.shopId], ["一条会喷火的龙", "cartoon", WORLD.shop.hangzhou]);
  }
  assert.equal(new Set(first.map((p) => p.image_url)).size, 4, "four different pictures");
  const count = Object.keys(h.api.store.goods).length;
  const again = ok<{ list: P[] }>(await h.call("GET", q, { token })).list;
  assert.deepEqual(again.map((p) => p.goods_id), first.map((p) => p.goods_id));
  assert.equal(Object.keys(h.api.store.goods).length, count);
  // Another printer's price and currency: Hong Kong.
  const hk = ok<{ list: P[] }>(await h.call("GET", `/api/tanghua/painting-pattern?sn=${WORLD.foreignSn}&prompt=fish`, { token })).list;
  assert.ok(hk.every((p) => p.price === "30.00" && /\/mock\/art\/fish-/.test(p.image_url)));

  const before = snapshot(h.api.store);
  refused(await h.call("GET", "/api/tanghua/painting-pattern?sn=SIM-0404&prompt=abc", { token }));
  for (const bad of ["sn=SIM-0001", `sn=SIM-0001&prompt=${"长".repeat(101)}`, "sn=SIM-0001&prompt=%20%20", "sn=SIM-0001&prompt=a&style=oil"]) {
    assert.equal((await h.call("GET", `/api/tanghua/painting-pattern?${bad}`, { token })).status, 422, bad);
  }
  assert.equal((await h.call("GET", q)).status, 401);
  assert.deepEqual(snapshot(h.api.store), before);
});

test("text: the words as one sugar pattern (type 14, the caller's), served as a picture; the same words again answer the same work", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const q = `/api/tanghua/text?sn=SIM-0003&text=${encodeURIComponent("生日快乐")}&font=xing`;
  const p = ok<P>(await h.call("GET", q, { token }));
  assert.equal(p.image_url, `/mock/art/text/${encodeURIComponent("生日快乐")}.svg`);
  assert.deepEqual([p.goods_type_id, p.name, p.price, p.is_self], [14, "生日快乐", "12.00", 1]);
  const svg = await fetch(h.base + p.image_url);
  assert.equal(svg.status, 200);
  assert.match(await svg.text(), /生日快乐/);
  assert.equal(ok<P>(await h.call("GET", q, { token })).goods_id, p.goods_id);
  assert.notEqual(ok<P>(await h.call("GET", q.replace("xing", "li"), { token })).goods_id, p.goods_id, "another font, another work");

  const before = snapshot(h.api.store);
  refused(await h.call("GET", "/api/tanghua/text?sn=NOPE&text=abc", { token }));
  for (const bad of [`text=${"字".repeat(13)}`, "text=", "text=a&font=song", "text=a%0Ab"]) {
    assert.equal((await h.call("GET", `/api/tanghua/text?sn=SIM-0001&${bad}`, { token })).status, 422, bad);
  }
  assert.equal((await h.call("GET", q)).status, 401);
  assert.deepEqual(snapshot(h.api.store), before);
});

test("ai-list: the printer's works of one type, or the caller's own (type=self); 24 a page by default (§7)", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  // Enough AI works for two pages: candidates are listed nowhere until kept (issue 11), so keep them all.
  for (const prompt of ["龙", "鱼", "花", "星", "太阳", "蝴蝶", "爱心"]) {
    const run = ok<{ list: P[] }>(await h.call("GET", `/api/tanghua/painting-pattern?sn=SIM-0001&prompt=${encodeURIComponent(prompt)}`, { token })).list;
    assert.equal(ok<Page>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=14&type=self", { token })).total, 2 + (run.length * ["龙", "鱼", "花", "星", "太阳", "蝴蝶", "爱心"].indexOf(prompt)), "not listed before kept");
    for (const p of run) ok(await h.call("POST", "/api/tanghua/goods-share", { token, body: { sn: "SIM-0001", goods_id: p.goods_id, is_share: 0 } }));
  }
  const mine = ok<Page>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=14&type=self", { token }));
  assert.equal(mine.limit, 24);
  assert.equal(mine.list.length, 24);
  assert.equal(mine.total, 7 * 4 + 2, "28 new and the 2 seeded (an AI drawing and a text drawing)");
  assert.ok(mine.list.every((p) => p.user_id === 1 && p.goods_type_id === 14));
  const page2 = ok<Page>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=14&type=self&page=2", { token }));
  assert.equal(page2.list.length, 6);
  // Without type: everyone's works of that type on this printer.
  const gallery = ok<Page>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=14&limit=100"));
  assert.ok(gallery.list.some((p) => p.user_id === 6) && gallery.list.some((p) => p.user_id === 1));
  const drawings = ok<Page>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=15&limit=100"));
  assert.ok(drawings.list.every((p) => p.goods_type_id === 15));
  assert.equal(ok<Page>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=14&type=self")).total, 0, "anonymous: none");
  refused(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0404&goods_type_id=14"));
  assert.equal((await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001")).status, 422, "goods_type_id is required");
});
