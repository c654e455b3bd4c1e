/** `/__mock/state`: the whole state exported as a download (a tar with its files, or the JSON alone), and imported in place (and saved). */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { openState } from "../../mock-api/open-state.ts";
import { createStore, type Store } from "../../mock-api/store/index.ts";
import { startApi } from "./harness.ts";
import { loadStateFile } from "./state-files.ts";

const dir = mkdtempSync(join(tmpdir(), "mock-api-control-ops-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("GET /__mock/state?format=json: the state alone as a dated download", async (t) => {
  const h = await startApi(t);
  await h.loginAs(SEED_USERS.customer.mobile);
  const a = await h.call("GET", "/__mock/state?format=json");
  assert.equal(a.status, 200);
  assert.equal(a.headers.get("content-disposition"), 'attachment; filename="tanghua-mock-state-2026-01-15T02-00-00Z.json"');
  assert.equal(a.headers.get("content-type"), "application/json; charset=utf-8");
  assert.equal(a.headers.get("cache-control"), "no-store");
  assert.deepEqual(JSON.parse(a.text), h.api.store);
  assert.equal((await h.call("GET", "/__mock/state?format=zip")).status, 422);
});

test("PUT /__mock/state replaces the running state in place and saves it", async (t) => {
  const file = join(dir, "state.json");
  const { store, persister } = await openState({ file, seed: 1, log: () => {} });
  t.after(() => persister?.close());
  const h = await startApi(t, { store, ...(persister !== undefined ? { persister } : {}) });
  const snapshot = JSON.parse((await h.call("GET", "/__mock/state?format=json")).text) as Store;

  const token = await h.loginAs(SEED_USERS.customer.mobile);
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 200);
  (store as unknown as Record<string, unknown>).stray = "not in the imported file";
  snapshot.users["1"]!.nickname = "导入的昵称";

  const put = await h.call("PUT", "/__mock/state", { body: snapshot });
  assert.equal(put.status, 200, put.text);
  assert.deepEqual(put.json?.data, { version: 1, seed: 1, users: Object.keys(snapshot.users).length, files: 2, saved: true });
  assert.equal(h.api.store, store, "the same object: handlers keep their reference");
  assert.deepEqual(store, snapshot);
  assert.ok(!("stray" in store), "keys missing from the file are gone");
  assert.equal(persister?.health().log.pending, 0, "on disk before the answer (the write-ahead log's entry, which a restart replays)");
  await persister?.snapshot();
  assert.deepEqual(await loadStateFile(file), snapshot, "and in the snapshot that compacts it");

  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 401, "a token the imported state does not hold is gone");
  const again = await h.loginAs(SEED_USERS.customer.mobile);
  const me = await h.call("GET", "/api/user/info", { token: again });
  assert.equal((me.json?.data as { nickname: string }).nickname, "导入的昵称");
});

/** A PUT that only declares a huge body: the answer comes before any of it is sent. */
function putDeclaring(base: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/__mock/state`, { method: "PUT", headers: { "content-type": "application/json", "content-length": String(bytes) } }, (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

test("a bad import is a 422 naming the problem, and the state stays as it was", async (t) => {
  const h = await startApi(t);
  await h.loginAs(SEED_USERS.customer.mobile);
  const before = JSON.stringify(h.api.store);
  const good = createStore();
  const cases: [string, RegExp][] = [
    ['{"version": 1,', /not valid JSON/],
    ["[]", /not a usable mock-api state: not a mock-api state/],
    [JSON.stringify({ ...good, version: 2 }), /state version 2, this mock-api reads version 1/],
    [JSON.stringify({ ...good, users: { 1: { ...good.users["1"], id: "one" } } }), /users\.1\.id: expected number/],
    [JSON.stringify({ ...good, companies: undefined }), /companies: missing/],
  ];
  for (const [rawBody, msg] of cases) {
    const a = await h.call("PUT", "/__mock/state", { rawBody, headers: { "content-type": "application/json", language: "en" } });
    assert.equal(a.status, 422, rawBody.slice(0, 40));
    assert.equal(a.json?.errorCode, 1);
    assert.match(a.json?.msg ?? "", msg);
  }
  assert.equal((await h.call("PUT", "/__mock/state", { rawBody: JSON.stringify(good), headers: { "content-type": "text/plain" } })).status, 415);
  assert.equal(await putDeclaring(h.base, 65 * 1024 * 1024), 413, "a JSON over the 64 MiB limit");
  assert.equal(JSON.stringify(h.api.store), before, "unchanged");
});
