/** The state on disk: atomic saves, loading and checking, the persister (main.test.ts has --data/--reset, control-ops.test.ts export/import). */
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { setImmediate as tick, setTimeout as sleep } from "node:timers/promises";
import { waitUntil } from "../helpers/wait.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { createStore, type Store } from "../../mock-api/store/index.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { createPersister, loadStore, removeStaleTemps, saveStoreAtomic, StoreFileError } from "../../mock-api/store/persist.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";

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

test("a state whose domain slice lacks a collection is refused with the path named", () => {
  const state = JSON.parse(JSON.stringify(createStore())) as Record<string, Record<string, unknown>>;
  delete state.customer!.coupons;
  const checked = checkStore(state);
  assert.equal(checked.ok, false);
  assert.match(checked.ok ? "" : checked.error, /^customer\.coupons: missing/);
});
