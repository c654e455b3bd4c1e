/**
 * Issue 12 item 2: a save that fails is loud. `GET /__mock/health` says whether the state is safe
 * on disk; while the write-ahead log cannot be written, writes are refused with 503 (nothing done)
 * and the answers that waited for the failed commit never come; a snapshot that succeeds lifts it.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { createPersister } from "../../mock-api/store/persist.ts";
import { createMemoryBlobs, type BlobStore } from "../../mock-api/store/blobs.ts";
import { provideSeedFiles, SEED_USERS } from "../../mock-api/seed/index.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { startApi } from "./harness.ts";

const dir = mkdtempSync(join(tmpdir(), "mock-api-health-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("GET /__mock/health without --data: nothing on disk, the files in memory", async (t) => {
  const h = await startApi(t);
  const a = await h.call("GET", "/__mock/health");
  assert.equal(a.status, 200);
  const data = a.json?.data as { ok: boolean; persist: unknown; files: { dir: unknown; count: number } };
  assert.deepEqual([data.ok, data.persist, data.files.dir, data.files.count], [true, null, null, 2]);
});

test("a log that cannot be written: no answer for what waited on it, 503 for new writes, said in health; fixed by a snapshot", async (t) => {
  let disk: Error | null = null;
  const memory = createMemoryBlobs();
  const blobs: BlobStore = {
    ...memory,
    get busy() {
      return disk !== null;
    },
    settled: () => (disk === null ? Promise.resolve() : Promise.reject(disk)),
  };
  const store = createStore();
  provideSeedFiles(store, blobs);
  const logs: string[] = [];
  const persister = createPersister({ file: join(dir, "state.json"), store, blobs, log: (l) => logs.push(l) });
  t.after(() => persister.close().catch(() => {}));
  const h = await startApi(t, { store, persister });
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const healthy = (await h.call("GET", "/__mock/health")).json?.data as { ok: boolean; persist: { ok: boolean; log: { durable_seq: number } } };
  assert.equal(healthy.ok, true);
  assert.ok(healthy.persist.log.durable_seq >= 2, "send-code and login are in the log");

  disk = new Error("ENOSPC: no space left on device, write");
  const address = { name: "张三", mobile: "13800000001", province_id: 330000, city_id: 330100, district_id: 330106, detail: "文三路 1 号", is_default: 0 };
  await assert.rejects(h.call("POST", "/api/user/address-save", { token, body: address }), /fetch failed/, "its change is not on disk: no answer at all, never a 200");

  const health = (await h.call("GET", "/__mock/health")).json?.data as { ok: boolean; persist: { ok: boolean; refusingWrites: boolean; error: { message: string } } };
  assert.equal(health.ok, false);
  assert.equal(health.persist.refusingWrites, true);
  assert.match(health.persist.error.message, /cannot write the write-ahead log .*ENOSPC/);
  assert.match(logs.join("\n"), /\[mock-api\] ERROR cannot write the write-ahead log/);

  const before = JSON.stringify(store);
  const refused = await h.call("POST", "/api/user/address-save", { token, body: { ...address, detail: "refused" }, headers: { language: "en" } });
  assert.equal(refused.status, 503);
  assert.equal(refused.json?.errorCode, 1);
  assert.match(refused.json?.msg ?? "", /^The mock API cannot save changes right now \(ENOSPC: no space left on device, write\): nothing was done/);
  assert.equal(JSON.stringify(store), before, "refused before it changed anything");
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 200, "reads still work");

  disk = null;
  await persister.snapshot(); // what the retry timer does
  assert.equal(((await h.call("GET", "/__mock/health")).json?.data as { ok: boolean }).ok, true);
  const saved = await h.call("POST", "/api/user/address-save", { token, body: { ...address, detail: "after" } });
  assert.equal(saved.json?.errorCode, 0, saved.text);
});
