/** Developer-only /__mock/ endpoints and the generated /mock/ pictures. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isLoopback } from "../../mock-api/dev.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi } from "./harness.ts";

test("isLoopback accepts 127.0.0.0/8, ::1 and mapped 127.x only", () => {
  const cases: [string | undefined, boolean][] = [
    ["127.0.0.1", true],
    ["127.45.6.7", true],
    ["::1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["::ffff:127.0.0.1", true],
    ["::FFFF:127.9.9.9", true],
    ["10.0.0.1", false],
    ["192.168.1.20", false],
    ["::ffff:192.168.1.20", false],
    ["128.0.0.1", false],
    ["127.0.0.1.evil", false],
    ["::2", false],
    ["fe80::1", false],
    ["", false],
    [undefined, false],
  ];
  for (const [address, expected] of cases) assert.equal(isLoopback(address), expected, String(address));
});

test("/__mock/codes: the newest live code for a mobile or email", async (t) => {
  const h = await startApi(t);
  const none = await h.call("GET", `/__mock/codes?mobile=${SEED_USERS.customer.mobile}`);
  assert.equal(none.status, 404);
  await h.call("POST", "/api/default/send-code", { body: { mobile: SEED_USERS.customer.mobile, scene: "bind" } });
  const a = await h.call("GET", `/__mock/codes?mobile=${SEED_USERS.customer.mobile}`);
  const data = a.json?.data as { code: string; scene: string; mobile: string; expires_at: number };
  assert.equal(data.scene, "bind");
  assert.equal(data.mobile, SEED_USERS.customer.mobile);
  assert.equal(data.expires_at, h.clock.now() + 10 * 60_000);
  assert.ok(h.logs.some((l) => l.endsWith(`bind code for 138****0001: ${data.code}`)));
  h.clock.advance(10 * 60_000);
  assert.equal((await h.call("GET", `/__mock/codes?mobile=${SEED_USERS.customer.mobile}`)).status, 404, "expired");
  assert.equal((await h.call("GET", "/__mock/codes")).status, 422);
  assert.equal((await h.call("GET", "/__mock/nothing-here")).status, 404);
});

test("/mock/ serves generated SVG avatars and the logo", async (t) => {
  const h = await startApi(t);
  for (const path of ["/mock/avatars/1.svg", "/mock/avatars/42.svg", "/mock/logo.svg"]) {
    const a = await h.call("GET", path);
    assert.equal(a.status, 200, path);
    assert.equal(a.headers.get("content-type"), "image/svg+xml");
    assert.equal(a.headers.get("x-content-type-options"), "nosniff");
    assert.match(a.text, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*<\/svg>$/);
  }
  for (const path of ["/mock/avatars/0.svg", "/mock/avatars/x.svg", "/mock/avatars/1.png", "/mock/other"]) {
    assert.equal((await h.call("GET", path)).status, 404, path);
  }
  const users = Object.values(h.api.store.users);
  for (const u of users) assert.equal((await h.call("GET", u.avatar)).status, 200, `${u.nickname}'s avatar`);
});
