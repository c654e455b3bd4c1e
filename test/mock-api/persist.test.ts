/** The state on disk: atomic saves, loading and checking, the persister, --data/--reset, export/import. */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { setImmediate as tick, setTimeout as sleep } from "node:timers/promises";
import { runMain } from "./run-main.ts";
import { waitUntil } from "../helpers/wait.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { createStore, type Store } from "../../mock-api/store/index.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { createPersister, loadStore, removeStaleTemps, saveStoreAtomic, StoreFileError } from "../../mock-api/store/persist.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { startApi } from "./harness.ts";

const dir = mkdtempSync(join(tmpdir(), "mock-api-persist-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;
const freshFile = () => join(dir, `state-${++fileNo}.json`);
const tempsOf = (file: string) => readdirSync(dir).filter((n) => n.startsWith(`${file.slice(dir.length + 1)}.tmp-`));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

test("save then load gives back an equal state; a missing file loads as null", async () => {
  const file = freshFile();
  assert.equal(await loadStore(file), null);
  const store = createStore(3);
  issueToken(store, SEED_USERS.customer.id, Date.UTC(2026, 0, 1));
  store.users["1"]!.nickname = "糖糖 🍭 \"quoted\"";
  store.codeRequests["m:13800000001"] = [1, 2, 3];
  await saveStoreAtomic(file, store);
  assert.deepEqual(await loadStore(file), store);
  assert.deepEqual(tempsOf(file), [], "no temp file is left behind");
  if (process.platform !== "win32") assert.equal(statSync(file).mode & 0o777, 0o600, "the state holds users' data: owner only");
});

test("atomic: a reader polling the file during 60 saves always finds one whole, consistent state", async () => {
  const file = freshFile();
  const store = createStore();
  const padFor = (n: number) => (n * 7919) % 40_000; // sizes from 0 to ~250 KB of JSON, so writes span many syscalls
  let saving = true;
  const writer = (async () => {
    for (let n = 0; n < 60; n += 1) {
      store.nextId.user = 1000 + n;
      store.codeRequests.pad = Array.from({ length: padFor(n) }, (_, i) => i);
      await saveStoreAtomic(file, store);
    }
    saving = false;
  })();
  let reads = 0;
  while (saving) {
    let text: string;
    try {
      text = readFileSync(file, "utf8"); // synchronous, while the writes run on libuv's thread pool
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT" && reads === 0) {
        await tick();
        continue; // before the first save
      }
      throw err;
    }
    const state = JSON.parse(text) as Store; // throws on a torn file
    assert.equal(state.codeRequests.pad?.length, padFor((state.nextId.user ?? 0) - 1000), "size and counter come from the same save");
    reads += 1;
    await tick();
  }
  await writer;
  assert.ok(reads > 10, `the reader got to read (${reads} reads)`);
  assert.deepEqual(tempsOf(file), []);
});

test("a file that is not a usable state is refused with a clear one-line error and left untouched", async () => {
  const good = createStore();
  const withUser = (change: (u: Record<string, unknown>) => void) => {
    const s = clone(good) as unknown as { users: Record<string, Record<string, unknown>> };
    change(s.users["1"]!);
    return JSON.stringify(s);
  };
  const { users: _dropped, ...noUsers } = good;
  const cases: [string, RegExp][] = [
    ["", /is not valid JSON \(the file is empty\)/],
    ['{"version": 1, "seed"', /is not valid JSON/],
    ["[1,2]", /not a mock-api state \(expected a JSON object with "version": 1, got array\)/],
    ["null", /got null/],
    [JSON.stringify({ ...good, version: 2 }), /state version 2, this mock-api reads version 1/],
    [JSON.stringify({ ...good, version: undefined }), /state version missing/],
    [JSON.stringify(noUsers), /users: missing \(the file is from an older mock-api; start over with --reset\)/],
    [JSON.stringify({ ...good, tokens: [] }), /tokens: expected object, got array/],
    [withUser((u) => (u.level_type = "3")), /users\.1\.level_type: expected number/],
    [withUser((u) => delete u.mobile), /users\.1\.mobile: required/],
    [JSON.stringify({ ...good, codes: { x: { target: "m:1", scene: "fly", code: "1", createdAt: 0, expiresAt: 0, wrongTries: 0 } } }), /codes\.x\.scene/],
  ];
  for (const [text, message] of cases) {
    const file = freshFile();
    writeFileSync(file, text);
    await assert.rejects(loadStore(file), (err: unknown) => {
      assert.ok(err instanceof StoreFileError, String(err));
      assert.match(err.message, message, text.slice(0, 60));
      assert.ok(err.message.includes(file));
      return true;
    });
    assert.equal(readFileSync(file, "utf8"), text, "the file is never touched");
  }
  assert.deepEqual(checkStore(good), { ok: true, store: good });
  const extra = { ...clone(good), laterCollection: { a: 1 } };
  assert.equal(checkStore(extra).ok, true, "fields a later issue adds are kept");
});

test("the persister: a burst of changes is one save, flush saves at once, close saves what is pending", async () => {
  const file = freshFile();
  const store = createStore();
  const logs: string[] = [];
  const p = createPersister({ file, store, log: (l) => logs.push(l), debounceMs: 40 });
  await p.flush();
  assert.equal(p.saves, 0, "nothing changed, nothing saved");
  for (let i = 0; i < 20; i += 1) {
    store.nextId.user = 100 + i;
    p.changed();
  }
  assert.equal(p.saves, 0, "not before the quiet period");
  // A save fsyncs twice: on a busy CI disk that takes what it takes, so wait for it, then make
  // sure no second one follows.
  await waitUntil("the debounced save", () => p.saves >= 1, 5000);
  await sleep(100);
  assert.equal(p.saves, 1);
  assert.equal((await loadStore(file))?.nextId.user, 119);

  store.nextId.user = 200;
  p.changed();
  await p.flush();
  assert.equal(p.saves, 2, "flush does not wait for the debounce");
  assert.equal((await loadStore(file))?.nextId.user, 200);

  store.nextId.user = 300;
  p.changed();
  await p.close();
  assert.equal(p.saves, 3);
  assert.equal((await loadStore(file))?.nextId.user, 300);
  store.nextId.user = 400;
  p.changed();
  await sleep(80);
  assert.equal(p.saves, 3, "closed: later changes are not saved");
  assert.deepEqual(logs, []);
});

test("the persister: a steady stream of changes still saves every maxWaitMs", async () => {
  const store = createStore();
  const p = createPersister({ file: freshFile(), store, log: () => {}, debounceMs: 50, maxWaitMs: 100 });
  for (let i = 0; i < 16; i += 1) {
    p.changed(); // every 20 ms: never quiet for 50 ms
    await sleep(20);
  }
  // Without maxWaitMs only the debounced save after the last change would come: one in all.
  await waitUntil("a second save", () => p.saves >= 2, 5000);
  await p.close();
});

test("the persister: a failed save is logged and retried; temp files of dead processes are removed at start", async () => {
  const file = freshFile();
  const store = createStore();
  writeFileSync(`${file}.tmp-999999999-3`, "{ half a sta");
  writeFileSync(`${file}.tmp-${process.pid}-77`, "mine, in use");
  assert.equal(removeStaleTemps(file), 1);
  assert.deepEqual(tempsOf(file), [`${file.slice(dir.length + 1)}.tmp-${process.pid}-77`]);
  rmSync(`${file}.tmp-${process.pid}-77`);

  const logs: string[] = [];
  const missingDir = join(dir, "no-such-dir", "state.json");
  const p = createPersister({ file: missingDir, store, log: (l) => logs.push(l) });
  p.changed();
  await assert.rejects(p.flush(), /ENOENT/);
  assert.match(logs[0] ?? "", /ERROR saving state to .*no-such-dir.*ENOENT/);
  await assert.rejects(p.flush(), /ENOENT/, "still dirty: tried again");
});

// ---- export and import over HTTP ----

test("GET /__mock/state: the whole state as a dated download", async (t) => {
  const h = await startApi(t);
  await h.loginAs(SEED_USERS.customer.mobile);
  const a = await h.call("GET", "/__mock/state");
  assert.equal(a.status, 200);
  assert.equal(a.headers.get("content-disposition"), 'attachment; filename="tanghua-mock-state-2026-01-15T02-00-00Z.json"');
  assert.equal(a.headers.get("content-type"), "application/json; charset=utf-8");
  assert.equal(a.headers.get("cache-control"), "no-store");
  assert.deepEqual(JSON.parse(a.text), h.api.store);
});

test("PUT /__mock/state replaces the running state in place and saves it", async (t) => {
  const file = freshFile();
  const store = createStore();
  const persister = createPersister({ file, store, log: () => {} });
  t.after(() => persister.close());
  const h = await startApi(t, { store, persister });
  const snapshot = JSON.parse((await h.call("GET", "/__mock/state")).text) as Store;

  const token = await h.loginAs(SEED_USERS.customer.mobile);
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 200);
  (store as unknown as Record<string, unknown>).stray = "not in the imported file";
  snapshot.users["1"]!.nickname = "导入的昵称";

  const put = await h.call("PUT", "/__mock/state", { body: snapshot });
  assert.equal(put.status, 200, put.text);
  assert.deepEqual(put.json?.data, { version: 1, seed: 1, users: Object.keys(snapshot.users).length, saved: true });
  assert.equal(h.api.store, store, "the same object: handlers keep their reference");
  assert.deepEqual(store, snapshot);
  assert.ok(!("stray" in store), "keys missing from the file are gone");
  assert.deepEqual(await loadStore(file), snapshot, "saved before the answer");

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
  assert.equal(await putDeclaring(h.base, 21 * 1024 * 1024), 413, "over the 20 MiB limit");
  assert.equal(JSON.stringify(h.api.store), before, "unchanged");
});

// ---- main.ts --data and --reset ----

const web = join(dir, "web");
mkdirSync(web);
writeFileSync(join(web, "index.html"), "<!doctype html><title>糖画</title>");

/** Runs main.ts on a free port serving `web`; `whileUp` runs once it listens. */
const run = (args: string[], whileUp?: (url: string) => Promise<void>) => runMain(["--port", "0", "--static", web, ...args], whileUp);

async function login(url: string, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: unknown }>);
  await post("/api/default/send-code", { mobile });
  const code = ((await (await fetch(`${url}/__mock/codes?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;
  return ((await post("/api/default/login", { mobile, code })).data as { access_token: string }).access_token;
}

const status = (url: string, token: string) => fetch(`${url}/api/user/info`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

test("main --data: a new file is seeded and saved; the state survives a restart; --reset starts over", async () => {
  const file = freshFile();
  let token = "";
  const first = await run(["--data", file, "--seed", "4"], async (url) => {
    token = await login(url, SEED_USERS.customer.mobile);
    assert.equal(await status(url, token), 200);
  });
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /seed 4, new state saved to /);
  assert.match(first.stdout, /state saved to .*state-\d+\.json/);
  assert.match(first.stdout, /control token [A-Za-z0-9_-]{24} /);
  assert.equal(Object.keys((await loadStore(file))?.tokens ?? {}).length, 1, "the login was saved");

  const second = await run(["--data", file], async (url) => assert.equal(await status(url, token), 200, "still logged in after a restart"));
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stdout, /listening on .*\(static .*, .*state-\d+\.json \(seed 4\)\)/);

  const reset = await run(["--data", file, "--reset"], async (url) => assert.equal(await status(url, token), 401, "--reset forgot the login"));
  assert.equal(reset.code, 0, reset.stderr);
  assert.match(reset.stdout, /seed 1, reset state saved to /);
  assert.deepEqual(await loadStore(file), createStore(1));
});

test("main --data with a broken file: one clear line, exit 1, the file untouched; --reset without --data is refused", async () => {
  const file = freshFile();
  const broken = '{"version": 1, "users": {\n "1": ';
  writeFileSync(file, broken);
  const r = await run(["--data", file]);
  assert.equal(r.code, 1);
  assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
  assert.match(r.stderr, /^mock-api: .*state-\d+\.json is not valid JSON .*; fix or move it, or start over with --reset\n$/);
  assert.equal(readFileSync(file, "utf8"), broken);

  writeFileSync(file, JSON.stringify({ ...createStore(), version: 9 }));
  const v = await run(["--data", file]);
  assert.equal(v.code, 1);
  assert.match(v.stderr, /state version 9, this mock-api reads version 1/);

  const noData = await run(["--reset"]);
  assert.equal(noData.code, 1);
  assert.match(noData.stderr, /^mock-api: --reset needs --data FILE/);
  const weak = await run(["--control-token", "short"]);
  assert.equal(weak.code, 1);
  assert.match(weak.stderr, /control token must be 16 to 256/);
});

test("a state whose domain slice lacks a collection is refused with the path named", () => {
  const state = JSON.parse(JSON.stringify(createStore())) as Record<string, Record<string, unknown>>;
  delete state.customer!.coupons;
  const checked = checkStore(state);
  assert.equal(checked.ok, false);
  assert.match(checked.ok ? "" : checked.error, /^customer\.coupons: missing/);
});
