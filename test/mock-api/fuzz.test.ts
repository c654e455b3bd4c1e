/**
 * Fuzz (bounded, seeded): random and malformed bodies, queries and headers against every
 * endpoint → never a 5xx, never a crash, never a state change on rejected input.
 * Login is left out of the state check: a wrong code must count against its code (5 tries).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { ENDPOINTS } from "../../web/contract/http/index.ts";
import type { Endpoint } from "../../web/contract/http/endpoint.ts";
import { seededRandom, type Random } from "../../mock-api/seed/random.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type CallOptions } from "./harness.ts";

const CASES_PER_ENDPOINT = 14;
const NASTY_STRINGS = [
  "", " ", "0", "-1", "1e309", "NaN", "null", "true", "__proto__", "constructor", "../../etc/passwd", "%00", "\u0000",
  "<script>alert(1)</script>", "'; DROP TABLE orders;--", "😀".repeat(50), "x".repeat(5000), "SIM-0001", "13800000001",
  "2026-13-45", "javascript:alert(1)", "//evil.example", "data:image/png;base64,AAAA",
];
const NASTY_NUMBERS = [0, -1, 1, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2147483648, 3.14159];

/** The keys an endpoint's input object declares, so the fuzz reaches past "unknown key". */
function inputKeys(ep: Endpoint): string[] {
  const def = (ep.input as unknown as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

function pick<T>(rnd: Random, xs: readonly T[]): T {
  return xs[rnd.int(0, xs.length - 1)] as T;
}

function value(rnd: Random, depth: number): unknown {
  switch (rnd.int(0, depth > 2 ? 3 : 6)) {
    case 0: return pick(rnd, NASTY_STRINGS);
    case 1: return pick(rnd, NASTY_NUMBERS);
    case 2: return pick(rnd, [null, true, false]);
    case 3: return rnd.hex(rnd.int(0, 12));
    case 4: return Array.from({ length: rnd.int(0, 4) }, () => value(rnd, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rnd.int(0, 3); i > 0; i--) o[pick(rnd, ["a", "__proto__", "constructor", "id", "x"])] = value(rnd, depth + 1);
      return o;
    }
  }
}

function body(rnd: Random, keys: readonly string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const k of keys) if (rnd.next() < 0.6) o[k] = value(rnd, 1);
  if (rnd.next() < 0.3) o[pick(rnd, ["level_type", "total_money", "user_id", "__proto__", "zzz"])] = value(rnd, 1);
  return o;
}

function query(rnd: Random, keys: readonly string[]): string {
  const parts: string[] = [];
  for (const k of keys) if (rnd.next() < 0.6) parts.push(`${k}=${encodeURIComponent(String(value(rnd, 3)))}`);
  if (rnd.next() < 0.3) parts.push(pick(rnd, ["%zz=1", "page=1&page=2", "a[b]=c", "=x", "&&", "limit=100000"]));
  return parts.join("&");
}

test("fuzzing every endpoint never gives a 5xx, a crash, or a change on rejected input", async (t) => {
  const h = await startApi(t);
  const admin = await h.loginAs(SEED_USERS.superAdmin.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const rnd = seededRandom(20261122);
  const failures: string[] = [];
  const snapshot = () => JSON.stringify(h.api.store);
  let calls = 0;
  for (const ep of ENDPOINTS) {
    const keys = inputKeys(ep);
    for (let i = 0; i < CASES_PER_ENDPOINT; i++) {
      const o: CallOptions = { headers: {} };
      const who = rnd.int(0, 3);
      if (who === 1) o.token = admin;
      else if (who === 2) o.token = customer;
      else if (who === 3) o.headers!["authorization"] = pick(rnd, ["Bearer ", "Bearer x y", "Basic YTpi", `Bearer ${"A".repeat(600)}`, "bearer\t"]);
      if (rnd.next() < 0.2) o.headers!["language"] = pick(rnd, ["en", "xx", "zh-CN;q=0.5", "\u00ff", "en-US"]);
      let path = ep.path;
      if (ep.method === "GET") {
        const q = query(rnd, keys);
        if (q) path += `?${q}`;
      } else {
        const kind = rnd.int(0, 9);
        if (kind === 0) o.rawBody = pick(rnd, ["{", "[1,", "nul", "\u0000\u0001", '{"a":1}{"b":2}', "💥"]);
        else if (kind === 1) {
          o.rawBody = "a=1&b=2";
          o.headers!["content-type"] = pick(rnd, ["text/plain", "application/xml", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"]);
        } else o.body = kind === 2 ? value(rnd, 0) : body(rnd, keys);
      }
      const before = ep.path === "/api/default/login" ? "" : snapshot();
      const method = rnd.next() < 0.05 ? pick(rnd, ["PUT", "DELETE", "PATCH"]) : ep.method;
      const a = await h.call(method, path, o);
      calls += 1;
      if (a.status >= 500) failures.push(`${method} ${path}: ${a.status} ${a.text.slice(0, 160)}`);
      const rejected = a.status >= 400 || a.json?.errorCode !== 0;
      if (rejected && before && snapshot() !== before) failures.push(`${method} ${path}: state changed on a rejected call (${a.status} ${a.json?.msg})`);
    }
  }
  // Still alive and still correct after all that.
  const alive = await h.call("GET", "/api/company/info");
  assert.equal(alive.json?.errorCode, 0);
  assert.ok(calls >= ENDPOINTS.length * CASES_PER_ENDPOINT);
  assert.deepEqual(failures, []);
});
