/** The write-ahead log's flusher thread (store/flusher.ts): fdatasync off the event loop. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { createFlusher } from "../../mock-api/store/flusher.ts";

const root = mkdtempSync(join(tmpdir(), "mock-api-flusher-"));
const flusher = createFlusher();
after(async () => {
  await flusher.close();
  rmSync(root, { recursive: true, force: true });
});
let files = 0;
function openFile(): number {
  const fd = openSync(join(root, `f-${++files}`), "w");
  writeSync(fd, "entry\n");
  return fd;
}
const NO_SUCH_FD = 999_999;

test("flushes asked in a row end in the order asked, each after the writes made before it", async () => {
  const fd = openFile();
  const ended: number[] = [];
  const all = Array.from({ length: 50 }, (_, i) => {
    writeSync(fd, `entry ${i}\n`);
    return flusher.flush(fd).then(() => ended.push(i));
  });
  await Promise.all(all);
  assert.deepEqual(
    ended,
    Array.from({ length: 50 }, (_, i) => i),
  );
  closeSync(fd);
});

test("a failed flush rejects what waited on it, naming the error; the next flushes succeed", async () => {
  const fd = openFile();
  await assert.rejects(flusher.flush(NO_SUCH_FD), (err: Error & { code?: string }) => {
    assert.match(err.message, /^fdatasync failed \(EBADF\): the write-ahead log's last entries may not be on disk$/);
    assert.equal(err.code, "EBADF");
    return true;
  });
  await flusher.flush(fd);
  closeSync(fd);
});

test("flushes of two files asked at once: each file's flush runs, a failure of one does not reach the other", async () => {
  const [a, b] = [openFile(), openFile()];
  const outcomes = await Promise.allSettled([flusher.flush(a), flusher.flush(NO_SUCH_FD), flusher.flush(b), flusher.flush(a)]);
  assert.deepEqual(
    outcomes.map((o) => o.status),
    ["fulfilled", "rejected", "fulfilled", "fulfilled"],
  );
  closeSync(a);
  closeSync(b);
});

test("the process's flusher keeps a process alive while a flush is awaited, and never otherwise", () => {
  const flusherUrl = JSON.stringify(fileURLToPath(new URL("../../mock-api/store/flusher.ts", import.meta.url)));
  const child = (body: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", `import { processFlusher } from ${flusherUrl};\n${body}`], { encoding: "utf8", timeout: 20_000 });
  // Started and never used (a store opened, nothing written): the process ends when its work does.
  const idle = child("processFlusher(); console.log('started');");
  assert.equal(idle.error, undefined, "the process exited by itself");
  assert.equal(idle.stdout.trim(), "started", idle.stderr);
  // A flush the only pending work: it ends before the process does.
  const file = JSON.stringify(join(root, "child"));
  const busy = child(`import { openSync, writeSync } from "node:fs";
    const fd = openSync(${file}, "w");
    writeSync(fd, "entry\\n");
    processFlusher().flush(fd).then(() => console.log("flushed"));`);
  assert.equal(busy.error, undefined, "the process exited by itself");
  assert.equal(busy.stdout.trim(), "flushed", busy.stderr);
  assert.equal(busy.status, 0);
});

test("a flusher whose thread stopped refuses every flush, the ones waiting and the ones after", async () => {
  const own = createFlusher();
  const fd = openFile();
  await own.flush(fd);
  await own.close();
  await assert.rejects(own.flush(fd), /the write-ahead log's flusher thread stopped \(exit code 1\)/);
  closeSync(fd);
});
