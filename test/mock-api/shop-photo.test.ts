/**
 * A shop's photo settings (contract manage-photo.ts, issue 15): the templates its printers offer,
 * its frame and watermark, and a customer's photo work on those printers made through them, its
 * picture (what is printed) showing the frame and the watermark.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_FRAMES } from "../../mock-api/seed/shop-admin.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, refused, snapshot } from "./printing-helpers.ts";
import { PNG, uploaded } from "./promo-fixtures.ts";

interface Settings {
  shop_id: number;
  template_ids: number[];
  frame_id: number | null;
  watermark: { text: string | null; image_url: string | null; position: string; opacity: number } | null;
  templates: { id: number; enabled: number; preview_url: string }[];
  frames: { id: number; image_url: string }[];
}

async function photoWork(h: Harness, token: string, sn: string, template_id: number) {
  const image = await uploaded(h, token, "customer");
  return h.call("POST", "/api/tanghua/photo-make", { token, body: { sn, image, template_id } });
}

async function picture(h: Harness, token: string, url: string): Promise<string> {
  const res = await fetch(h.base + url, { headers: { cookie: `accessToken=${token}` } });
  assert.equal(res.status, 200, url);
  return res.text();
}

test("the seeded Hangzhou look: its templates in its order on its printers, its frame and watermark in a customer's photo", async (t) => {
  const h = await startApi(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const s = ok<Settings>(await h.call("GET", `/api/manage-photo/settings?shop_id=${WORLD.shop.hangzhou}`, { token: owner }));
  assert.deepEqual([s.template_ids, s.frame_id, s.watermark?.text, s.watermark?.position], [[2, 1, 3], SEED_FRAMES.stars, "糖画科技·万象城", "bottom-right"]);
  assert.deepEqual(s.templates.map((x) => [x.id, x.enabled]), [[2, 1], [1, 1], [3, 1], [4, 0]]);
  for (const x of [...s.templates.map((t) => t.preview_url), ...s.frames.map((f) => f.image_url)]) assert.equal((await fetch(h.base + x)).status, 200, x);

  const list = ok<{ list: { id: number }[] }>(await h.call("GET", "/api/tanghua/photo-template-list?sn=SIM-0002"));
  assert.deepEqual(list.list.map((x) => x.id), [2, 1, 3], "every printer of the shop");
  const before = snapshot(h.api.store);
  const image = await uploaded(h, customer, "customer");
  const afterUpload = snapshot(h.api.store);
  assert.notDeepEqual(before, afterUpload);
  assert.equal(refused(await h.call("POST", "/api/tanghua/photo-make", { token: customer, body: { sn: "SIM-0001", image, template_id: 4 } })), "模板不存在");
  assert.deepEqual(snapshot(h.api.store), afterUpload, "a template the shop does not offer: nothing made");

  const work = ok<{ image_url: string }>(await h.call("POST", "/api/tanghua/photo-make", { token: customer, body: { sn: "SIM-0001", image, template_id: 2 } }));
  const svg = await picture(h, customer, work.image_url);
  assert.ok(svg.includes("糖画科技·万象城"), "the watermark");
  assert.match(svg, /<g fill="#f5b301"[^>]*><polygon/, "the starlight frame");
  assert.ok(svg.includes(`data:image/png;base64,${PNG.toString("base64")}`), "the photo");
  // A printer of a shop without settings: every template, no frame, no watermark.
  const plain = ok<{ image_url: string }>(await photoWork(h, customer, "SIM-0004", 4));
  const plainSvg = await picture(h, customer, plain.image_url);
  assert.ok(!plainSvg.includes("watermark") && !plainSvg.includes("<polygon"));
});

test("saving: templates, frame and an uploaded watermark image change what new photos get; older photos keep their look", async (t) => {
  const h = await startApi(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const old = ok<{ image_url: string }>(await photoWork(h, customer, "SIM-0001", 1));
  const logo = await uploaded(h, owner);
  const saved = ok<Settings>(await h.call("POST", "/api/manage-photo/settings-save", {
    token: owner,
    body: { shop_id: WORLD.shop.hangzhou, template_ids: [4], frame_id: SEED_FRAMES.lace, watermark: { image_url: logo, position: "top-left", opacity: 0.5 } },
  }));
  assert.deepEqual([saved.template_ids, saved.frame_id, saved.watermark], [[4], SEED_FRAMES.lace, { text: null, image_url: logo, position: "top-left", opacity: 0.5 }]);
  assert.deepEqual(ok<{ list: { id: number }[] }>(await h.call("GET", "/api/tanghua/photo-template-list?sn=SIM-0001")).list.map((x) => x.id), [4]);
  const fresh = ok<{ image_url: string }>(await photoWork(h, customer, "SIM-0001", 4));
  const svg = await picture(h, customer, fresh.image_url);
  assert.match(svg, /stroke="#f0b8c8"/, "lace");
  assert.equal(svg.split(`data:image/png;base64,${PNG.toString("base64")}`).length - 1, 2, "the photo and the watermark image");
  assert.match(svg, /<g opacity="0\.5" class="watermark"><image/);
  const oldSvg = await picture(h, customer, old.image_url);
  assert.ok(oldSvg.includes("糖画科技·万象城") && !oldSvg.includes('stroke="#f0b8c8"'), "made before: starlight and the text");
  // Only the parts given change; null removes the frame and the watermark.
  const cleared = ok<Settings>(await h.call("POST", "/api/manage-photo/settings-save", { token: owner, body: { shop_id: WORLD.shop.hangzhou, frame_id: null, watermark: null } }));
  assert.deepEqual([cleared.template_ids, cleared.frame_id, cleared.watermark], [[4], null, null]);
});

test("refusals change nothing: another company's shop (404), unknown template or frame, a watermark image not the caller's upload", async (t) => {
  const h = await startApi(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const owner2 = await h.loginAs(WORLD.sweetOwner.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const theirs = await uploaded(h, owner2);
  const before = snapshot(h.api.store);
  const save = (token: string, body: Record<string, unknown>) => h.call("POST", "/api/manage-photo/settings-save", { token, body });
  assert.equal((await save(owner2, { shop_id: WORLD.shop.hangzhou, frame_id: null })).status, 404);
  assert.equal((await h.call("GET", `/api/manage-photo/settings?shop_id=${WORLD.shop.hangzhou}`, { token: owner2 })).status, 404);
  assert.equal((await h.call("GET", "/api/manage-photo/settings?shop_id=99", { token: owner })).status, 404);
  assert.equal(refused(await save(owner, { shop_id: 1, template_ids: [1, 99] })), "模板 99 不存在");
  assert.equal(refused(await save(owner, { shop_id: 1, frame_id: 99 })), "相框 99 不存在");
  assert.equal(refused(await save(owner, { shop_id: 1, watermark: { image_url: theirs, position: "center" } })), "图片须先上传");
  assert.equal(refused(await save(owner, { shop_id: 1, watermark: { image_url: "https://example.com/w.png", position: "center" } })), "图片须先上传");
  assert.equal((await save(owner, { shop_id: 1 })).status, 422);
  assert.equal((await save(customer, { shop_id: 1, frame_id: null })).status, 403);
  assert.deepEqual(snapshot(h.api.store), before);
  // Admins reach any shop; the platform's frames are read by every merchant.
  const admin = await h.loginAs(SEED_USERS.superAdmin.mobile);
  ok(await h.call("GET", `/api/manage-photo/settings?shop_id=${WORLD.shop.hongkong}`, { token: admin }));
  const frames = ok<{ list: { id: number; name: string }[] }>(await h.call("GET", "/api/manage-photo/frame-list", { token: owner2, headers: { language: "en" } }));
  assert.deepEqual(frames.list.map((f) => f.name), ["Starlight", "Lace", "Festive", "Rainbow"]);
});
