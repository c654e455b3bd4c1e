/** mock-api/respond.ts: JSON answers, written in one batch per turn of the event loop. */
import assert from "node:assert/strict";
import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { sendEnvelope } from "../../mock-api/respond.ts";

function get(port: number, path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("an answer is ended after the turn it was made in, with its status and headers set at once", async (t) => {
  const seen: { headersSent: boolean; endedAtOnce: boolean; endedNextTurn?: boolean }[] = [];
  const server = createServer((req, res) => {
    sendEnvelope(res, 201, 0, "ok", { path: req.url });
    const row: (typeof seen)[number] = { headersSent: res.headersSent, endedAtOnce: res.writableEnded };
    seen.push(row);
    setImmediate(() => (row.endedNextTurn = res.writableEnded));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  t.after(() => new Promise<void>((r) => server.close(() => r())));
  const { port } = server.address() as AddressInfo;

  const answers = await Promise.all(["/a", "/b", "/c"].map((p) => get(port, p)));
  assert.deepEqual(
    answers.map((a) => [a.status, JSON.parse(a.body)]),
    ["/a", "/b", "/c"].map((p) => [201, { errorCode: 0, msg: "ok", data: { path: p } }]),
  );
  assert.equal(answers[0]?.headers["content-type"], "application/json; charset=utf-8");
  assert.equal(answers[0]?.headers["x-content-type-options"], "nosniff");
  assert.equal(Number(answers[0]?.headers["content-length"]), Buffer.byteLength(answers[0]?.body ?? ""));
  assert.equal(seen.length, 3);
  for (const row of seen) assert.deepEqual(row, { headersSent: true, endedAtOnce: false, endedNextTurn: true });
});

test("an answer whose connection is gone before its batch is written is dropped; the others are sent", async (t) => {
  const doomed: ServerResponse[] = [];
  const server = createServer((req, res) => {
    sendEnvelope(res, 200, 0, "ok", req.url);
    if (req.url === "/gone") {
      doomed.push(res);
      res.destroy(); // the client left in the same turn
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  t.after(() => new Promise<void>((r) => server.close(() => r())));
  const { port } = server.address() as AddressInfo;

  const [gone, kept] = await Promise.allSettled([get(port, "/gone"), get(port, "/kept")]);
  assert.equal(gone?.status, "rejected"); // socket hang up: nothing was written
  assert.equal(kept?.status === "fulfilled" ? JSON.parse(kept.value.body).data : kept, "/kept");
  assert.equal(doomed.length, 1);
  assert.equal(doomed[0]?.writableEnded, false);
});
