/**
 * The company's people (company/update, user-list, manage-add, manage-remove): every call acts
 * on the caller's own company, so company 2's owner can never reach company 1 (IDOR).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, refused, snapshot, tokenOf } from "./printing-helpers.ts";
import { uploaded } from "./promo-fixtures.ts";

interface Operator {
  user_id: number;
  role: "owner" | "operator";
  mobile?: string | null;
  create_time: number;
}

const sweetOwner = (h: Harness) => tokenOf(h, WORLD.sweetOwner);
const users = async (h: Harness, token: string) => ok<{ list: Operator[]; total: number }>(await h.call("GET", "/api/company/user-list", { token }));

test("company/user-list: the caller's company, owner first; no company → errorCode 1; customers → 403", async (t) => {
  const h = await startApi(t);
  const main = await users(h, await tokenOf(h, "printerManager"));
  assert.deepEqual(main.list[0] && [main.list[0].user_id, main.list[0].role], [5, "owner"]);
  assert.deepEqual(new Set(main.list.slice(1).map((o) => [o.user_id, o.role].join())), new Set(["3,operator", "4,operator"]));
  assert.equal(main.list[0]?.mobile, "13800000005", "whole; the page masks it (§5)");
  const sweet = await users(h, await sweetOwner(h));
  assert.deepEqual(sweet.list.map((o) => [o.user_id, o.role]), [[WORLD.sweetOwner.id, "owner"]]);
  assert.equal(refused(await h.call("GET", "/api/company/user-list", { token: await tokenOf(h, "privileged") })), "您还没有加入任何公司");
  assert.equal((await h.call("GET", "/api/company/user-list", { token: await tokenOf(h, "customer") })).status, 403);
  assert.equal((await h.call("GET", "/api/company/user-list")).status, 401);
  const paged = ok<{ list: Operator[]; total: number; limit: number }>(await h.call("GET", "/api/company/user-list?limit=1&page=2", { token: await tokenOf(h, "printerManager") }));
  assert.deepEqual([paged.list.length, paged.total, paged.limit], [1, 3, 1]);
});

test("company/update: the owner renames their own company and sets an uploaded logo; company/info answers the new values; company 2's owner cannot reach company 1", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const customer = await tokenOf(h, "customer");
  const privileged = await tokenOf(h, "privileged");
  const renamed = ok(await h.call("POST", "/api/company/update", { token: owner1, body: { name: "糖画科技（杭州）" } }));
  assert.deepEqual(renamed, { id: 1, name: "糖画科技（杭州）", logo_url: "/mock/logo.svg" });
  assert.equal(ok<{ name: string }>(await h.call("GET", "/api/company/info", { token: owner1 })).name, "糖画科技（杭州）");

  const logo = await uploaded(h, owner2);
  const c2 = ok(await h.call("POST", "/api/company/update", { token: owner2, body: { logo_url: logo } }));
  assert.deepEqual(c2, { id: 2, name: "甜蜜工坊", logo_url: logo });
  assert.deepEqual(ok(await h.call("GET", "/api/company/info", { token: owner2 })), { id: 2, name: "甜蜜工坊", logo_url: logo });
  assert.equal(h.api.store.companies["1"]?.logo_url, "/mock/logo.svg", "company 1 untouched");
  // Saving again with the logo it has is fine (a form saved without touching the picture).
  ok(await h.call("POST", "/api/company/update", { token: owner2, body: { name: "甜蜜工坊", logo_url: logo } }));

  const before = snapshot(h.api.store);
  // A company id in the body is no way in: strict input.
  for (const body of [{ id: 1, name: "x" }, { company_id: 1, name: "x" }, {}, { name: "  " }, { logo_url: "javascript:alert(1)" }]) {
    assert.equal((await h.call("POST", "/api/company/update", { token: owner2, body })).status, 422, JSON.stringify(body));
  }
  // Issue 15: a logo the mock never checked by content, or another person's upload, is refused.
  const theirs = await uploaded(h, owner1);
  for (const logo_url of ["/uploads/sweet.png", "https://cdn.example/l.png", theirs]) {
    assert.equal(refused(await h.call("POST", "/api/company/update", { token: owner2, body: { logo_url } })), "图片须先上传", logo_url);
  }
  const afterUploads = snapshot(h.api.store);
  assert.equal((await h.call("POST", "/api/company/update", { token: customer, body: { name: "x" } })).status, 403);
  refused(await h.call("POST", "/api/company/update", { token: privileged, body: { name: "x" } }));
  assert.deepEqual(snapshot(h.api.store), afterUploads);
  assert.notDeepEqual(before, afterUploads, "only the upload itself was stored");
});

interface Invitation {
  id: number;
  company_id: number;
  mobile: string;
  user_id: number | null;
  status: string;
}

test("manage-add invites by mobile or user_id: nothing of the company until the invitee accepts; refusals change nothing", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const customer = await tokenOf(h, "customer");
  const before = snapshot(h.api.store);
  const refusals: [string, string, Record<string, unknown>][] = [
    ["unknown id", owner1, { user_id: 424242 }],
    ["already in", owner1, { user_id: 3 }],
    ["the owner themself", owner1, { mobile: "13800000005" }],
    ["a user without a mobile", owner1, { user_id: 6 }],
  ];
  for (const [name, token, body] of refusals) assert.ok(refused(await h.call("POST", "/api/company/manage-add", { token, body })), name);
  for (const body of [{ mobile: "13800000001", user_id: 1 }, {}, { mobile: "12345" }, { user_id: "1" }]) {
    assert.equal((await h.call("POST", "/api/company/manage-add", { token: owner1, body })).status, 422, JSON.stringify(body));
  }
  assert.equal((await h.call("POST", "/api/company/manage-add", { token: customer, body: { user_id: 2 } })).status, 403, "a customer");
  assert.deepEqual(snapshot(h.api.store), before);

  const inv = ok<Invitation>(await h.call("POST", "/api/company/manage-add", { token: owner1, body: { mobile: "13800000001" } }));
  assert.deepEqual([inv.company_id, inv.mobile, inv.user_id, inv.status], [1, "13800000001", 1, "pending"]);
  // Not an operator yet: no company, no printers, no merchant calls.
  const u1 = h.api.store.users["1"];
  assert.deepEqual([u1?.companyId, u1?.managedPrinters], [null, []]);
  assert.equal((await h.call("GET", "/api/manage-shop/list", { token: customer })).status, 403);
  assert.ok(!(await users(h, owner1)).list.some((o) => o.user_id === 1));
  // Inviting again renews the one pending invitation.
  const again = ok<Invitation>(await h.call("POST", "/api/company/manage-add", { token: owner1, body: { user_id: 1 } }));
  assert.equal(again.id, inv.id);
  // Company 2 invites the same person, and company 1's operator: neither learns who is where.
  const other = ok<Invitation>(await h.call("POST", "/api/company/manage-add", { token: owner2, body: { user_id: 3 } }));
  assert.equal(other.status, "pending");

  // The invitee sees the company's name and logo only, and accepts.
  const mine = ok<{ list: { id: number; company: { name: string } }[] }>(await h.call("GET", "/api/company/my-invitations", { token: customer }));
  assert.deepEqual(mine.list.map((i) => [i.id, i.company.name]), [[inv.id, "糖画科技"]]);
  assert.deepEqual(Object.keys(mine.list[0] ?? {}).sort(), ["company", "create_time", "expire_time", "id", "inviter"]);
  const joined = ok<{ id: number }>(await h.call("POST", "/api/company/invitation-accept", { token: customer, body: { id: inv.id } }));
  assert.equal(joined.id, 1);
  assert.equal(u1?.companyId, 1);
  assert.deepEqual([...(u1?.managedPrinters ?? [])].sort(), ["EGG-0003", "SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004"]);
  assert.equal(ok<{ is_manage: number }>(await h.call("GET", "/api/tanghua/info?sn=SIM-0004", { token: customer })).is_manage, 1);
  assert.equal(ok<{ is_manage: number }>(await h.call("GET", "/api/tanghua/info?sn=SIM-0005", { token: customer })).is_manage, 0);
  assert.ok((await users(h, owner1)).list.some((o) => o.user_id === 1));
  // Answered: not again, not declinable.
  const settled = snapshot(h.api.store);
  assert.equal(refused(await h.call("POST", "/api/company/invitation-accept", { token: customer, body: { id: inv.id } })), "邀请不存在或已失效");
  refused(await h.call("POST", "/api/company/invitation-decline", { token: customer, body: { id: inv.id } }));
  assert.deepEqual(snapshot(h.api.store), settled);
  // The new operator (not the owner) may look, not invite or rename.
  assert.equal(refused(await h.call("POST", "/api/company/manage-add", { token: customer, body: { user_id: 2 } })), "只有公司负责人可以操作");
  refused(await h.call("POST", "/api/company/update", { token: customer, body: { name: "我的公司" } }));
  assert.equal(ok<{ total: number }>(await h.call("GET", "/api/company/invitation-list", { token: customer })).total >= 1, true);
});

test("invitations: a person in another company cannot accept; declining, cancelling, expiry; nobody answers someone else's", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const admin3 = await tokenOf(h, "admin");
  const customer = await tokenOf(h, "customer");
  const privileged = await tokenOf(h, "privileged");
  // Company 2 invites company 1's operator: they see it, but cannot join a second company.
  const toOperator = ok<Invitation>(await h.call("POST", "/api/company/manage-add", { token: owner2, body: { mobile: "13800000003" } }));
  const before = snapshot(h.api.store);
  assert.equal(refused(await h.call("POST", "/api/company/invitation-accept", { token: admin3, body: { id: toOperator.id } })), "您已加入其他公司，请先退出");
  // Nobody but the invitee answers it; the inviter's company cancels, another company cannot.
  for (const token of [customer, privileged, owner1]) {
    refused(await h.call("POST", "/api/company/invitation-accept", { token, body: { id: toOperator.id } }));
    refused(await h.call("POST", "/api/company/invitation-decline", { token, body: { id: toOperator.id } }));
  }
  assert.equal((await h.call("POST", "/api/company/invitation-cancel", { token: owner1, body: { id: toOperator.id } })).status, 404);
  assert.ok(!ok<{ list: Invitation[] }>(await h.call("GET", "/api/company/invitation-list?limit=100", { token: owner1 })).list.some((i) => i.id === toOperator.id));
  assert.deepEqual(snapshot(h.api.store), before);
  assert.equal(ok<Invitation>(await h.call("POST", "/api/company/invitation-cancel", { token: owner2, body: { id: toOperator.id } })).status, "cancelled");
  assert.deepEqual(ok<{ list: unknown[] }>(await h.call("GET", "/api/company/my-invitations", { token: admin3 })).list, []);

  // The seeded pending invitation of 13800000002: declined, it is gone and changes nothing else.
  const seeded = ok<{ list: { id: number }[] }>(await h.call("GET", "/api/company/my-invitations", { token: privileged })).list[0];
  assert.ok(seeded !== undefined);
  ok(await h.call("POST", "/api/company/invitation-decline", { token: privileged, body: { id: seeded.id } }));
  assert.equal(h.api.store.users["2"]?.companyId, null);
  assert.deepEqual(ok<{ list: unknown[] }>(await h.call("GET", "/api/company/my-invitations", { token: privileged })).list, []);

  // An invitation to a number nobody has yet waits for whoever signs up with it, until it expires.
  const fresh = ok<Invitation>(await h.call("POST", "/api/company/manage-add", { token: owner1, body: { mobile: "13912345678" } }));
  assert.equal(fresh.user_id, null);
  const newcomer = await h.loginAs("13912345678");
  assert.equal(ok<{ list: { id: number }[] }>(await h.call("GET", "/api/company/my-invitations", { token: newcomer })).list[0]?.id, fresh.id);
  h.clock.advance(8 * 86_400_000);
  assert.deepEqual(ok<{ list: unknown[] }>(await h.call("GET", "/api/company/my-invitations", { token: newcomer })).list, []);
  refused(await h.call("POST", "/api/company/invitation-accept", { token: newcomer, body: { id: fresh.id } }));
  const listed = ok<{ list: Invitation[] }>(await h.call("GET", "/api/company/invitation-list?status=expired", { token: owner1 })).list;
  assert.ok(listed.some((i) => i.id === fresh.id));
});

test("manage-remove: the owner removes an operator (and their printers); never the owner, never another company's people", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const customer = await tokenOf(h, "customer");
  const inv = ok<{ id: number }>(await h.call("POST", "/api/company/manage-add", { token: owner1, body: { user_id: 1 } }));
  ok(await h.call("POST", "/api/company/invitation-accept", { token: customer, body: { id: inv.id } }));
  const before = snapshot(h.api.store);
  const refusals: [string, Record<string, unknown>][] = [
    [owner1, { user_id: 5 }], // the owner
    [owner1, { user_id: WORLD.sweetOwner.id }], // company 2's
    [owner1, { user_id: 2 }], // in no company
    [owner1, { user_id: 999 }],
    [owner2, { user_id: 3 }], // company 1's operator, from company 2
    [owner2, { user_id: 1 }],
  ];
  for (const [token, body] of refusals) refused(await h.call("POST", "/api/company/manage-remove", { token, body }));
  assert.equal(refused(await h.call("POST", "/api/company/manage-remove", { token: owner1, body: { user_id: 5 } })), "不能移除公司负责人");
  assert.equal((await h.call("POST", "/api/company/manage-remove", { token: owner1, body: { user_id: 0 } })).status, 422);
  // User 1 is an operator now, not the owner: may look, not remove.
  assert.equal(refused(await h.call("POST", "/api/company/manage-remove", { token: customer, body: { user_id: 3 } })), "只有公司负责人可以操作");
  assert.deepEqual(snapshot(h.api.store), before);

  ok(await h.call("POST", "/api/company/manage-remove", { token: owner1, body: { user_id: 1 } }));
  const u1 = h.api.store.users["1"];
  assert.deepEqual([u1?.companyId, u1?.managedPrinters, u1?.company_join_time], [null, [], undefined]);
  ok(await h.call("POST", "/api/company/manage-remove", { token: owner1, body: { user_id: 3 } }));
  assert.deepEqual((await users(h, owner1)).list.map((o) => o.user_id), [5, 4]);
  // The owner is untouched.
  assert.deepEqual(h.api.store.users["5"]?.managedPrinters, ["SIM-0001"]);
});
