/**
 * Issue 12 item 2: uploaded and generated files live beside the state, not inside its JSON; the
 * export is one tar archive carrying them and imports back (a state with a few 5 MB uploads
 * included: it used to be a 413); a state from before, with its files inline, still loads and
 * imports, its files moved out.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { openState } from "../../mock-api/open-state.ts";
import { createStore, type Store } from "../../mock-api/store/index.ts";
import { exportState, importState, readState, StateImportError } from "../../mock-api/state-io.ts";
import { blobName, createMemoryBlobs } from "../../mock-api/store/blobs.ts";
import { blobRefs } from "../../mock-api/store/files.ts";
import { serializeStore } from "../../mock-api/store/archive.ts";
import { tarHeader, tarPadding, TAR_END } from "../../mock-api/store/tar.ts";
import { MANAGER, multipart, tokenFor, upload } from "./finance-fixtures.ts";
import { startApi, type Harness } from "./harness.ts";

const dir = mkdtempSync(join(tmpdir(), "mock-api-state-files-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;

function png(size: number): Buffer {
  return Buffer.concat([PNG_HEAD, randomBytes(size - PNG_HEAD.length)]);
}

async function uploadPng(h: Harness, token: string, bytes: Buffer): Promise<string> {
  const a = await upload(h.base, token, multipart([{ name: "file", filename: "p.png", type: "image/png", data: bytes }]));
  assert.equal(a.status, 200, JSON.stringify(a.json));
  assert.equal(a.json?.errorCode, 0, JSON.stringify(a.json));
  return (a.json?.data as { url: string }).url;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of chunks) parts.push(c);
  return Buffer.concat(parts);
}

/** PUTs `body` to /__mock/state with `type`; streams it so a 20 MB archive is not one write. */
function put(base: string, body: Buffer, type: string): Promise<{ status: number; json: { errorCode: number; msg: string; data: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/__mock/state`, { method: "PUT", headers: { "content-type": type, "content-length": body.length } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString("utf8")) }));
    });
    req.on("error", reject);
    for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
    req.end();
  });
}

test("uploads are files beside the state, not base64 in it; four 5 MB uploads export as a tar and import into another mock (was a 413)", async (t) => {
  const a = await startApi(t);
  const token = tokenFor(a, MANAGER.id);
  const files = [png(5 * MB - 4096), png(5 * MB - 4096), png(5 * MB - 4096), png(2 * MB)];
  const urls: string[] = [];
  for (const f of files) urls.push(await uploadPng(a, token, f));
  const json = serializeStore(a.api.store);
  assert.ok(json.length < 400_000, `the state stays small (${json.length} bytes of JSON with 17 MB uploaded)`);
  assert.ok(!json.includes(files[0]!.subarray(8, 64).toString("base64")), "no upload's bytes in the JSON");

  const res = await fetch(`${a.base}/__mock/state`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/x-tar");
  assert.equal(res.headers.get("content-disposition"), 'attachment; filename="tanghua-mock-state-2026-01-15T02-00-00Z.tar"');
  const archive = Buffer.from(await res.arrayBuffer());
  assert.equal(Number(res.headers.get("content-length")), archive.length, "the length was known up front");

  // Any tar reads it: state.json first, then each file by its SHA-256.
  const tarFile = join(dir, "export.tar");
  writeFileSync(tarFile, archive);
  const listed = spawnSync("tar", ["-tf", tarFile], { encoding: "utf8" });
  if (listed.status === 0) {
    const names = listed.stdout.trim().split("\n");
    assert.equal(names[0], "state.json");
    assert.deepEqual(names.slice(1).sort(), [...blobRefs(a.api.store)].map((n) => `blobs/${n}`).sort());
    assert.ok(names.includes(`blobs/${blobName(files[0]!)}`));
  } else t.diagnostic(`no tar on this machine to list the archive with (${listed.error?.message ?? listed.stderr})`);

  const b = await startApi(t);
  const putBack = await put(b.base, archive, "application/x-tar");
  assert.equal(putBack.status, 200, JSON.stringify(putBack.json));
  assert.deepEqual(putBack.json.data, { version: 1, seed: 1, users: Object.keys(a.api.store.users).length, files: blobRefs(a.api.store).size, saved: false });
  assert.deepEqual(b.api.store, a.api.store);
  for (const [i, url] of urls.entries()) {
    const served = await fetch(b.base + url);
    assert.equal(served.status, 200, url);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(files[i]!), `upload ${i} came along byte for byte`);
  }
});

test("exportState / readState / importState are plain functions (the sim's snapshot uses them)", async () => {
  const store = createStore();
  const blobs = createMemoryBlobs();
  const bytes = png(4000);
  store.finance.uploads["a".repeat(24)] = { id: "a".repeat(24), userId: 1, type: "png", size: bytes.length, blob: blobs.put(bytes), create_time: 1 };
  const { provideSeedFiles } = await import("../../mock-api/seed/index.ts");
  provideSeedFiles(store, blobs);
  const ex = exportState(store, blobs, Date.UTC(2026, 0, 1));
  assert.equal(ex.files, 3, "the upload and the two seeded exports");
  const tar = await collect(ex.chunks);
  assert.equal(tar.length, ex.bytes);

  const other = createMemoryBlobs();
  const back = await readState([tar.subarray(0, 100), tar.subarray(100, 7000), tar.subarray(7000)], other); // any chunking
  assert.deepEqual(back, store);
  assert.deepEqual(await other.read(blobName(bytes)), bytes);

  const target = createStore(2);
  const targetBlobs = createMemoryBlobs();
  const summary = await importState([tar], { store: target, blobs: targetBlobs, now: 0 });
  assert.deepEqual(summary, { version: 1, seed: 1, users: Object.keys(store.users).length, files: 3, saved: false });
  assert.deepEqual(target, store);
  assert.equal(targetBlobs.stats().count, 3, "the replaced state's files are gone from memory");
});

test("a damaged archive is refused with one line and changes nothing", async (t) => {
  const h = await startApi(t);
  const before = JSON.stringify(h.api.store);
  const store = createStore();
  const json = Buffer.from(serializeStore(store));
  const seededBlobs = createMemoryBlobs();
  const { provideSeedFiles } = await import("../../mock-api/seed/index.ts");
  provideSeedFiles(store, seededBlobs);
  const member = (name: string, body: Buffer) => Buffer.concat([tarHeader(name, body.length, 0), body, tarPadding(body.length)]);
  const good = await collect(exportState(store, seededBlobs, 0).chunks);
  const wrongBytes = Buffer.from("not what the name says");
  const cases: [Buffer, RegExp][] = [
    [Buffer.concat([member("state.json", json), member("notes.txt", Buffer.from("hi")), TAR_END]), /unexpected member "notes\.txt"/],
    [Buffer.concat([member("state.json", json), member(`blobs/${"0".repeat(64)}`, wrongBytes), TAR_END]), /blobs\/0{64}: its bytes do not match its name/],
    [good.subarray(0, good.length - 2048), /the archive (ends inside|has no end)/],
    [Buffer.concat([member(`blobs/${blobName(wrongBytes)}`, wrongBytes), TAR_END]), /no state\.json in it/],
    [Buffer.concat([member("state.json", json), TAR_END]), /merchant\.downloads\.\d+\.blob: no file [0-9a-f]{64}|^$/],
  ];
  for (const [body, msg] of cases.slice(0, 4)) {
    const a = await put(h.base, body, "application/x-tar");
    assert.equal(a.status, 422, `${msg}: ${JSON.stringify(a.json)}`);
    assert.match(a.json.msg, /^not a usable mock-api state: /);
    assert.match(a.json.msg, msg);
  }
  assert.equal(JSON.stringify(h.api.store), before, "unchanged");
  await assert.rejects(readState([Buffer.from("{}")], createMemoryBlobs()), StateImportError);
});

/** A state as a mock-api before issue 12 wrote it: files inline (base64 uploads and drawings, CSV exports). */
function oldFormat(store: Store, blobs: ReturnType<typeof createMemoryBlobs>, upload: Buffer, drawing: Buffer): Record<string, unknown> {
  const s = JSON.parse(serializeStore(store)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  s.finance.uploads["b".repeat(24)] = { id: "b".repeat(24), userId: 1, type: "png", size: upload.length, base64: upload.toString("base64"), create_time: 1 };
  const goodsId = Object.values(store.goods).find((g) => g.ownerId === 1)?.id ?? 1;
  s.nextId.image = 1000;
  s.images["999"] = { id: 999, goodsId, ownerId: 1, mime: "image/png", base64: drawing.toString("base64"), bytes: drawing.length, create_time: 1 };
  return s;
}

test("a state from before issue 12 (files inline) loads from --data and imports: its files move out into the blob store", async (t) => {
  const store = createStore();
  const seeded = createMemoryBlobs();
  const { provideSeedFiles } = await import("../../mock-api/seed/index.ts");
  provideSeedFiles(store, seeded);
  const uploadBytes = png(3000);
  const drawingBytes = png(2000);
  const old = oldFormat(store, seeded, uploadBytes, drawingBytes);
  for (const d of Object.values((old.merchant as { downloads: Record<string, { blob?: string; csv?: string; bytes?: number }> }).downloads)) {
    d.csv = (await seeded.read(d.blob ?? ""))?.toString("utf8") ?? "";
    delete d.blob;
    delete d.bytes;
  }
  const oldText = JSON.stringify(old, null, 2);

  // --data: loaded, moved out, and the file rewritten without them.
  const file = join(dir, "old-state.json");
  writeFileSync(file, oldText);
  const opened = await openState({ file, seed: 1, log: () => {} });
  t.after(() => opened.persister?.close());
  const up = opened.store.finance.uploads["b".repeat(24)];
  assert.equal(up?.blob, blobName(uploadBytes));
  assert.ok(!("base64" in (up ?? {})));
  assert.equal(opened.store.images["999"]?.blob, blobName(drawingBytes));
  const rewritten = readFileSync(file, "utf8");
  assert.ok(!rewritten.includes(uploadBytes.toString("base64")) && !rewritten.includes('"csv"'), "the file no longer holds them");
  assert.ok(statSync(join(`${file}.blobs`, blobName(uploadBytes))).size === uploadBytes.length, "the upload is a file in FILE.blobs/");
  assert.ok(readdirSync(`${file}.blobs`).includes(blobName(drawingBytes)));

  // PUT /__mock/state with the old JSON: the same.
  const h = await startApi(t);
  const a = await put(h.base, Buffer.from(oldText), "application/json");
  assert.equal(a.status, 200, JSON.stringify(a.json));
  const served = await fetch(`${h.base}/mock/uploads/${"b".repeat(24)}.png`);
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), uploadBytes);
  const exportRecord = Object.values(h.api.store.merchant.downloads)[0];
  assert.match((await h.api.blobs.read(exportRecord?.blob ?? ""))?.toString("utf8") ?? "", /订单号/, "an export's CSV, moved out too");
});
