/** The seeded store: deterministic, plain JSON, one user of every §6 role. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ADMIN_LEVEL_TYPES } from "../../web/contract/constants.ts";
import { User } from "../../web/contract/http/auth.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { toPublicUser } from "../../mock-api/store/users.ts";
import { startApi } from "./harness.ts";

test("the same seed builds the same store; another seed moves only the dates", () => {
  assert.deepEqual(createStore(7), createStore(7));
  const a = createStore(1);
  const b = createStore(2);
  assert.notDeepEqual(a.users, b.users);
  assert.deepEqual(Object.values(a.users).map((u) => u.mobile), Object.values(b.users).map((u) => u.mobile));
});

test("the store is plain JSON", () => {
  const store = createStore();
  assert.deepEqual(JSON.parse(JSON.stringify(store)), store);
});

test("seeded users: every role, the contract's User shape, internal fields kept apart", () => {
  const store = createStore();
  const levels: number[] = Object.values(SEED_USERS).map((u) => u.level_type);
  for (const l of [0, ...ADMIN_LEVEL_TYPES]) assert.ok(levels.includes(l), `level_type ${l}`);
  assert.deepEqual(store.users[String(SEED_USERS.printerManager.id)]?.managedPrinters, ["SIM-0001"]);
  const wx = store.users[String(SEED_USERS.wechatOnly.id)];
  assert.deepEqual([wx?.mobile, wx?.email, wx?.wx_openid !== ""], ["", "", true]);
  const phones = Object.values(SEED_USERS).map((u) => u.mobile).filter((m) => m !== "");
  assert.equal(new Set(phones).size, phones.length, "phones are unique");
  for (const u of Object.values(store.users)) {
    const pub = toPublicUser(store, u);
    assert.ok(User.safeParse(pub).success, u.nickname);
    assert.ok(!("managedPrinters" in pub) && !("companyId" in pub));
    // Issue 14: the user answer says whether they run shops, and as what.
    assert.equal(pub.company?.id ?? null, u.companyId);
    assert.match(u.avatar, /^\/mock\/avatars\/\d+\.svg$/);
  }
  assert.ok(Object.values(store.users).some((u) => Number(u.total_money) > 0));
  assert.ok(Object.values(store.users).some((u) => Number(u.total_money) === 0));
  const role = (id: number) => toPublicUser(store, store.users[String(id)]!).company?.role ?? null;
  assert.deepEqual(
    [SEED_USERS.customer.id, SEED_USERS.privileged.id, SEED_USERS.admin.id, SEED_USERS.printerManager.id, 7].map(role),
    [null, null, "operator", "owner", "owner"],
  );
});

test("a dumped store holds no usable bearer token", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const dump = JSON.stringify(h.api.store);
  assert.ok(!dump.includes(token));
  assert.equal(Object.keys(h.api.store.tokens).length, 1);
});
