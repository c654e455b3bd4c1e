/**
 * Photo drawing (contract tanghua-photo.ts): templates, photo-make from the caller's own upload
 * (tanghua/upload-image enforces 5 MB and png/jpeg), the generated picture with the photo inside,
 * and that the work is printable (order/make). Also the saved drawings' PNGs under /mock/drawings.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, refused, snapshot, tokenOf } from "./printing-helpers.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b1d1d90000000049454e44ae426082", "hex");

async function uploadPhoto(h: Harness, token: string, bytes: Buffer, name = "me.png"): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  return fetch(`${h.base}/api/tanghua/upload-image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
}

async function uploadedUrl(h: Harness, token: string): Promise<string> {
  const res = await uploadPhoto(h, token, PNG);
  const body = (await res.json()) as { errorCode: number; data: { url: string } };
  assert.equal(body.errorCode, 0);
  return body.data.url;
}

interface P {
  id: number;
  goods_id: number;
  goods_type_id: number;
  name: string;
  image_url: string;
  image_list?: { image_url: string }[];
  is_self?: number;
  price: string;
}

test("photo-template-list: every template with a served preview (a shop without photo settings); an unknown printer is refused", async (t) => {
  const h = await startApi(t);
  // SIM-0004's shop has no photo settings (issue 15: shops that set some offer theirs, shop-photo.test.ts).
  const { list } = ok<{ list: { id: number; name: string; image_url: string }[] }>(await h.call("GET", "/api/tanghua/photo-template-list?sn=SIM-0004"));
  assert.deepEqual(list.map((x) => x.name), ["圆形相框", "爱心", "方形相框", "花朵"]);
  const en = ok<{ list: { name: string }[] }>(await h.call("GET", "/api/tanghua/photo-template-list?sn=SIM-0004", { headers: { language: "en" } }));
  assert.equal(en.list[1]?.name, "Heart");
  for (const tpl of list) {
    const res = await fetch(h.base + tpl.image_url);
    assert.equal(res.status, 200, tpl.image_url);
    assert.equal(res.headers.get("content-type"), "image/svg+xml");
    assert.match(await res.text(), /<clipPath id="frame">/);
  }
  assert.equal((await fetch(`${h.base}/mock/photo-templates/99.svg`)).status, 404);
  refused(await h.call("GET", "/api/tanghua/photo-template-list?sn=SIM-0404"));
});

test("photo-make: the caller's upload in a template becomes a type-16 work, listed for the owner, shown with the photo inside, and orderable", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const url = await uploadedUrl(h, token);
  const work = ok<P>(await h.call("POST", "/api/tanghua/photo-make", { token, body: { sn: "SIM-0001", image: url, template_id: 2 } }));
  assert.deepEqual([work.goods_type_id, work.name, work.is_self, work.image_list?.length, work.image_list?.[1]?.image_url], [16, "爱心", 1, 2, url]);
  const goods = h.api.store.goods[String(work.goods_id)];
  assert.equal(goods?.shopId, WORLD.shop.hangzhou);

  const pic = await fetch(h.base + work.image_url, { headers: { cookie: `accessToken=${token}` } });
  assert.equal(pic.status, 200);
  // Issue 11: the photo is its owner's alone, also as a picture (as if no such work existed).
  assert.equal((await fetch(h.base + work.image_url)).status, 404, "anonymous");
  const other = await tokenOf(h, "privileged");
  assert.equal((await fetch(h.base + work.image_url, { headers: { cookie: `accessToken=${other}` } })).status, 404, "another customer");
  assert.match(pic.headers.get("content-security-policy") ?? "", /img-src data:/);
  assert.ok((await pic.text()).includes(`data:image/png;base64,${PNG.toString("base64")}`), "the photo is inside the picture");

  const history = ok<{ list: P[]; limit: number }>(await h.call("GET", "/api/tanghua/ai-list?sn=SIM-0001&goods_type_id=16&type=self", { token }));
  assert.equal(history.list[0]?.goods_id, work.goods_id);
  assert.equal(history.limit, 24);

  const order = ok<{ sn: string; money: string }>(await h.call("POST", "/api/order/make", { token, body: { target_id: work.goods_id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } } }));
  assert.ok(order.sn.length > 0);
});

test("photo-make refusals change nothing: someone else's upload, an invented path, an unknown template, anonymous", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const other = await tokenOf(h, "privileged");
  const theirs = await uploadedUrl(h, other);
  const mine = await uploadedUrl(h, token);
  const cases: { name: string; token?: string; body: Record<string, unknown>; status: number; msg?: string }[] = [
    { name: "another user's photo", token, body: { sn: "SIM-0001", image: theirs, template_id: 1 }, status: 200, msg: "请先上传照片" },
    { name: "a path never uploaded", token, body: { sn: "SIM-0001", image: "/mock/uploads/000000000000000000000000.png", template_id: 1 }, status: 200, msg: "请先上传照片" },
    { name: "an outside URL", token, body: { sn: "SIM-0001", image: "https://example.com/a.png", template_id: 1 }, status: 200, msg: "请先上传照片" },
    { name: "no such template", token, body: { sn: "SIM-0001", image: mine, template_id: 99 }, status: 200, msg: "模板不存在" },
    { name: "no such printer", token, body: { sn: "SIM-0404", image: mine, template_id: 1 }, status: 200 },
    { name: "a data URL", token, body: { sn: "SIM-0001", image: `data:image/png;base64,${PNG.toString("base64")}`, template_id: 1 }, status: 422 },
    { name: "anonymous", body: { sn: "SIM-0001", image: mine, template_id: 1 }, status: 401 },
  ];
  for (const c of cases) {
    const before = snapshot(h.api.store);
    const a = await h.call("POST", "/api/tanghua/photo-make", { body: c.body, ...(c.token === undefined ? {} : { token: c.token }) });
    assert.equal(a.status, c.status, `${c.name}: ${a.text.slice(0, 200)}`);
    assert.equal(a.json?.errorCode, 1, c.name);
    if (c.msg !== undefined) assert.equal(a.json?.msg, c.msg, c.name);
    assert.deepEqual(snapshot(h.api.store), before, `${c.name}: no change`);
  }
});

test("upload-image for photos: over 5 MB → 413, not an image → 415 (the photo page's server-side guard)", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
  PNG.copy(big);
  assert.equal((await uploadPhoto(h, token, big, "big.png")).status, 413);
  assert.equal((await uploadPhoto(h, token, Buffer.from("just some text, not a picture"), "notes.png")).status, 415);
});

test("a saved drawing's PNG is served until the work is deleted; unknown ids are 404", async (t) => {
  const h = await startApi(t);
  const token = await tokenOf(h, "customer");
  const strokes = [{ tool: "pen", width: 5, points: [[10, 10], [20, 20]] }];
  const saved = ok<{ goods_id: number; image_url: string }>(
    await h.call("POST", "/api/tanghua/save-goods", { token, body: { sn: "SIM-0001", image: `data:image/png;base64,${PNG.toString("base64")}`, strokes } }),
  );
  const asOwner = { headers: { cookie: `accessToken=${token}` } };
  assert.equal((await fetch(h.base + saved.image_url, asOwner)).status, 200);
  ok(await h.call("POST", "/api/tanghua/goods-do", { token, body: { action: "delete", goods_id: saved.goods_id, sn: "SIM-0001" } }));
  assert.equal((await fetch(h.base + saved.image_url, asOwner)).status, 404);
  assert.equal((await fetch(`${h.base}/mock/drawings/999999.png`)).status, 404);
});
