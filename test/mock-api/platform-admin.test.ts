/**
 * The platform's people and settings (/admin/x user-list, admin-user-list, settings, shop,
 * shop-activity): searching users (masked, §5), who may grant which level (7 only; the last 7
 * keeps its own), settings the customer side reads at once, suspending a shop, taking an
 * activity down, and the journal of it all.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { AuditEntry, PlatformSettings, PlatformUser } from "../../web/contract/http/platform.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { MERCHANT, ok, refused, refusedWithoutChange, session } from "./merchant-fixtures.ts";

type Page<T> = { list: T[]; total: number };

test("user-list: search by mobile digits or nickname; mobile and email masked (§5) even for admins; level and company", async (t) => {
  const s = await session(t);
  const byMobile = ok<Page<PlatformUser>>(await s.get("/api/platform/user-list", s.admin, { keyword: "0005" }));
  assert.deepEqual(byMobile.list.map((u) => u.id), [MERCHANT.id]);
  const u5 = byMobile.list[0]!;
  assert.equal(u5.mobile, "138****0005");
  assert.equal(u5.email, "sh****@tanghua.example");
  assert.equal(u5.level_type, 0);
  assert.deepEqual(u5.company, { id: 1, name: s.store.companies["1"]?.name, role: "owner" });
  assert.equal(u5.wx_bound, 1);
  const byName = ok<Page<PlatformUser>>(await s.get("/api/platform/user-list", s.admin, { keyword: "王运营" }));
  assert.deepEqual(byName.list.map((u) => [u.id, u.level_type, u.company?.role]), [[SEED_USERS.admin.id, 3, "operator"]]);
  const all = ok<Page<PlatformUser>>(await s.get("/api/platform/user-list", s.admin, { limit: 100 }));
  assert.equal(all.total, Object.keys(s.store.users).length);
  assert.ok(all.list.every((u) => u.mobile === null || u.mobile === undefined || /^\d{3}\*{4}\d{4}$/.test(u.mobile)), "every mobile masked");
  assert.equal(ok<Page<PlatformUser>>(await s.get("/api/platform/user-list", s.admin, { level_type: 7 })).total, 1);
  refused(await s.get("/api/platform/user-list", s.admin, { level_type: 5 }), 422);
});

test("admin-list and set-level: only level 7 grants; the grant takes effect at once; the last 7 keeps its level; journaled", async (t) => {
  const s = await session(t);
  const operator = await s.h.loginAs(SEED_USERS.admin.mobile);
  const admins = ok<Page<PlatformUser>>(await s.get("/api/platform/admin-list", operator));
  assert.deepEqual(admins.list.map((u) => [u.id, u.level_type]), [[4, 7], [3, 3], [2, 1]]);

  // Level 3 cannot grant, not even to itself.
  await refusedWithoutChange(s, () => s.post("/api/platform/set-level", operator, { user_id: SEED_USERS.admin.id, level_type: 7 }), 403);
  refused(await s.get("/api/platform/user-list", s.merchant), 403);

  const granted = ok<PlatformUser>(await s.post("/api/platform/set-level", s.admin, { user_id: MERCHANT.id, level_type: 3, remark: "负责华东区运营" }));
  assert.equal(granted.level_type, 3);
  ok(await s.get("/api/platform/user-list", s.merchant)); // the same token, the new level: in at once

  // The only 7 cannot step down; with a second 7 it can, and is then refused as a 3.
  assert.match(await refusedWithoutChange(s, () => s.post("/api/platform/set-level", s.admin, { user_id: SEED_USERS.superAdmin.id, level_type: 3 })), /唯一的超级管理员/);
  ok(await s.post("/api/platform/set-level", s.admin, { user_id: SEED_USERS.admin.id, level_type: 7 }));
  ok(await s.post("/api/platform/set-level", s.admin, { user_id: SEED_USERS.superAdmin.id, level_type: 3 }));
  await refusedWithoutChange(s, () => s.post("/api/platform/set-level", s.admin, { user_id: SEED_USERS.superAdmin.id, level_type: 7 }), 403);
  // Levels nobody could use, and unknown users.
  await refusedWithoutChange(s, () => s.post("/api/platform/set-level", operator, { user_id: SEED_USERS.wechatOnly.id, level_type: 1 }));
  await refusedWithoutChange(s, () => s.post("/api/platform/set-level", operator, { user_id: 999, level_type: 1 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/platform/set-level", operator, { user_id: 1, level_type: 5 }), 422);

  const entries = ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", operator, { action: "user.level" })).list;
  assert.deepEqual(
    entries.map((e) => [e.actor.id, e.target_id, (e.before as { level_type: number }).level_type, (e.after as { level_type: number }).level_type]).reverse(),
    [[4, MERCHANT.id, 0, 3], [4, 3, 3, 7], [4, 4, 7, 3]],
  );
  assert.equal(entries.at(-1)?.remark, "负责华东区运营");
  assert.equal(entries.at(-1)?.actor.level_type, 7, "the actor's level at the time");
  assert.equal(entries.at(-1)?.target_sn, "138****0005");
});

test("settings: every admin reads, level 7 saves; default/config answers the new values at once; journaled with before and after", async (t) => {
  const s = await session(t);
  const reader = await s.h.loginAs(SEED_USERS.privileged.mobile);
  const read = ok<PlatformSettings>(await s.get("/api/platform/settings", reader));
  assert.deepEqual([read.cash_back, read.popup_probability, read.kefu_phone, read.update_time], ["1.00", 0.3, "400-826-7788", null]);
  const saved = ok<PlatformSettings>(await s.post("/api/platform/settings-save", s.admin, { cash_back: "2.50", popup_probability: 0.45, kefu_phone: "0571-88886666" }));
  assert.equal(saved.cash_back, "2.50");
  assert.equal(saved.updated_by?.id, SEED_USERS.superAdmin.id);
  assert.equal(saved.update_time, Math.floor(s.h.clock.now() / 1000));
  const config = ok<{ cash_back: number; popup_probability: number; kefu_phone: string }>(await s.h.call("GET", "/api/default/config"));
  assert.deepEqual([config.cash_back, config.popup_probability, config.kefu_phone], [2.5, 0.45, "0571-88886666"]);
  for (const body of [
    { cash_back: 0, popup_probability: 0.3, kefu_phone: "400-826-7788" },
    { cash_back: 101, popup_probability: 0.3, kefu_phone: "400-826-7788" },
    { cash_back: 1, popup_probability: 1.5, kefu_phone: "400-826-7788" },
    { cash_back: 1, popup_probability: 0.333, kefu_phone: "400-826-7788" },
    { cash_back: 1, popup_probability: 0.3, kefu_phone: "call us" },
  ]) await refusedWithoutChange(s, () => s.post("/api/platform/settings-save", s.admin, body), 422);
  const [entry] = ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", s.admin, { action: "settings.save" })).list;
  assert.deepEqual(entry?.before, { cash_back: 1, popup_probability: 0.3, kefu_phone: "400-826-7788" });
  assert.deepEqual(entry?.after, { cash_back: 2.5, popup_probability: 0.45, kefu_phone: "0571-88886666" });
});

test("shop-status: a suspension needs a reason; the shop's printers take no orders; the merchant cannot lift it; resumed", async (t) => {
  const s = await session(t);
  const shop = WORLD.shop.hangzhou;
  await refusedWithoutChange(s, () => s.post("/api/platform/shop-status", s.admin, { id: shop, suspended: 1 }), 422);
  await refusedWithoutChange(s, () => s.post("/api/platform/shop-status", s.admin, { id: 999, suspended: 1, reason: "x" }), 404);
  const out = ok<{ id: number; suspended: number; suspend_reason: string; status: number }>(await s.post("/api/platform/shop-status", s.admin, { id: shop, suspended: 1, reason: "食品经营许可证过期" }));
  assert.deepEqual([out.suspended, out.suspend_reason, out.status], [1, "食品经营许可证过期", 1]);
  const goods = Object.values(s.store.goods).find((g) => g.goods_type_id === 8 && g.shopId === null && !g.deleted)!;
  const make = await s.post("/api/order/make", s.customer, { target_id: goods.id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } });
  assert.match(refused(make), /暂停营业.*食品经营许可证过期/);
  // The merchant sees it and cannot lift it by saving the shop.
  const info = ok<{ suspended: number; suspend_reason: string; name: string; address: string; contact: { name: string; phone: string; address: string } }>(await s.get("/api/manage-shop/info", s.merchant, { id: shop }));
  assert.equal(info.suspended, 1);
  ok(await s.post("/api/manage-shop/save", s.merchant, { id: shop, name: info.name, address: info.address, contact: info.contact, status: 1 }));
  assert.equal(s.store.shops[String(shop)]?.suspended, 1);
  ok(await s.post("/api/platform/shop-status", s.admin, { id: shop, suspended: 0 }));
  ok(await s.post("/api/order/make", s.customer, { target_id: goods.id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } }));
  const entries = ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", s.admin, { target_type: "shop", target_id: shop })).list;
  assert.deepEqual(entries.map((e) => e.action), ["shop.resume", "shop.suspend"]);
});

test("activity-status: a taken-down activity leaves the buyers' list; put back, it returns; reason required", async (t) => {
  const s = await session(t);
  const list = async () => ok<Page<{ id: number }>>(await s.h.call("GET", "/api/sugar/activity-list?sn=SIM-0001&limit=100")).list.map((a) => a.id);
  const running = await list();
  const id = running[0]!;
  await refusedWithoutChange(s, () => s.post("/api/platform/activity-status", s.admin, { id, taken_down: 1 }), 422);
  assert.deepEqual(ok(await s.post("/api/platform/activity-status", s.admin, { id, taken_down: 1, reason: "截图要求违反平台规则" })), { id, taken_down: 1, reason: "截图要求违反平台规则" });
  assert.ok(!(await list()).includes(id));
  ok(await s.post("/api/platform/activity-status", s.admin, { id, taken_down: 0 }));
  assert.deepEqual(await list(), running);
  await refusedWithoutChange(s, () => s.post("/api/platform/activity-status", s.admin, { id: 9999, taken_down: 1, reason: "x" }), 404);
});

test("audit-list: filters by action, target, actor and date; newest first; paged", async (t) => {
  const s = await session(t);
  ok(await s.post("/api/platform/shop-status", s.admin, { id: 1, suspended: 1, reason: "a" }));
  s.h.clock.advance(86_400_000 * 2);
  ok(await s.post("/api/platform/shop-status", s.admin, { id: 2, suspended: 1, reason: "b" }));
  const all = ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", s.admin));
  assert.deepEqual(all.list.map((e) => e.target_id), [2, 1]);
  assert.equal(ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", s.admin, { actor_id: 3 })).total, 0);
  const day = new Date(s.h.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  assert.deepEqual(ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", s.admin, { start_date: day })).list.map((e) => e.target_id), [2]);
  assert.equal(ok<Page<AuditEntry>>(await s.get("/api/platform/audit-list", s.admin, { limit: 1, page: 2 })).list[0]?.target_id, 1);
  refused(await s.get("/api/platform/audit-list", s.admin, { action: "delete.everything" }), 422);
});
