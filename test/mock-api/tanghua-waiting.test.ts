/**
 * What the customer's waiting and refund pages need from the mock: user-order filtered by
 * order_sn, the job size (job_bytes) on a print order, and a customer image upload
 * (tanghua/upload-image: 5 MB, png/jpeg by magic bytes, any signed-in user).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PAY_TYPE, UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import { jobBytes } from "../../mock-api/printing/jobs.ts";
import { startCommerce, WORK } from "./commerce-fixture.ts";

const BOUNDARY = "----tanghua-test";

function form(file: Buffer, filename: string): Blob {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return new Blob([new Uint8Array(Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]))]);
}

async function upload(base: string, token: string | null, file: Buffer, filename = "shot.png") {
  const headers: Record<string, string> = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api/tanghua/upload-image`, { method: "POST", headers, body: form(file, filename) });
  return { status: res.status, json: (await res.json()) as { errorCode: number; data: { url: string; type: string } | null } };
}

test("user-order by order_sn finds exactly that order, with the size of its printer job", async (t) => {
  const h = await startCommerce(t);
  const first = await h.make(h.customer, WORK.odd.id);
  const second = await h.make(h.customer, WORK.cheap.id);
  const paid = await h.pay(h.customer, second.sn, PAY_TYPE.BALANCE);
  assert.equal(paid.json?.errorCode, 0, paid.text);

  const a = await h.call("GET", `/api/tanghua/user-order?order_sn=${second.sn}`, { token: h.customer });
  const page = a.json?.data as { list: { order_sn: string; job_bytes?: number }[]; total: number };
  assert.equal(page.total, 1);
  assert.equal(page.list[0]?.order_sn, second.sn);
  const job = h.jobs.find((j) => j.order_sn === second.sn);
  assert.ok(job, "the paid order's job went to the printer");
  assert.equal(page.list[0]?.job_bytes, job.bytes, "job_bytes is what the printer was sent");

  const none = await h.call("GET", `/api/tanghua/user-order?order_sn=NO-SUCH-ORDER`, { token: h.customer });
  assert.equal((none.json?.data as { total: number }).total, 0);
  // Without the filter both orders list, each with its size.
  const all = await h.call("GET", "/api/tanghua/user-order", { token: h.customer });
  const rows = (all.json?.data as { list: { order_sn: string; job_bytes?: number }[] }).list;
  assert.ok(rows.some((r) => r.order_sn === first.sn && r.job_bytes === jobBytes(h.api.store.goods[String(WORK.odd.id)])));
});

test("another user's order_sn is not found through the filter", async (t) => {
  const h = await startCommerce(t);
  const mine = await h.make(h.customer);
  const other = await h.loginAs("13800000005");
  const a = await h.call("GET", `/api/tanghua/user-order?order_sn=${mine.sn}`, { token: other });
  assert.equal((a.json?.data as { total: number }).total, 0);
});

test("a customer uploads a png screenshot; too large is 413, not an image is 415, no token is 401", async (t) => {
  const h = await startCommerce(t);
  const png = Buffer.alloc(1024, 0x5a);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  const ok = await upload(h.base, h.customer, png);
  assert.equal(ok.status, 200);
  assert.equal(ok.json.errorCode, 0);
  assert.match(ok.json.data?.url ?? "", /^\/mock\/uploads\/[0-9a-f]{24}\.png$/);
  assert.equal(ok.json.data?.type, "png");

  const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x5a);
  png.copy(big, 0, 0, 8);
  assert.equal((await upload(h.base, h.customer, big)).status, 413);
  assert.equal((await upload(h.base, h.customer, Buffer.from("GIF89a not allowed"), "x.png")).status, 415);
  assert.equal((await upload(h.base, null, png)).status, 401);
});
