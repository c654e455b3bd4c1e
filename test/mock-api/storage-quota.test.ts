/**
 * Issue 12 item 2: one user's kept files (uploads, drawings' PNGs, order exports) add up to at
 * most the storage quota (50 MiB by default); one more is refused with errorCode 1 and a message
 * saying how much is used, before anything is kept. Deleting a drawing frees its PNG's share.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_STORAGE_QUOTA_BYTES } from "../../mock-api/store/files.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { MANAGER, multipart, tokenFor, upload } from "./finance-fixtures.ts";
import { startApi, type Harness } from "./harness.ts";

const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d494844520000012c0000012c0806000000", "hex");
const MB = 1024 * 1024;

function png(size: number, fill = 0x5a): Buffer {
  const b = Buffer.alloc(size, fill);
  PNG_HEAD.copy(b);
  b.writeUInt32BE(size, size - 4); // each file its own bytes
  return b;
}

const send = (h: Harness, token: string, bytes: Buffer) => upload(h.base, token, multipart([{ name: "file", filename: "p.png", type: "image/png", data: bytes }]));

test("the default quota: ten 5 MB uploads are kept, the eleventh is refused with the figures (80 had made every save fail)", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, SEED_USERS.admin.id); // keeps no files yet
  assert.equal(DEFAULT_STORAGE_QUOTA_BYTES, 50 * MB);
  for (let i = 0; i < 10; i += 1) {
    const a = await send(h, token, png(5 * MB, i));
    assert.equal(a.json?.errorCode, 0, `upload ${i}: ${JSON.stringify(a.json)}`);
  }
  const before = JSON.stringify(h.api.store);
  const refused = await send(h, token, png(5 * MB, 99));
  assert.equal(refused.status, 200);
  assert.equal(refused.json?.errorCode, 1);
  assert.equal(refused.json?.msg, "存储空间不足（已用 50 MB，上限 50 MB），无法再保存这个 5 MB 的文件");
  assert.deepEqual(refused.json?.data, { quota_bytes: 50 * MB, used_bytes: 50 * MB });
  assert.equal(JSON.stringify(h.api.store), before, "nothing kept");
  assert.equal(h.api.blobs.stats().count, 10 + 2, "nor its file (the seed's two exports are files too)");
});

test("drawings and exports count too; deleting a drawing frees its share; English callers get English", async (t) => {
  const h = await startApi(t, { settings: { storageQuotaBytes: 20 * 1024 } });
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString("base64")}`;
  const strokes = [{ tool: "pen", width: 5, points: [[10, 10], [120, 80]] }];
  const save = (b: Buffer) => h.call("POST", "/api/tanghua/save-goods", { token, body: { sn: "SIM-0001", image: dataUrl(b), strokes } });
  const first = await save(png(12 * 1024, 1));
  assert.equal(first.json?.errorCode, 0, first.text);
  const second = await h.call("POST", "/api/tanghua/save-goods", { token, headers: { language: "en" }, body: { sn: "SIM-0001", image: dataUrl(png(12 * 1024, 2)), strokes } });
  assert.equal(second.json?.errorCode, 1);
  assert.equal(second.json?.msg, "Not enough storage (12 KB of 20 KB used): this 12 KB file cannot be kept");
  const goodsId = (first.json?.data as { goods_id: number }).goods_id;
  const del = await h.call("POST", "/api/tanghua/goods-do", { token, body: { action: "delete", goods_id: goodsId, sn: "SIM-0001" } });
  assert.equal(del.json?.errorCode, 0, del.text);
  assert.equal((await save(png(12 * 1024, 3))).json?.errorCode, 0, "room again once the drawing is deleted");

  // A merchant's exports count by their CSV's size: the seeded two, then each new one.
  const merchant = tokenFor(h, MANAGER.id);
  const used = () => Object.values(h.api.store.merchant.downloads).filter((d) => d.userId === MANAGER.id).reduce((n, d) => n + d.bytes, 0);
  assert.ok(used() > 0, "the seeded exports count");
  const range = { order_type: "tanghua", start_date: "2025-06-01", end_date: "2026-05-31" };
  let answer;
  for (let i = 0; i < 20; i += 1) {
    answer = await h.call("POST", "/api/manage-order/download", { token: merchant, body: range });
    if (answer.json?.errorCode !== 0) break;
  }
  assert.equal(answer?.json?.errorCode, 1, "exports stop at the quota");
  assert.match(answer?.json?.msg ?? "", /^存储空间不足（已用 \d+ KB，上限 20 KB）/);
  assert.ok(used() <= 20 * 1024);
});
