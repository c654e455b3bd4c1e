/** The write-ahead log's segments (store/wal.ts): group commit, and reading back what a crash left. */
import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { listSegments, readWal, WalError } from "../../mock-api/store/wal-format.ts";
import type { Flusher } from "../../mock-api/store/flusher.ts";
import { createWalWriter } from "../../mock-api/store/wal.ts";

const root = mkdtempSync(join(tmpdir(), "mock-api-wal-"));
after(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `wal-${++n}`);
const op = (i: number) => ({ k: "op" as const, at: 1000 + i, op: "printer.coins", a: { sn: "SIM-0001", coins: i } });

test("a turn's entries are one commit; durable() resolves once they are on disk; a reader gets them back in order", async () => {
  const dir = freshDir();
  let commits = 0;
  const w = createWalWriter({ dir, lastSeq: 0, devices: true, onCommit: () => (commits += 1) });
  const seqs = [1, 2, 3].map((i) => w.append(op(i)));
  assert.deepEqual(seqs, [1, 2, 3]);
  assert.equal(w.busy, true);
  await w.durable();
  assert.equal(commits, 1);
  w.append(op(4));
  const second = w.durable();
  w.append(op(5)); // the same turn: the same commit
  await second;
  await w.durable();
  assert.equal(commits, 2);
  await w.close();
  const read = readWal(dir, 0);
  assert.deepEqual(read.entries.map((e) => e.entry.n), [1, 2, 3, 4, 5]);
  assert.deepEqual(read.entries[0]?.header, { wal: 1, from: 1, devices: true });
  assert.deepEqual(read.entries[4]?.entry, { n: 5, ...op(5) });
  assert.deepEqual(readWal(dir, 3).entries.map((e) => e.entry.n), [4, 5], "entries a snapshot contains are skipped");
  assert.deepEqual([read.tornTail, read.damaged], [false, 0]);
});

test("a line cut short at the end (a kill -9 or power cut mid-write) is dropped and said; damage elsewhere is skipped when nothing needed is lost", async () => {
  const dir = freshDir();
  const w = createWalWriter({ dir, lastSeq: 10, devices: false });
  for (let i = 0; i < 3; i += 1) w.append(op(i));
  await w.close();
  const [segment] = listSegments(dir);
  assert.equal(segment?.from, 11);
  appendFileSync(segment?.path ?? "", '{"n":14,"k":"op","at":1,"op":"printer.co'); // no newline: written, never fsynced
  const torn = readWal(dir, 10);
  assert.deepEqual(torn.entries.map((e) => e.entry.n), [11, 12, 13]);
  assert.equal(torn.tornTail, true);

  // A garbled line (as a disk might leave) where the numbering shows no entry after the snapshot is missing.
  const lines = readFileSync(segment?.path ?? "", "utf8").split("\n");
  lines[1] = "#garbage#"; // not zeros: a zero byte is where the writing stopped (store/wal.ts segmentText)
  writeFileSync(segment?.path ?? "", lines.slice(0, 4).join("\n") + "\n");
  assert.deepEqual(readWal(dir, 11).damaged, 1, "entry 11 was damaged, but the snapshot contains it");
  assert.throws(() => readWal(dir, 10), (err: unknown) => err instanceof WalError && /entry 12 where 11 was due \(entries are missing from the log\)/.test(err.message));
});

test("a log that does not continue the snapshot is refused in one line; segments are read oldest first", async () => {
  const dir = freshDir();
  const a = createWalWriter({ dir, lastSeq: 0, devices: false });
  a.append(op(1));
  a.append(op(2));
  await a.durable();
  const old = a.rotate();
  a.append(op(3));
  await a.close();
  assert.equal(old.length, 1, "the first segment, to delete once a snapshot has entries 1-2");
  assert.equal(readdirSync(dir).length, 2);
  assert.deepEqual(readWal(dir, 0).entries.map((e) => e.entry.n), [1, 2, 3]);
  assert.deepEqual(readWal(dir, 2).entries.map((e) => e.entry.n), [3]);
  rmSync(old[0] ?? "");
  assert.throws(() => readWal(dir, 0), /entry 3 where 1 was due/, "entries 1-2 are gone and the snapshot does not have them");
  writeFileSync(join(dir, "000000000001-0000000001.log"), '{"not":"a header"}\n');
  assert.throws(() => readWal(dir, 2), /not a write-ahead log segment/);
});

test("a live segment ends in fsynced zeros (preallocated ahead of its entries); a reader stops at them, and a clean close cuts them off", async () => {
  const dir = freshDir();
  const w = createWalWriter({ dir, lastSeq: 0, devices: false });
  for (let i = 1; i <= 3; i += 1) w.append(op(i));
  await w.durable();
  const [segment] = listSegments(dir);
  const live = readFileSync(segment?.path ?? "");
  const end = live.lastIndexOf(0x0a) + 1;
  assert.ok(live.length >= end + (1 << 19), "zeros beyond the last entry (as a kill -9 would leave them)");
  assert.ok(live.subarray(end).every((b) => b === 0));
  const read = readWal(dir, 0);
  assert.deepEqual(read.entries.map((e) => e.entry.n), [1, 2, 3]);
  assert.deepEqual([read.tornTail, read.damaged], [false, 0], "a zero tail is the end, not a torn or damaged line");
  await w.close();
  const closed = readFileSync(segment?.path ?? "");
  assert.equal(closed.length, end, "closed: cut at its last entry");
  assert.equal(closed.includes(0), false);
});

test("entries past the first steps of zeros: the segment is extended ahead of them and every entry reads back", async () => {
  const dir = freshDir();
  const w = createWalWriter({ dir, lastSeq: 0, devices: false });
  const big = (i: number) => ({ k: "op" as const, at: i, op: "printer.coins", a: { pad: "x".repeat(20_000), i } });
  for (let turn = 0; turn < 30; turn += 1) {
    for (let i = 0; i < 10; i += 1) w.append(big(turn * 10 + i)); // ~200 KB a commit, 6 MB in all
    await w.durable();
  }
  const read = readWal(dir, 0);
  assert.equal(read.entries.length, 300);
  assert.deepEqual(read.entries.map((e) => e.entry.n), Array.from({ length: 300 }, (_, i) => i + 1));
  assert.deepEqual([read.tornTail, read.damaged], [false, 0]);
  await w.close();
  assert.equal(readWal(dir, 0).entries.length, 300);
});

test("a power cut mid-commit in preallocated space (a line cut short, a page of zeros, then more of the commit) ends the log at the hole; a new segment continues it", async () => {
  const dir = freshDir();
  const w = createWalWriter({ dir, lastSeq: 0, devices: false });
  for (let i = 1; i <= 2; i += 1) w.append(op(i));
  await w.durable();
  const [segment] = listSegments(dir);
  // Simulate the kill: what the next commit (entries 3-5) left after a power cut, its pages on disk out of order.
  const file = readFileSync(segment?.path ?? "");
  const end = file.lastIndexOf(0x0a) + 1;
  const torn = Buffer.from(`{"n":3,"k":"op","at":3,"op":"printer.co`);
  const later = Buffer.from(`${JSON.stringify({ n: 5, ...op(5) })}\n`);
  torn.copy(file, end);
  later.copy(file, end + 4096); // entry 4 (and 3's end) never reached the disk: zeros
  writeFileSync(segment?.path ?? "", file);
  const read = readWal(dir, 0);
  assert.deepEqual(read.entries.map((e) => e.entry.n), [1, 2], "entry 5 comes after a hole: never acknowledged, not read");
  assert.deepEqual([read.tornTail, read.damaged], [true, 0]);
  // The restart goes on from entry 2 in a new segment: the log reads on without a gap.
  const next = createWalWriter({ dir, lastSeq: 2, devices: false });
  next.append(op(33));
  await next.close();
  assert.deepEqual(readWal(dir, 0).entries.map((e) => [e.entry.n, e.entry.at]), [[1, 1001], [2, 1002], [3, 1033]]);
  await w.close().catch(() => {});
});

test("a failed flush: what waited on it is never called durable, the error is reported once, and the log takes no more entries", async () => {
  const dir = freshDir();
  const errors: string[] = [];
  const failing: Flusher = {
    flush: () => Promise.reject(Object.assign(new Error("fdatasync failed (EIO): the write-ahead log's last entries may not be on disk"), { code: "EIO" })),
    close: async () => {},
  };
  const w = createWalWriter({ dir, lastSeq: 0, devices: false, flusher: failing, onError: (err) => errors.push(err.message) });
  w.append(op(1));
  await assert.rejects(w.durable(), /fdatasync failed \(EIO\)/);
  assert.equal(w.durableSeq, 0);
  w.append(op(2));
  await assert.rejects(w.durable(), /EIO/);
  assert.deepEqual(errors, ["fdatasync failed (EIO): the write-ahead log's last entries may not be on disk"]);
  await assert.rejects(w.close(), /EIO/);
});

test("while a flush runs, the next turns' entries are written and share the next flush", async () => {
  const dir = freshDir();
  const asked: (() => void)[] = [];
  let hold = false;
  const slow: Flusher = {
    flush: () => (hold ? new Promise<void>((resolve) => asked.push(resolve)) : Promise.resolve()),
    close: async () => {},
  };
  const turn = () => new Promise((r) => setImmediate(r));
  const w = createWalWriter({ dir, lastSeq: 0, devices: false, flusher: slow });
  w.append(op(1));
  await w.durable(); // the segment is open
  hold = true;
  w.append(op(2));
  const second = w.durable();
  while (asked.length < 1) await turn();
  w.append(op(3));
  await turn();
  w.append(op(4));
  while (asked.length < 3) await turn();
  assert.deepEqual(readWal(dir, 0).entries.map((e) => e.entry.n), [1, 2, 3, 4], "each turn written, its flush asked for, while the first flush runs");
  assert.equal(w.durableSeq, 1);
  asked[0]?.();
  await second;
  assert.equal(w.durableSeq, 2, "only what the first flush covered counts as kept");
  hold = false;
  for (const release of asked.slice(1)) release();
  await w.durable();
  assert.equal(w.durableSeq, 4);
  await w.close();
});
