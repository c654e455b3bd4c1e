/** The state on disk: atomic snapshots, loading and checking, the persister's log and snapshots (main.test.ts has --data/--reset, control-ops.test.ts export/import, wal.test.ts the log's format). */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test, type TestContext } from "node:test";
import { setImmediate as tick } from "node:timers/promises";
import { waitUntil } from "../helpers/wait.ts";
import { provideSeedFiles, SEED_USERS } from "../../mock-api/seed/index.ts";
import { createMemoryBlobs, type BlobStore } from "../../mock-api/store/blobs.ts";
import { readWal } from "../../mock-api/store/wal-format.ts";
import { loadStateFile } from "./state-files.ts";
import { createStore, type Store } from "../../mock-api/store/index.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { createPersister, type PersisterOptions } from "../../mock-api/store/persist.ts";
import { loadStore, removeStaleTemps, saveStoreAtomic, StoreFileError } from "../../mock-api/store/snapshot.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";

const dir = mkdtempSync(join(tmpdir(), "mock-api-persist-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;
const freshFile = () => join(dir, `state-${++fileNo}.json`);
const tempsOf = (file: string) => readdirSync(dir).filter((n) => n.startsWith(`${file.slice(dir.length + 1)}.tmp-`));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

test("save then load gives back an equal state; a missing file loads as null", async () => {
  const file = freshFile();
  assert.equal(await loadStateFile(file), null);
  const store = createStore(3);
  issueToken(store, SEED_USERS.customer.id, Date.UTC(2026, 0, 1));
  store.users["1"]!.nickname = "糖糖 🍭 \"quoted\"";
  store.codeRequests["m:13800000001"] = [1, 2, 3];
  await saveStoreAtomic(file, store);
  assert.deepEqual(await loadStateFile(file), store);
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
    await assert.rejects(loadStore(file, createMemoryBlobs()), (err: unknown) => {
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

/** A persister on a fresh file, its store seeded (with the seed's files), for one test. */
function persisterFor(t: TestContext, options: Partial<PersisterOptions> = {}) {
  const file = freshFile();
  const store = createStore();
  const blobs = options.blobs ?? createMemoryBlobs();
  provideSeedFiles(store, blobs);
  const logs: string[] = [];
  const p = createPersister({ file, store, blobs, log: (l) => logs.push(l), ...options });
  t.after(() => p.close().catch(() => {}));
  return { file, store, blobs, logs, p };
}

const entry = (i: number) => ({ k: "op" as const, at: i, op: "printer.coins", a: { sn: "SIM-0001", coins: i } });
const segmentLines = (file: string) =>
  readdirSync(`${file}.wal`).sort().flatMap((n) => readFileSync(join(`${file}.wal`, n), "utf8").split("\n").filter((l) => l !== "" && !l.startsWith("\0"))); // a live segment ends in zeros (store/wal.ts)

test("the persister: entries appended in one turn are one commit, on disk before durable() resolves", async (t) => {
  const { file, p } = persisterFor(t);
  for (let i = 1; i <= 25; i += 1) p.append(entry(i));
  assert.equal(p.busy, true, "waiting for its commit");
  await p.durable();
  assert.equal(p.busy, false);
  const h = p.health();
  assert.equal(h.log.commits, 1, "one write and one fdatasync for the turn's 25 entries (group commit)");
  assert.deepEqual([h.log.last_seq, h.log.durable_seq, h.log.pending, h.log.entries_since_snapshot], [25, 25, 0, 25]);
  const lines = segmentLines(file);
  assert.deepEqual(JSON.parse(lines[0] ?? ""), { wal: 1, from: 1, devices: false }, "a segment starts with its header");
  assert.deepEqual(lines.slice(1).map((l) => (JSON.parse(l) as { n: number }).n), Array.from({ length: 25 }, (_, i) => i + 1));
  p.append(entry(26));
  await p.durable();
  assert.equal(p.health().log.commits, 2);
});

test("the persister: a snapshot compacts the log (walSeq, old segments gone); close writes a last one", async (t) => {
  const { file, store, p } = persisterFor(t);
  for (let i = 1; i <= 5; i += 1) p.append(entry(i));
  store.users["1"]!.nickname = "compacted";
  await p.snapshot();
  assert.equal(p.saves, 1);
  const text = readFileSync(file, "utf8");
  assert.equal((JSON.parse(text) as { walSeq: number }).walSeq, 5, "the snapshot contains entries up to 5");
  assert.equal((await loadStateFile(file))?.users["1"]?.nickname, "compacted");
  await p.durable();
  assert.deepEqual(
    readdirSync(`${file}.wal`).map((n) => n.slice(0, 12)),
    ["000000000006"],
    "the segment the snapshot contains is deleted; the next one begins at 6",
  );
  p.append(entry(6));
  store.users["1"]!.nickname = "at close";
  await p.close();
  assert.equal((JSON.parse(readFileSync(file, "utf8")) as { walSeq: number }).walSeq, 6);
  assert.equal((await loadStateFile(file))?.users["1"]?.nickname, "at close");
  assert.equal(p.health().ok, true);
});

test("the persister: the log growing past compactMinBytes brings a snapshot", async (t) => {
  const { p } = persisterFor(t, { compactMinBytes: 2000 });
  for (let i = 1; i <= 5; i += 1) p.append(entry(i));
  await p.durable();
  assert.equal(p.saves, 0, "a few hundred bytes: no snapshot yet");
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < 20; i += 1) p.append(entry(i));
    await p.durable();
  }
  await waitUntil("a snapshot once the log passed 2000 bytes", () => p.saves >= 1, 5000);
});

test("the persister: a failed snapshot is loud (logged, in health, close rejects) and nothing acknowledged is lost", async (t) => {
  const file = freshFile();
  const store = createStore();
  writeFileSync(`${file}.tmp-999999999-3`, "{ half a sta");
  writeFileSync(`${file}.tmp-${process.pid}-77`, "mine, in use");
  assert.equal(removeStaleTemps(file), 1);
  assert.deepEqual(tempsOf(file), [`${file.slice(dir.length + 1)}.tmp-${process.pid}-77`]);
  rmSync(`${file}.tmp-${process.pid}-77`);

  const blobs = createMemoryBlobs();
  provideSeedFiles(store, blobs);
  const logs: string[] = [];
  const p = createPersister({ file, store, blobs, log: (l) => logs.push(l) });
  p.append(entry(1));
  await p.durable();
  mkdirSync(file); // a directory where the snapshot goes: the rename over it fails
  writeFileSync(join(file, "x"), "");
  await assert.rejects(p.snapshot(), /E(ISDIR|NOTEMPTY|EXIST)/);
  assert.match(logs.join("\n"), /ERROR cannot save the state to .*acknowledged writes are still in the write-ahead log/);
  const h = p.health();
  assert.equal(h.ok, false);
  assert.equal(h.refusingWrites, false, "the log still works: writes go on");
  assert.match(h.error?.message ?? "", /cannot save the state/);
  await assert.rejects(p.close(), /could not be saved .*every acknowledged write is in .*\.wal and is replayed at the next start/);
  assert.equal(readWal(`${file}.wal`, 0).entries.length, 1, "the acknowledged entry is still in the log");
});

test("the persister: a log that cannot be written refuses writes (failing) until a snapshot saves it all", async (t) => {
  let broken = true;
  const memory = createMemoryBlobs();
  const blobs: BlobStore = {
    ...memory,
    get busy() {
      return broken;
    },
    settled: () => (broken ? Promise.reject(new Error("ENOSPC: no space left on device")) : Promise.resolve()),
  };
  const { file, store, logs, p } = persisterFor(t, { blobs });
  p.append(entry(1));
  await assert.rejects(p.durable(), /ENOSPC/);
  assert.match(p.failing?.message ?? "", /ENOSPC/);
  assert.equal(p.health().refusingWrites, true);
  assert.match(logs.join("\n"), /ERROR cannot write the write-ahead log .*writes are refused until a snapshot succeeds.*ENOSPC/);
  broken = false;
  store.users["1"]!.nickname = "after the disk came back";
  await p.snapshot();
  assert.equal(p.failing, null, "a snapshot covers what the log could not write");
  assert.equal(p.health().ok, true);
  assert.equal((await loadStateFile(file))?.users["1"]?.nickname, "after the disk came back");
  p.append(entry(2));
  await p.durable();
  assert.deepEqual(readWal(`${file}.wal`, 1).entries.map((e) => e.entry.n), [2], "a new log after the snapshot");
});

test("a state whose domain slice lacks a collection is refused with the path named", () => {
  const state = JSON.parse(JSON.stringify(createStore())) as Record<string, Record<string, unknown>>;
  delete state.customer!.coupons;
  const checked = checkStore(state);
  assert.equal(checked.ok, false);
  assert.match(checked.ok ? "" : checked.error, /^customer\.coupons: missing/);
});
