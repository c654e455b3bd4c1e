/**
 * What the platform's pages (/admin/x, issue 17) read beyond the queues' calls: one withdrawal
 * for the review page (platform/withdraw-info: its signing, reviewer and the shops its money came
 * from; any admin level reads it, nobody else), and the company of every shop in the platform's
 * shop list; the photo frames the platform manages (frame-list, frame-save, frame-status).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { PlatformWithdrawalInfo } from "../../web/contract/http/platform.ts";
import type { Shop } from "../../web/contract/http/manage-shop.ts";
import { WITHDRAW_STATUS as W } from "../../web/contract/http/tixian.ts";
import { cryptoRandom } from "../../mock-api/random.ts";
import { completeFlow, newFlowId, openFlow } from "../../mock-api/finance/esign.ts";
import { SEED_FRAMES } from "../../mock-api/seed/shop-admin.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { MERCHANT, ok, refused, refusedWithoutChange, session } from "./merchant-fixtures.ts";
import { uploaded } from "./promo-fixtures.ts";

test("withdraw-info: one withdrawal with its signing, reviewer and the shops its amount came from; admins only; 404 for none", async (t) => {
  const s = await session(t);
  const reader = await s.h.loginAs(SEED_USERS.privileged.mobile);
  const account = Object.values(s.store.finance.accounts).find((a) => a.userId === MERCHANT.id)!;
  const { id } = ok<{ id: number }>(await s.post("/api/tixian/apply", s.merchant, { account_id: account.id, amount: "80.00" }));
  const rec = s.store.finance.withdrawals[String(id)]!;
  const unsigned = ok<PlatformWithdrawalInfo>(await s.get("/api/platform/withdraw-info", reader, { id }));
  assert.equal(unsigned.status, W.SIGNING);
  assert.equal(unsigned.is_signed, 0);
  assert.equal(unsigned.sign_time, null);
  assert.equal(unsigned.reviewer, null);
  // The sources add up to the amount, each a shop of the merchant's company.
  assert.equal(unsigned.sources.reduce((n, x) => n + Math.round(Number(x.amount) * 100), 0), 8000);
  assert.ok(unsigned.sources.every((x) => s.store.shops[String(x.shop_id)]?.companyId === MERCHANT.companyId && x.shop_name !== ""));
  assert.equal(unsigned.user?.mobile, "138****0005", "§5: masked for the reviewer too");

  const nowS = Math.floor(s.h.clock.now() / 1000);
  completeFlow(s.store, openFlow(s.store, rec, "", nowS, newFlowId(cryptoRandom)).flow_id, nowS);
  ok(await s.post("/api/platform/withdraw-review", s.admin, { id, pass: false, remark: "开户名与实名不一致" }));
  const done = ok<PlatformWithdrawalInfo>(await s.get("/api/platform/withdraw-info", reader, { id }));
  assert.equal(done.status, W.REJECTED);
  assert.equal(done.is_signed, 1);
  assert.equal(done.sign_time, nowS);
  assert.equal(done.reviewer?.id, SEED_USERS.superAdmin.id);
  assert.equal(done.remark, "开户名与实名不一致");

  refused(await s.get("/api/platform/withdraw-info", s.admin, { id: 99_999 }), 404);
  refused(await s.get("/api/platform/withdraw-info", s.merchant, { id }), 403);
  refused(await s.get("/api/platform/withdraw-info", s.customer, { id }), 403);
});

test("the shop list names each shop's company: every company's for the platform, the own for a merchant", async (t) => {
  const s = await session(t);
  const all = ok<{ list: Shop[] }>(await s.get("/api/manage-shop/list", s.admin, { limit: 100 }));
  assert.deepEqual(
    all.list.map((x) => [x.id, x.company?.id, x.company?.name]).sort(),
    Object.values(s.store.shops).map((x) => [x.id, x.companyId, s.store.companies[String(x.companyId)]?.name]).sort(),
  );
  assert.equal(new Set(all.list.map((x) => x.company?.id)).size, 2, "both companies");
  const mine = ok<{ list: Shop[] }>(await s.get("/api/manage-shop/list", s.merchant, { limit: 100 }));
  assert.ok(mine.list.length > 0 && mine.list.every((x) => x.company?.id === MERCHANT.companyId));
});

test("a refund record says whose money goes back and in which currency: a print order's printer's, none for a purchase", async (t) => {
  const s = await session(t);
  type Row = { id: number; order_type: string; currency?: { currencySymbol: string } | null; user?: { id: number } | null; order_id: number };
  const rows = ok<{ list: Row[] }>(await s.get("/api/manage-order/refund-list", s.admin, { limit: 100 })).list;
  const print = rows.filter((r) => r.order_type === "tanghua");
  const bought = rows.filter((r) => r.order_type !== "tanghua");
  assert.ok(print.length > 0 && bought.length > 0);
  for (const r of print) {
    const order = s.store.printOrders[String(r.order_id)]!;
    assert.equal(r.user?.id, order.userId, "the customer who paid");
    assert.equal(r.currency?.currencySymbol, s.store.printers[order.sn]?.locale?.currencySymbol ?? "¥");
  }
  assert.ok(bought.every((r) => r.currency === null && r.user !== null));
});

test("photo frames: levels 3 and 7 add one from their own upload, rename and retire it; shops choose from the offered ones; a shop using a retired one keeps it; journaled", async (t) => {
  const s = await session(t);
  const reader = await s.h.loginAs(SEED_USERS.privileged.mobile);
  const operator = await s.h.loginAs(SEED_USERS.admin.mobile);
  type Frame = { id: number; name: string; name_en: string; status: number; kind: string; shop_count: number; image_url: string };
  const frames = async () => ok<{ list: Frame[] }>(await s.get("/api/platform/frame-list", reader)).list;
  const seeded = await frames();
  assert.deepEqual(seeded.map((f) => [f.id, f.kind, f.status]), [[1, "drawn", 1], [2, "drawn", 1], [3, "drawn", 1], [4, "drawn", 1]]);
  assert.equal(seeded.find((f) => f.id === SEED_FRAMES.stars)?.shop_count, 1, "Hangzhou uses the stars");

  const mine = await uploaded(s.h, operator);
  const theirs = await uploaded(s.h, s.merchant);
  // Refused, nothing changed: level 1, another's upload, no picture, a missing frame.
  await refusedWithoutChange(s, () => s.post("/api/platform/frame-save", reader, { name: "樱花", image_url: mine }), 403);
  assert.match(await refusedWithoutChange(s, () => s.post("/api/platform/frame-save", operator, { name: "樱花", image_url: theirs })), /先上传/);
  await refusedWithoutChange(s, () => s.post("/api/platform/frame-save", operator, { name: "樱花" }), 422);
  await refusedWithoutChange(s, () => s.post("/api/platform/frame-status", operator, { id: 99, status: 0 }), 404);

  const added = ok<Frame>(await s.post("/api/platform/frame-save", operator, { name: "樱花", image_url: mine }));
  assert.deepEqual([added.name, added.name_en, added.kind, added.status, added.shop_count], ["樱花", "樱花", "image", 1, 0]);
  const renamed = ok<Frame>(await s.post("/api/platform/frame-save", s.admin, { id: added.id, name: "樱花季", name_en: "Sakura" }));
  assert.deepEqual([renamed.name, renamed.name_en, renamed.kind], ["樱花季", "Sakura", "image"]);
  // Shops pick it; its preview lays the uploaded picture over the photo.
  const pickable = ok<{ list: { id: number }[] }>(await s.get("/api/manage-photo/frame-list", s.merchant)).list.map((f) => f.id);
  assert.ok(pickable.includes(added.id));
  ok(await s.post("/api/manage-photo/settings-save", s.merchant, { shop_id: WORLD.shop.shanghai, frame_id: added.id }));
  const preview = await (await fetch(`${s.h.base}/mock/photo-frames/${added.id}.svg`)).text();
  assert.match(preview, /<image href="data:image\/png;base64,[^"]+" x="0" y="0" width="400" height="400"/);

  // Retired: off the choice; Shanghai keeps it, and its previews still draw it.
  const retired = ok<Frame>(await s.post("/api/platform/frame-status", operator, { id: added.id, status: 0 }));
  assert.deepEqual([retired.status, retired.shop_count], [0, 1]);
  assert.ok(!ok<{ list: { id: number }[] }>(await s.get("/api/manage-photo/frame-list", s.merchant)).list.some((f) => f.id === added.id));
  const shanghai = ok<{ frame_id: number | null }>(await s.get("/api/manage-photo/settings", s.merchant, { shop_id: WORLD.shop.shanghai }));
  assert.equal(shanghai.frame_id, added.id);
  ok(await s.post("/api/manage-photo/settings-save", s.merchant, { shop_id: WORLD.shop.chengdu, frame_id: SEED_FRAMES.lace }));
  refused(await s.post("/api/manage-photo/settings-save", s.merchant, { shop_id: WORLD.shop.chengdu, frame_id: added.id }));
  ok(await s.post("/api/platform/frame-status", operator, { id: added.id, status: 1 }));

  const journal = ok<{ list: { action: string; before: unknown; after: Record<string, unknown> | null }[] }>(await s.get("/api/platform/audit-list", s.admin, { target_type: "frame", target_id: added.id })).list;
  assert.deepEqual(journal.map((e) => e.action), ["frame.restore", "frame.retire", "frame.save", "frame.add"]);
  assert.equal(journal[3]?.before, null);
  assert.equal(journal[2]?.after?.["name_en"], "Sakura");
  // The state with an uploaded frame passes the store's own check (as a --data file would).
  const state = JSON.parse(JSON.stringify(s.store));
  assert.equal(checkStore(state).ok, true);
  // A picture frame whose upload is gone is a broken state, named.
  state.shopAdmin.frames[String(added.id)].image_url = "/mock/uploads/ffffffffffffffffffffffff.png";
  const broken = checkStore(state);
  assert.ok(!broken.ok && /shopAdmin\.frames\.\d+\.image_url/.test(broken.error), JSON.stringify(broken));
});
