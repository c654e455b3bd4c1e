/**
 * §6 on the server: the authorization matrix, every endpoint of the contract × every seeded
 * role. Access is decided before input is read, so an empty input is enough to see it:
 * anonymous → 401 on anything not public; merchant calls → 403 without a shop or admin level;
 * admin calls → 403 below level_type 1/3/7, and outside the endpoint's `levels` (constants.ts
 * PLATFORM_LEVELS: level 1 reads, 3 and 7 act, 7 alone the super calls); everyone else gets past
 * the door (not 401/403). The seeded admins are one of each level: u2 (1), u3 (3), u4 (7).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { activity, company, ENDPOINTS, manage, manageCoupon, managePhoto, materials } from "../../web/contract/http/index.ts";
import type { Access } from "../../web/contract/http/endpoint.ts";
import { SEED_USERS, type SeedRole } from "../../mock-api/seed/users.ts";
import { startApi } from "./harness.ts";

const ADMIN_LEVELS = [1, 3, 7];

function expected(access: Access, levels: readonly number[] | undefined, role: SeedRole | null): 401 | 403 | "in" {
  if (access === "public") return "in";
  if (role === null) return 401;
  const u = SEED_USERS[role];
  const admin = ADMIN_LEVELS.includes(u.level_type);
  if (access === "admin") return admin && (levels ?? ADMIN_LEVELS).includes(u.level_type) ? "in" : 403;
  if (access === "merchant") return admin || u.companyId !== null ? "in" : 403;
  return "in";
}

const roles: (SeedRole | null)[] = [null, ...(Object.keys(SEED_USERS) as SeedRole[])];

test("every endpoint × every role gets exactly the access §6 gives", async (t) => {
  const h = await startApi(t);
  const tokens = new Map<SeedRole, string>();
  for (const role of roles) if (role !== null && SEED_USERS[role].mobile) tokens.set(role, await h.loginAs(SEED_USERS[role].mobile));
  const failures: string[] = [];
  let checked = 0;
  for (const ep of ENDPOINTS) {
    for (const role of roles) {
      if (role !== null && !tokens.has(role)) continue; // the WeChat-only user has no phone to log in with here
      const want = expected(ep.access, ep.levels, role);
      const token = role === null ? undefined : tokens.get(role);
      // Logout would end the session the rest of the matrix needs; its access is public anyway.
      if (ep.path === "/api/default/logout" && token) continue;
      const a = await h.call(ep.method, ep.path, { ...(ep.method === "POST" ? { body: {} } : {}), ...(token ? { token } : {}) });
      checked += 1;
      const ok = want === "in" ? a.status !== 401 && a.status !== 403 : a.status === want;
      if (!ok) failures.push(`${ep.method} ${ep.path} as ${role ?? "anonymous"}: want ${want}, got ${a.status} ${a.json?.msg ?? ""}`);
      if (a.status >= 500) failures.push(`${ep.method} ${ep.path} as ${role ?? "anonymous"}: ${a.status} ${a.text.slice(0, 120)}`);
    }
  }
  assert.ok(checked > ENDPOINTS.length * 5, `only ${checked} calls`);
  assert.deepEqual(failures, []);
});

// ---- Issue 15: IDOR. Every call issue 15 added, made by company 2's owner (or a second buyer)
// with company 1's ids: 404 (a buyer's: "no such order", errorCode 1), and nothing changes. A
// list shows none of company 1's rows; a call without an id acts on the caller's own company
// and refuses an id in its body (strict input, 422).

type Probe = { method: "GET" | "POST"; path: string; body?: unknown; as: "owner2" | "buyer2"; want: 404 | 422 | "refused" | { none: (data: unknown) => boolean } };

test("issue 15 IDOR: company 2 reaches none of company 1's activities, records, offers, shops, patterns or invitations; nothing changes", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const tokens = {
    owner2: await h.loginAs("13800000007"),
    buyer2: await h.loginAs(SEED_USERS.privileged.mobile),
    customer: await h.loginAs(SEED_USERS.customer.mobile),
  };
  const order1 = Object.values(store.printOrders).find((o) => o.userId === 1 && o.kind === "print" && o.status === 11)!.id; // customer 1's
  const goods1 = Object.values(store.goods).find((g) => g.shopId === 1 && g.ownerId === null && !g.deleted)!.id;
  const record1 = Object.values(store.promo.submissions).find((r) => r.shopId === 1)!.id;
  const invitation1 = Object.values(store.shopAdmin.invitations).find((i) => i.companyId === 1)!.id;
  const company1Activities = new Set(Object.values(store.activities).filter((a) => a.shopId !== 4).map((a) => a.id));
  const rows = (data: unknown) => (data as { list: { id: number; company_id?: number; shop_id?: number }[] }).list;
  const save = { type: "review", title: "x", start_date: "2026-01-15", end_date: "2026-02-15", shop_ids: [4] };
  const probes: Probe[] = [
    { method: "GET", path: "/api/manage-activity/list?limit=100", as: "owner2", want: { none: (d) => rows(d).some((a) => company1Activities.has(a.id)) } },
    { method: "GET", path: "/api/manage-activity/info?id=1", as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-activity/save", body: { ...save, id: 1 }, as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-activity/end", body: { id: 1 }, as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-activity/delete", body: { id: 1 }, as: "owner2", want: 404 },
    { method: "GET", path: "/api/manage-activity/weixin-config?company_id=1", as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-activity/weixin-config-save", body: { name: "x", qrcode_url: "/mock/weixin-qr/1.svg", company_id: 1 }, as: "owner2", want: 422 },
    { method: "GET", path: "/api/manage-activity/record-list?activity_id=2", as: "owner2", want: 404 },
    { method: "GET", path: "/api/manage-activity/record-list?limit=100", as: "owner2", want: { none: (d) => rows(d).some((r) => r.shop_id !== 4) } },
    { method: "GET", path: `/api/manage-activity/record-info?id=${record1}`, as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-activity/record-audit", body: { id: record1, pass: true }, as: "owner2", want: 404 },
    { method: "GET", path: `/api/sugar/activity-popup?order_id=${order1}`, as: "buyer2", want: "refused" },
    { method: "GET", path: `/api/sugar/order-activity?order_id=${order1}`, as: "buyer2", want: "refused" },
    { method: "POST", path: "/api/sugar/activity-submit", body: { order_id: order1, activity_id: 2, images: ["/mock/screenshots/post-1.svg"] }, as: "buyer2", want: "refused" },
    { method: "GET", path: "/api/manage-coupon/list?limit=100", as: "owner2", want: { none: (d) => rows(d).some((o) => o.company_id !== 2) } },
    { method: "GET", path: "/api/manage-coupon/info?id=1", as: "owner2", want: 404 },
    { method: "GET", path: "/api/manage-coupon/claim-list?id=1", as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-coupon/save", body: { id: 1, type: 1, name: "x", total: 10, start_date: "2026-01-15", end_date: "2026-02-15" }, as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-coupon/stop", body: { id: 1 }, as: "owner2", want: 404 },
    { method: "GET", path: "/api/manage-photo/frame-list", as: "owner2", want: { none: () => false } }, // the platform's, for everyone
    { method: "GET", path: "/api/manage-photo/settings?shop_id=1", as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-photo/settings-save", body: { shop_id: 1, frame_id: null }, as: "owner2", want: 404 },
    { method: "POST", path: "/api/company/manage-add", body: { mobile: "13800000001", company_id: 1 }, as: "owner2", want: 422 },
    { method: "GET", path: "/api/company/invitation-list?limit=100", as: "owner2", want: { none: (d) => rows(d).some((i) => i.company_id !== 2) } },
    { method: "POST", path: "/api/company/invitation-cancel", body: { id: invitation1 }, as: "owner2", want: 404 },
    { method: "GET", path: "/api/company/my-invitations", as: "owner2", want: { none: (d) => rows(d).length > 0 } },
    { method: "POST", path: "/api/company/invitation-accept", body: { id: invitation1 }, as: "owner2", want: "refused" },
    { method: "POST", path: "/api/company/invitation-decline", body: { id: invitation1 }, as: "owner2", want: "refused" },
    { method: "GET", path: "/api/manage-shop/contact?shop_id=1", as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-shop/contact-save", body: { shop_id: 1, name: "x", phone: "13800000007", address: "y" }, as: "owner2", want: 404 },
    { method: "GET", path: "/api/manage-goods/shop-list?sn=SIM-0001", as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-goods/set-status", body: { id: goods1, status: 0 }, as: "owner2", want: 404 },
    { method: "POST", path: "/api/manage-goods/set-top", body: { id: goods1, is_top: 1 }, as: "owner2", want: 404 },
  ];
  // Every call issue 15 added has a probe.
  const added = [
    ...activity.activityEndpoints,
    ...manageCoupon.manageCouponEndpoints,
    ...managePhoto.managePhotoEndpoints,
    company.companyManageAdd,
    company.companyInvitationList,
    company.companyInvitationCancel,
    company.myInvitations,
    company.invitationAccept,
    company.invitationDecline,
    manage.shopContacts,
    manage.shopContactSave,
    materials.shopList,
    materials.setStatus,
    materials.setTop,
  ];
  const probed = new Set(probes.map((p) => `${p.method} ${p.path.split("?")[0]}`));
  assert.deepEqual(added.map((e) => `${e.method} ${e.path}`).filter((k) => !probed.has(k)), []);

  const failures: string[] = [];
  for (const p of probes) {
    const before = JSON.stringify(store);
    const a = await h.call(p.method, p.path, { token: tokens[p.as], ...(p.body === undefined ? {} : { body: p.body }) });
    const label = `${p.method} ${p.path} as ${p.as}`;
    if (typeof p.want === "object") {
      if (a.status !== 200 || a.json?.errorCode !== 0) failures.push(`${label}: ${a.status} ${a.text.slice(0, 100)}`);
      else if (p.want.none(a.json.data)) failures.push(`${label}: shows another company's rows`);
    } else if (p.want === "refused") {
      if (a.status !== 200 || a.json?.errorCode !== 1) failures.push(`${label}: want errorCode 1, got ${a.status} ${a.text.slice(0, 100)}`);
    } else if (a.status !== p.want || a.json?.errorCode !== 1) {
      failures.push(`${label}: want ${p.want}, got ${a.status} ${a.text.slice(0, 100)}`);
    }
    if (JSON.stringify(store) !== before) failures.push(`${label}: changed the store`);
    // A customer (no company) gets 403 on every merchant call of the list, with the same body, and nothing changes.
    if (p.as === "owner2" && !p.path.startsWith("/api/company/my-") && !p.path.startsWith("/api/company/invitation-a") && !p.path.startsWith("/api/company/invitation-d")) {
      const c = await h.call(p.method, p.path, { token: tokens.customer, ...(p.body === undefined ? {} : { body: p.body }) });
      if (c.status !== 403) failures.push(`${p.method} ${p.path} as a customer: want 403, got ${c.status}`);
      if (JSON.stringify(store) !== before) failures.push(`${p.method} ${p.path} as a customer: changed the store`);
    }
  }
  assert.deepEqual(failures, []);
});

test("the seeded admins cover every platform level, and every narrowed admin call names levels of §6 only", () => {
  const levels = new Set(Object.values(SEED_USERS).map((u) => u.level_type).filter((l) => ADMIN_LEVELS.includes(l)));
  assert.deepEqual([...levels].sort(), [...ADMIN_LEVELS].sort(), "the matrix sees levels 1, 3 and 7 at work");
  for (const ep of ENDPOINTS) {
    if (ep.levels === undefined) continue;
    assert.equal(ep.access, "admin", `${ep.path}: levels narrow admin calls only`);
    assert.ok(ep.levels.length > 0 && ep.levels.every((l) => ADMIN_LEVELS.includes(l)), `${ep.path}: ${ep.levels.join(",")}`);
  }
});
