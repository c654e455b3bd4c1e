/**
 * The bench's load generator against tiny local servers, for both clients. Asserts counting,
 * percentiles, error accounting and that it stops by itself; never how fast anything is.
 */
import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test, type TestContext } from "node:test";
import { mergeResults, percentile, runLoad, type LoadResult } from "../../scripts/bench/load.ts";
import { parseAnswer } from "../../scripts/bench/raw-http.ts";

const ENGINES = ["raw", "node-http"] as const;
const OK = JSON.stringify({ errorCode: 0, msg: "ok", data: null });

interface Tiny {
  url: string;
  /** Requests the server saw (warm-up included). */
  seen: number;
  /** TCP connections it accepted. */
  sockets: number;
  bodies: string[];
}

async function tinyServer(t: TestContext, answer: (req: IncomingMessage, res: ServerResponse, n: number, body: string) => void): Promise<Tiny> {
  const state: Tiny = { url: "", seen: 0, sockets: 0, bodies: [] };
  const server = createServer((req, res) => {
    const n = state.seen++;
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      if (state.bodies.length < 1000) state.bodies.push(body);
      answer(req, res, n, body);
    });
  });
  server.on("connection", () => state.sockets++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.after(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return state;
}

const json = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
};

function assertOrdered(r: LoadResult) {
  assert.ok(r.p50 <= r.p90 && r.p90 <= r.p99 && r.p99 <= r.max, JSON.stringify(r));
  assert.equal(r.latencies.length, r.requests);
  for (let i = 1; i < r.latencies.length; i++) assert.ok((r.latencies[i - 1] ?? 0) <= (r.latencies[i] ?? 0), "latencies ascending");
}

test("percentile is nearest-rank; mergeResults pools runs", () => {
  const xs = Float64Array.from({ length: 100 }, (_, i) => i + 1);
  assert.deepEqual([50, 90, 99, 100, 0].map((p) => percentile(xs, p)), [50, 90, 99, 100, 1]);
  assert.deepEqual([50, 99].map((p) => percentile(Float64Array.of(5), p)), [5, 5]);
  assert.ok(Number.isNaN(percentile(new Float64Array(0), 50)));
  const run = (lat: number[], elapsedMs: number, errors: number): LoadResult => ({
    requests: lat.length, rps: 0, p50: 0, p90: 0, p99: 0, max: 0, errors, non2xx: 1, errorCodeNonZero: 0, elapsedMs,
    latencies: Float64Array.from(lat).sort(),
  });
  const m = mergeResults([run([1, 2, 3, 4], 1000, 1), run([10, 20, 30, 40, 50, 60], 1000, 2)]);
  assert.equal(m.requests, 10);
  assert.equal(m.rps, 5); // 10 answers over 2 s
  assert.equal(m.errors, 3);
  assert.equal(m.non2xx, 2);
  assert.equal(m.p50, 10);
  assert.equal(m.max, 60);
});

test("parseAnswer: Content-Length, chunked, incomplete, Connection: close", () => {
  const b = (s: string) => Buffer.from(s, "latin1");
  assert.equal(parseAnswer(b("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nabc"), false), null);
  const cl = parseAnswer(b("HTTP/1.1 201 Created\r\ncontent-length: 5\r\n\r\nabcdeHTTP/1.1"), false);
  assert.equal(cl?.answer.status, 201);
  assert.equal(cl?.answer.body.toString(), "abcde");
  assert.equal(cl?.used, 48); // head 43 bytes + body 5; the next answer's bytes stay
  assert.equal(cl?.close, false);
  const chunked = b("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\na\r\n0123456789\r\n0\r\n\r\n");
  const c = parseAnswer(chunked, false);
  assert.equal(c?.answer.body.toString(), "abc0123456789");
  assert.equal(c?.used, chunked.length);
  assert.equal(c?.close, true);
  assert.equal(parseAnswer(chunked.subarray(0, chunked.length - 1), false), null);
  assert.equal(parseAnswer(b("HTTP/1.1 204 No Content\r\n\r\n"), false)?.answer.body.length, 0);
  assert.throws(() => parseAnswer(b("SSH-2.0-x\r\n\r\n"), false));
  assert.throws(() => parseAnswer(b("HTTP/1.1 200 OK\r\n\r\nbody"), false), /framing/);
});

test("runLoad refuses anything but loopback http", async () => {
  for (const url of ["http://example.com/", "https://127.0.0.1/", "http://10.0.0.1:8080/"]) {
    await assert.rejects(runLoad({ url, durationMs: 10 }), /loopback/, url);
  }
});

for (const engine of ENGINES) {
  test(`${engine}: counts every answered request, keep-alive, one socket per connection`, async (t) => {
    const s = await tinyServer(t, (_req, res) => json(res, 200, OK));
    const r = await runLoad({ url: `${s.url}/x`, engine, connections: 4, warmupMs: 100, durationMs: 300 });
    assert.ok(r.requests > 0);
    assert.ok(r.requests <= s.seen, "never more than the server saw");
    assert.equal(r.errors + r.non2xx + r.errorCodeNonZero, 0);
    assert.ok(r.rps > 0);
    assert.ok(s.sockets <= 4, `${s.sockets} sockets for 4 connections`);
    assertOrdered(r);
  });

  test(`${engine}: percentiles of a known mix (every 4th answer waits 20 ms)`, async (t) => {
    const s = await tinyServer(t, (_req, res, n) => {
      if (n % 4 === 3) setTimeout(() => json(res, 200, OK), 20);
      else json(res, 200, OK);
    });
    const r = await runLoad({ url: `${s.url}/x`, engine, connections: 4, warmupMs: 50, durationMs: 300 });
    assertOrdered(r);
    // A quarter of the answers take at least 20 ms (timers may fire a hair early): p90 and above are
    // among them, whatever the machine's speed.
    assert.ok(r.p90 >= 15 && r.p99 >= 15 && r.max >= 15, JSON.stringify({ p90: r.p90, p99: r.p99, max: r.max }));
    const slow = r.latencies.filter((x) => x >= 15).length;
    assert.ok(slow / r.requests >= 0.15, `${slow} of ${r.requests} slow`);
  });

  test(`${engine}: dropped sockets count as errors, 500s as non-2xx, errorCode 1 as such`, async (t) => {
    const s = await tinyServer(t, (req, res, n) => {
      if (n % 5 === 1) req.socket.destroy();
      else if (n % 5 === 2) json(res, 500, JSON.stringify({ errorCode: 1, msg: "boom", data: null }));
      else if (n % 5 === 3) json(res, 200, JSON.stringify({ errorCode: 1, msg: "no", data: null }));
      else if (n % 5 === 4) json(res, 200, "not json");
      else json(res, 200, OK);
    });
    const r = await runLoad({ url: `${s.url}/x`, engine, connections: 3, durationMs: 300 });
    assert.ok(r.errors > 0, "dropped sockets");
    assert.ok(r.non2xx > 0, "500s");
    assert.ok(r.errorCodeNonZero > 0, "errorCode 1 and a body that is no envelope");
    assert.ok(r.requests > r.non2xx + r.errorCodeNonZero, "the healthy answers still count");
    assert.ok(s.sockets > 3, "reconnects after a drop");
  });

  test(`${engine}: stops by itself against a server that never answers`, async (t) => {
    const s = await tinyServer(t, () => {}); // holds every request open
    const t0 = performance.now();
    const r = await runLoad({ url: `${s.url}/x`, engine, connections: 3, durationMs: 300, timeoutMs: 100 });
    // Without the timeout it would wait forever; the bound is loose so a loaded CI machine passes.
    assert.ok(performance.now() - t0 < 30_000, "stopped after the duration and one timeout");
    assert.equal(r.requests, 0);
    assert.ok(r.errors >= 3, `${r.errors} timeouts`);
    assert.ok(Number.isNaN(r.p99));
  });

  test(`${engine}: bounded in count`, async (t) => {
    const s = await tinyServer(t, (_req, res) => json(res, 200, OK));
    const t0 = performance.now();
    const r = await runLoad({ url: `${s.url}/x`, engine, connections: 2, durationMs: 60_000, maxRequests: 25 });
    assert.ok(r.requests <= 25);
    assert.ok(performance.now() - t0 < 30_000, "did not wait for the 60 s window");
  });

  test(`${engine}: a sequence feeds each answer to the next step's body`, async (t) => {
    let orders = 0;
    const s = await tinyServer(t, (req, res, _n, body) => {
      if (req.url === "/make") json(res, 200, JSON.stringify({ errorCode: 0, msg: "ok", data: { sn: `O${++orders}` } }));
      else if (req.url === "/pay" && req.method === "POST") json(res, 200, JSON.stringify({ errorCode: 0, msg: "ok", data: { paid: (JSON.parse(body) as { sn: string }).sn } }));
      else json(res, 404, JSON.stringify({ errorCode: 1, msg: "?", data: null }));
    });
    const r = await runLoad({
      engine,
      connections: 2,
      durationMs: 200,
      sequence: [
        { method: "POST", url: `${s.url}/make`, body: JSON.stringify({ target_id: 1 }) },
        { method: "POST", url: `${s.url}/pay`, bodyFn: (made) => JSON.stringify({ sn: (made as { data: { sn: string } }).data.sn, pay_type: 30 }) },
      ],
    });
    assert.equal(r.errors + r.non2xx + r.errorCodeNonZero, 0);
    assert.ok(r.requests >= 2);
    const pays = s.bodies.filter((b) => b.includes("pay_type"));
    assert.ok(pays.length > 0);
    for (const b of pays) assert.match(b, /^\{"sn":"O\d+","pay_type":30\}$/);
    assert.equal(new Set(pays).size, pays.length, "each payment pays its own order");
  });
}
