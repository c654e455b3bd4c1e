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
import { ENDPOINTS } from "../../web/contract/http/index.ts";
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

test("the seeded admins cover every platform level, and every narrowed admin call names levels of §6 only", () => {
  const levels = new Set(Object.values(SEED_USERS).map((u) => u.level_type).filter((l) => ADMIN_LEVELS.includes(l)));
  assert.deepEqual([...levels].sort(), [...ADMIN_LEVELS].sort(), "the matrix sees levels 1, 3 and 7 at work");
  for (const ep of ENDPOINTS) {
    if (ep.levels === undefined) continue;
    assert.equal(ep.access, "admin", `${ep.path}: levels narrow admin calls only`);
    assert.ok(ep.levels.length > 0 && ep.levels.every((l) => ADMIN_LEVELS.includes(l)), `${ep.path}: ${ep.levels.join(",")}`);
  }
});
