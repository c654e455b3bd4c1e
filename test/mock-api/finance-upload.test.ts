/**
 * tixian/upload-image (§5, §9: 5 MB, png/jpeg/jpg): multipart streamed with the limits enforced
 * while it arrives, type by magic bytes only, stored under a server-chosen name and served back
 * with its real Content-Type and nosniff.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi } from "./harness.ts";
import { MANAGER, multipart, snapshot, tokenFor, upload } from "./finance-fixtures.ts";

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A file of exactly `size` bytes starting with `head`. */
function fileOf(head: Buffer, size: number): Buffer {
  const b = Buffer.alloc(size, 0x5a);
  head.copy(b, 0);
  return b;
}

test("a small png uploads, is stored under a server name and is served back with its type and nosniff", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const png = fileOf(PNG_HEAD, 2048);
  const a = await upload(h.base, token, multipart([{ name: "note", data: "bank card front" }, { name: "file", filename: "../../etc/card.png", type: "image/png", data: png }]));
  assert.equal(a.status, 200, JSON.stringify(a.json));
  const data = a.json?.data as { url: string; size: number; type: string };
  assert.match(data.url, /^\/mock\/uploads\/[0-9a-f]{24}\.png$/, "the client's filename is never used");
  assert.equal(data.size, 2048);
  assert.equal(data.type, "png");
  const served = await fetch(h.base + data.url);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get("content-type"), "image/png");
  assert.equal(served.headers.get("x-content-type-options"), "nosniff");
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
  const head = await fetch(h.base + data.url, { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("content-length"), "2048");
  // The same name with the other extension, or an unknown name, is not there.
  assert.equal((await fetch(h.base + data.url.replace(/\.png$/, ".jpg"))).status, 404);
  assert.equal((await fetch(`${h.base}/mock/uploads/${"0".repeat(24)}.png`)).status, 404);
});

test("type comes from the bytes: a png named .jpg is a png, a jpeg named .png is a jpeg", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const cases = [
    { data: fileOf(PNG_HEAD, 300), filename: "photo.jpg", type: "image/jpeg", want: "png", ext: "png", mime: "image/png" },
    { data: fileOf(JPEG_HEAD, 300), filename: "photo.png", type: "image/png", want: "jpeg", ext: "jpg", mime: "image/jpeg" },
    { data: fileOf(JPEG_HEAD, 3), filename: "tiny.jpeg", type: "application/octet-stream", want: "jpeg", ext: "jpg", mime: "image/jpeg" },
  ];
  for (const c of cases) {
    const a = await upload(h.base, token, multipart([{ name: "file", filename: c.filename, type: c.type, data: c.data }]));
    assert.equal(a.status, 200, `${c.filename}: ${JSON.stringify(a.json)}`);
    const data = a.json?.data as { url: string; type: string };
    assert.equal(data.type, c.want);
    assert.ok(data.url.endsWith(`.${c.ext}`), data.url);
    const served = await fetch(h.base + data.url);
    assert.equal(served.headers.get("content-type"), c.mime);
  }
});

test("anything that is not png/jpeg by its bytes is 415, whatever its name and type claim; nothing is stored", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const cases = [
    { label: "text named .png", data: Buffer.from("hello, I am text\n".repeat(10)), filename: "card.png", type: "image/png" },
    { label: "svg named .jpg", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: "x.jpg", type: "image/jpeg" },
    { label: "gif", data: Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"), filename: "a.gif", type: "image/gif" },
    { label: "empty file", data: Buffer.alloc(0), filename: "empty.png", type: "image/png" },
    { label: "png magic cut short", data: PNG_HEAD.subarray(0, 5), filename: "short.png", type: "image/png" },
  ];
  const before = snapshot(h);
  for (const c of cases) {
    const a = await upload(h.base, token, multipart([{ name: "file", filename: c.filename, type: c.type, data: c.data }]));
    assert.equal(a.status, 415, `${c.label}: ${a.status} ${JSON.stringify(a.json)}`);
    assert.equal(a.json?.errorCode, 1);
    assert.match(a.json?.msg ?? "", /png/);
  }
  assert.equal(snapshot(h), before);
});

test("a non-image is refused from its first bytes: the answer comes before the rest of a big body", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const body = multipart([{ name: "file", filename: "movie.png", type: "image/png", data: Buffer.alloc(3 * 1024 * 1024, 0x41) }]);
  const a = await upload(h.base, token, body, { holdBack: 2 * 1024 * 1024 });
  assert.equal(a.status, 415);
  assert.ok(a.sentWhenAnswered < body.length, "answered while the client still held back bytes");
  assert.equal(a.headers["connection"], "close");
});

test("exactly 5 MB passes; 5 MB + 1 is 413 (declared or streamed)", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const exact = await upload(h.base, token, multipart([{ name: "file", filename: "big.png", type: "image/png", data: fileOf(PNG_HEAD, UPLOAD_MAX_BYTES) }]));
  assert.equal(exact.status, 200, JSON.stringify(exact.json));
  assert.equal((exact.json?.data as { size: number }).size, UPLOAD_MAX_BYTES);

  const before = snapshot(h);
  const over = multipart([{ name: "file", filename: "big.png", type: "image/png", data: fileOf(PNG_HEAD, UPLOAD_MAX_BYTES + 1) }]);
  for (const chunked of [false, true]) {
    const a = await upload(h.base, token, over, { chunked });
    assert.equal(a.status, 413, `chunked=${chunked}`);
    assert.equal(a.json?.errorCode, 1);
    assert.match(a.json?.msg ?? "", /5 MB/);
    assert.equal(a.headers["connection"], "close");
  }
  assert.equal(snapshot(h), before);
});

test("8 MB: the 413 arrives without the server reading the whole body", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const body = multipart([{ name: "file", filename: "huge.jpg", type: "image/jpeg", data: fileOf(JPEG_HEAD, 8 * 1024 * 1024) }]);
  // Declared length: refused before any byte is read.
  const declared = await upload(h.base, token, body, { holdBack: 7 * 1024 * 1024 });
  assert.equal(declared.status, 413);
  // No declared length (chunked): refused as the count passes 5 MB, ~3 MB still unsent.
  const streamed = await upload(h.base, token, body, { chunked: true, holdBack: 2 * 1024 * 1024 });
  assert.equal(streamed.status, 413);
  assert.ok(streamed.sentWhenAnswered <= body.length - 2 * 1024 * 1024);
  // The server is still fine afterwards.
  const small = await upload(h.base, token, multipart([{ name: "file", filename: "ok.jpg", data: fileOf(JPEG_HEAD, 100) }]));
  assert.equal(small.status, 200);
});

test("upload failures: not multipart 415, no file 422, broken body 400, no token 401, no shop 403", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const before = snapshot(h);
  const json = await h.call("POST", "/api/tixian/upload-image", { token, body: { file: "data:image/png;base64,iVBORw0KGgo=" } });
  assert.equal(json.status, 415);
  const noBoundary = await upload(h.base, token, multipart([{ name: "file", data: fileOf(PNG_HEAD, 10) }]), { contentType: "multipart/form-data" });
  assert.equal(noBoundary.status, 415);
  const noFile = await upload(h.base, token, multipart([{ name: "image", filename: "a.png", data: fileOf(PNG_HEAD, 10) }]));
  assert.equal(noFile.status, 422);
  assert.match(noFile.json?.msg ?? "", /^file/);
  const cut = multipart([{ name: "file", filename: "a.png", data: fileOf(PNG_HEAD, 100) }]);
  const truncated = await upload(h.base, token, cut.subarray(0, cut.length - 10));
  assert.equal(truncated.status, 400);
  const twoFiles = await upload(h.base, token, multipart([
    { name: "file", filename: "a.png", data: fileOf(PNG_HEAD, 10) },
    { name: "file", filename: "b.png", data: fileOf(PNG_HEAD, 10) },
  ]));
  assert.equal(twoFiles.status, 400);
  const anonymous = await upload(h.base, null, multipart([{ name: "file", filename: "a.png", data: fileOf(PNG_HEAD, 10) }]));
  assert.equal(anonymous.status, 401);
  const customer = await upload(h.base, tokenFor(h, SEED_USERS.customer.id), multipart([{ name: "file", filename: "a.png", data: fileOf(PNG_HEAD, 10) }]));
  assert.equal(customer.status, 403);
  // Only the tokens issued above changed the store.
  const tokensOnly = (s: string) => {
    const o = JSON.parse(s) as Record<string, unknown>;
    delete o["tokens"];
    return JSON.stringify(o);
  };
  assert.equal(tokensOnly(snapshot(h)), tokensOnly(before));
  assert.equal(Object.keys(h.api.store.finance.uploads).length, 0);
});
