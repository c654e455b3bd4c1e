/**
 * The company's people (company/update, user-list, manage-add, manage-remove): every call acts
 * on the caller's own company, so company 2's owner can never reach company 1 (IDOR).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi, type Harness } from "./harness.ts";
import { ok, refused, snapshot, tokenOf } from "./printing-helpers.ts";

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

test("company/update: the owner renames their own company; company 2's owner cannot reach company 1", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const customer = await tokenOf(h, "customer");
  const privileged = await tokenOf(h, "privileged");
  const renamed = ok(await h.call("POST", "/api/company/update", { token: owner1, body: { name: "糖画科技（杭州）" } }));
  assert.deepEqual(renamed, { id: 1, name: "糖画科技（杭州）", logo_url: "/mock/logo.svg" });
  assert.equal(ok<{ name: string }>(await h.call("GET", "/api/company/info", { token: owner1 })).name, "糖画科技（杭州）");

  const c2 = ok(await h.call("POST", "/api/company/update", { token: owner2, body: { logo_url: "/uploads/sweet.png" } }));
  assert.deepEqual(c2, { id: 2, name: "甜蜜工坊", logo_url: "/uploads/sweet.png" });
  assert.equal(h.api.store.companies["1"]?.logo_url, "/mock/logo.svg", "company 1 untouched");

  const before = snapshot(h.api.store);
  // A company id in the body is no way in: strict input.
  for (const body of [{ id: 1, name: "x" }, { company_id: 1, name: "x" }, {}, { name: "  " }, { logo_url: "javascript:alert(1)" }]) {
    assert.equal((await h.call("POST", "/api/company/update", { token: owner2, body })).status, 422, JSON.stringify(body));
  }
  assert.equal((await h.call("POST", "/api/company/update", { token: customer, body: { name: "x" } })).status, 403);
  refused(await h.call("POST", "/api/company/update", { token: privileged, body: { name: "x" } }));
  assert.deepEqual(snapshot(h.api.store), before);
});

test("manage-add by mobile or user_id: joins the company and manages its printers; refusals change nothing", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const customer = await tokenOf(h, "customer");
  const before = snapshot(h.api.store);
  const refusals: [string, string, Record<string, unknown>][] = [
    ["unknown mobile", owner1, { mobile: "13999999999" }],
    ["unknown id", owner1, { user_id: 424242 }],
    ["already in", owner1, { user_id: 3 }],
    ["in another company", owner1, { mobile: WORLD.sweetOwner.mobile }],
    ["company 2 takes company 1's operator", owner2, { user_id: 3 }],
    ["company 2 takes company 1's owner", owner2, { mobile: "13800000005" }],
  ];
  for (const [name, token, body] of refusals) assert.ok(refused(await h.call("POST", "/api/company/manage-add", { token, body })), name);
  for (const body of [{ mobile: "13800000001", user_id: 1 }, {}, { mobile: "12345" }, { user_id: "1" }]) {
    assert.equal((await h.call("POST", "/api/company/manage-add", { token: owner1, body })).status, 422, JSON.stringify(body));
  }
  assert.deepEqual(snapshot(h.api.store), before);

  const op = ok<Operator>(await h.call("POST", "/api/company/manage-add", { token: owner1, body: { mobile: "13800000001" } }));
  assert.deepEqual([op.user_id, op.role, op.create_time], [1, "operator", Math.floor(h.clock.now() / 1000)]);
  const u1 = h.api.store.users["1"];
  assert.equal(u1?.companyId, 1);
  assert.deepEqual([...(u1?.managedPrinters ?? [])].sort(), ["EGG-0003", "SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004"]);
  assert.equal(ok<{ is_manage: number }>(await h.call("GET", "/api/tanghua/info?sn=SIM-0004", { token: customer })).is_manage, 1);
  assert.equal(ok<{ is_manage: number }>(await h.call("GET", "/api/tanghua/info?sn=SIM-0005", { token: customer })).is_manage, 0);
  assert.ok((await users(h, owner1)).list.some((o) => o.user_id === 1));
  // By id: the WeChat-only user; then the new operator (not the owner) may not add or rename.
  assert.equal(ok<Operator>(await h.call("POST", "/api/company/manage-add", { token: owner2, body: { user_id: 6 } })).user_id, 6);
  assert.equal(h.api.store.users["6"]?.companyId, 2);
  assert.equal(refused(await h.call("POST", "/api/company/manage-add", { token: customer, body: { user_id: 2 } })), "只有公司负责人可以操作");
  refused(await h.call("POST", "/api/company/update", { token: customer, body: { name: "我的公司" } }));
  assert.equal(h.api.store.users["2"]?.companyId, null);
});

test("manage-remove: the owner removes an operator (and their printers); never the owner, never another company's people", async (t) => {
  const h = await startApi(t);
  const owner1 = await tokenOf(h, "printerManager");
  const owner2 = await sweetOwner(h);
  const customer = await tokenOf(h, "customer");
  ok(await h.call("POST", "/api/company/manage-add", { token: owner1, body: { user_id: 1 } }));
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
