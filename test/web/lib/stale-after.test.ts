/** lib/stale-after.ts: the one table of what each write call makes stale, checked against the contract. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ENDPOINTS } from "../../../web/contract/http/index.ts";
import * as contract from "../../../web/contract/http/index.ts";
import { STALE_AFTER, staleAfter, type EndpointKey } from "../../../web/src/lib/stale-after.ts";

const known = new Map(ENDPOINTS.map((ep) => [`${ep.method} ${ep.path}`, ep]));

test("every call in the table is a contract endpoint, and everything it makes stale is a contract GET", () => {
  for (const [key, stale] of Object.entries(STALE_AFTER)) {
    assert.ok(known.has(key), `${key} is in the contract`);
    const reads = typeof stale === "function" ? [...stale({ action: "top" }), ...stale({ action: "delete" })] : stale;
    assert.ok(reads.length > 0, `${key} makes something stale`);
    for (const read of reads) {
      assert.ok(known.has(read), `${key} → ${read} is in the contract`);
      assert.ok(read.startsWith("GET "), `${key} → ${read} is a read`);
    }
  }
});

test("every endpoint a feature writes through useMutation has its entry, or is named here as changing nothing cached", () => {
  // Calls whose success changes no answer the app caches: sign-in and account calls reload the session themselves.
  const changesNothingCached = new Set(["POST /api/default/login", "POST /api/user/bind-account", "POST /api/weixin/unbind", "POST /api/order/make"]);
  const isEndpoint = (v: unknown): v is { method: string; path: string } => typeof v === "object" && v !== null && "path" in v && "method" in v;
  const byName = new Map<string, { method: string; path: string }>();
  for (const group of Object.values(contract)) {
    if (typeof group !== "object" || group === null || Array.isArray(group)) continue;
    for (const [name, v] of Object.entries(group)) if (isEndpoint(v)) byName.set(name, v);
  }
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  const used = new Set<string>();
  for (const file of walk("web/src/features")) {
    for (const m of readFileSync(file, "utf8").matchAll(/useMutation\((\w+)/g)) {
      const ep = byName.get(m[1] as string);
      assert.ok(ep, `${file}: ${m[1]} is a contract endpoint`);
      used.add(`${ep.method} ${ep.path}`);
    }
  }
  assert.ok(used.size >= 15, `found the app's mutations (${used.size})`);
  for (const key of used) assert.ok(key in STALE_AFTER || changesNothingCached.has(key), `${key} says what it makes stale`);
});

test("a payment refreshes the balance and the machine's coins wherever it is made; a delete does not ask for the gone pattern", () => {
  const pay = staleAfter({ method: "POST", path: "/api/order/payment" });
  for (const read of ["GET /api/user/info", "GET /api/tanghua/info", "GET /api/order/is-pay", "GET /api/tanghua/user-order"] as EndpointKey[]) assert.ok(pay.includes(read), read);
  const goodsDo = { method: "POST", path: "/api/tanghua/goods-do" };
  assert.ok(staleAfter(goodsDo, { action: "top", goods_id: 1, sn: "SIM-0001" }).includes("GET /api/sugar/info"));
  assert.ok(!staleAfter(goodsDo, { action: "delete", goods_id: 1, sn: "SIM-0001" }).includes("GET /api/sugar/info"));
  assert.deepEqual(staleAfter({ method: "POST", path: "/api/default/login" }), []);
});

test("a printer's settings refresh the customer's printer info; a bind or unbind also the shops' and dashboard's counts", () => {
  const save = staleAfter({ method: "POST", path: "/api/manage-device/save" }, { id: 1001, is_open_weixin_pay: 0 });
  for (const read of ["GET /api/tanghua/info", "GET /api/manage-device/info", "GET /api/manage-device/list"] as EndpointKey[]) assert.ok(save.includes(read), read);
  assert.ok(!save.includes("GET /api/manage-shop/list"), "no shop moved");
  const moved = staleAfter({ method: "POST", path: "/api/manage-device/save" }, { id: 1001, shop_id: 2 });
  for (const key of ["save", "bind", "unbind"]) {
    const reads = key === "save" ? moved : staleAfter({ method: "POST", path: `/api/manage-device/${key}` });
    for (const read of ["GET /api/manage-shop/list", "GET /api/manage/index", "GET /api/tanghua/info", "GET /api/sugar/list"] as EndpointKey[]) assert.ok(reads.includes(read), `${key} → ${read}`);
  }
  assert.ok(staleAfter({ method: "POST", path: "/api/order/moni-make" }).includes("GET /api/tanghua/print-queue"));
});
