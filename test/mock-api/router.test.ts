/** The router's shared behaviour: 404/405, input parsing and 422, envelope, errors, faults. */
import { createMemoryBlobs } from "../../mock-api/store/blobs.ts";
import assert from "node:assert/strict";
import { request } from "node:http";
import { test } from "node:test";
import * as z from "zod/mini";
import { NoInput } from "../../web/contract/http/common.ts";
import { endpoint } from "../../web/contract/http/endpoint.ts";
import { ENDPOINTS } from "../../web/contract/http/index.ts";
import { manualClock } from "../../mock-api/clock.ts";
import { ApiError } from "../../mock-api/errors.ts";
import { ROUTES } from "../../mock-api/handlers/index.ts";
import { createRouter } from "../../mock-api/router.ts";
import { route } from "../../mock-api/route.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { noFaults } from "../../mock-api/faults/index.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi } from "./harness.ts";

const echo = endpoint({
  method: "GET",
  path: "/api/test/echo",
  access: "public",
  input: z.strictObject({ q: z.optional(z.string()), n: z.optional(z.coerce.number()) }),
  output: z.looseObject({ q: z.nullable(z.string()), n: z.nullable(z.number()) }),
  summary: "test only",
});
const explode = endpoint({ method: "POST", path: "/api/test/explode", access: "public", input: z.strictObject({ kind: z.string() }), output: z.unknown(), summary: "test only" });
const badShape = endpoint({ method: "GET", path: "/api/test/bad-shape", access: "public", input: NoInput, output: z.looseObject({ count: z.number() }), summary: "test only" });

const extraRoutes = [
  route(echo, ({ input }) => ({ q: input.q ?? null, n: input.n ?? null })),
  route(explode, ({ input }) => {
    if (input.kind === "conflict") throw new ApiError(409, "conflict here");
    if (input.kind === "business") throw new ApiError(200, "business failure", 1, { hint: 1 });
    throw new TypeError("boom");
  }),
  route(badShape, () => ({ count: "three" }) as unknown as { count: number }),
];

test("every contract endpoint has exactly one route", () => {
  const routed = ROUTES.map((r) => `${r.endpoint.method} ${r.endpoint.path}`).sort();
  assert.deepEqual(routed, ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort());
});

test("two routes for one method and path are refused when the table is built", () => {
  const deps = { store: createStore(), blobs: createMemoryBlobs(), clock: manualClock(), faults: noFaults, log: () => {} };
  assert.throws(() => createRouter({ ...deps, routes: [...ROUTES, ROUTES[0]!] }), /two routes/);
});

test("unknown /api path: 404 envelope with JSON headers", async (t) => {
  const h = await startApi(t);
  const a = await h.call("GET", "/api/nope/never");
  assert.equal(a.status, 404);
  assert.deepEqual(a.json, { errorCode: 1, msg: "接口不存在：/api/nope/never", data: null });
  assert.equal(a.headers.get("content-type"), "application/json; charset=utf-8");
  assert.equal(a.headers.get("cache-control"), "no-store");
  assert.equal(a.headers.get("x-content-type-options"), "nosniff");
});

test("a contract endpoint without a route answers 501", async (t) => {
  const h = await startApi(t);
  const router = createRouter({ routes: [], endpoints: ENDPOINTS, store: h.api.store, blobs: h.api.blobs, clock: h.clock, faults: noFaults, log: () => {} });
  h.api.server.removeAllListeners("request");
  h.api.server.on("request", (req, res) => void router.handle(req, res, (req.url ?? "").split("?")[0] ?? "", ""));
  const a = await h.call("GET", "/api/default/config");
  assert.equal(a.status, 501);
  assert.equal(a.json?.errorCode, 1);
});

test("known path, wrong method: 405 with Allow", async (t) => {
  const h = await startApi(t);
  for (const [method, path, allow] of [["GET", "/api/default/login", "POST"], ["POST", "/api/user/info", "GET"], ["DELETE", "/api/default/config", "GET"]] as const) {
    const a = await h.call(method, path);
    assert.equal(a.status, 405, `${method} ${path}`);
    assert.equal(a.headers.get("allow"), allow);
    assert.equal(a.json?.errorCode, 1);
  }
});

test("schema failures are 422 naming the first failing field, in the caller's language", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const cases: [string, string, unknown, Record<string, string>, string][] = [
    ["POST", "/api/user/bind-account", { code: "123456" }, {}, "mobile: 必填"],
    ["POST", "/api/user/bind-account", { code: "123456" }, { language: "en" }, "mobile: required"],
    ["POST", "/api/user/bind-account", { mobile: 13800000001, code: "123456" }, { language: "en-US" }, "mobile: expected string"],
    ["POST", "/api/user/bind-account", { mobile: "13800000001", code: "123456", extra: 1 }, { language: "en" }, "extra: unknown key"],
    ["POST", "/api/default/logout", { foo: 1 }, {}, "foo: 不允许的字段"],
    ["POST", "/api/default/send-code", { mobile: "123" }, {}, "mobile: mobile must be an 11-digit mainland number"],
    ["POST", "/api/default/send-code", {}, {}, "mobile: give exactly one of mobile or email"],
    ["POST", "/api/default/send-code", [], { language: "en" }, "(body): expected object"],
  ];
  for (const [method, path, body, headers, msg] of cases) {
    const a = await h.call(method, path, { body, headers, token });
    assert.equal(a.status, 422, `${path} ${JSON.stringify(body)}`);
    const [field, text] = [msg.slice(0, msg.indexOf(": ")), msg.slice(msg.indexOf(": ") + 2)];
    assert.deepEqual(a.json, { errorCode: 1, msg, data: { fields: { [field]: text } } }, "msg the first field, data.fields every field");
  }
  // Every field at fault is named once, with its own message, for a form.
  const many = await h.call("POST", "/api/user/bind-account", { body: { mobile: "123", code: "x", extra: 1 }, headers: { language: "en" }, token });
  assert.deepEqual((many.json?.data as { fields: Record<string, string> }).fields, {
    mobile: "mobile must be an 11-digit mainland number",
    code: "code must be 6 digits",
    extra: "unknown key",
  });
  const q = await h.call("GET", "/api/default/config?x=1", { headers: { language: "en" } });
  assert.equal(q.status, 422);
  assert.equal(q.json?.msg, "x: unknown key");
});

test("GET input is the query string: single values, the last of repeated keys, coerced numbers", async (t) => {
  const h = await startApi(t, { extraRoutes });
  const a = await h.call("GET", "/api/test/echo?q=first&q=last&n=42");
  assert.deepEqual(a.json, { errorCode: 0, msg: "ok", data: { q: "last", n: 42 } });
});

test("POST bodies: invalid JSON 400, form bodies accepted, other types 415, empty body is {}", async (t) => {
  const h = await startApi(t);
  const bad = await h.call("POST", "/api/default/send-code", { rawBody: '{"mobile":', headers: { "content-type": "application/json" } });
  assert.equal(bad.status, 400);
  assert.match(bad.json?.msg ?? "", /JSON/);
  const form = await h.call("POST", "/api/default/send-code", {
    rawBody: "mobile=13800000001&scene=login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  assert.deepEqual(form.json, { errorCode: 0, msg: "ok", data: { retry_after: 60 } });
  const text = await h.call("POST", "/api/default/send-code", { rawBody: "mobile=1", headers: { "content-type": "text/plain" } });
  assert.equal(text.status, 415);
  const empty = await h.call("POST", "/api/default/logout");
  assert.deepEqual(empty.json, { errorCode: 0, msg: "ok", data: null });
});

/** A raw POST that streams `chunks` without a Content-Length (chunked encoding). */
function streamPost(base: string, path: string, chunks: number, chunkBytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

test("bodies over the limit are 413, by Content-Length or while streaming", async (t) => {
  const h = await startApi(t, { bodyLimitBytes: 1024 });
  const declared = await h.call("POST", "/api/default/logout", { rawBody: " ".repeat(2000), headers: { "content-type": "application/json" } });
  assert.equal(declared.status, 413);
  assert.equal(declared.json?.errorCode, 1);
  const streamed = await streamPost(h.base, "/api/default/logout", 256, 64 * 1024);
  assert.equal(streamed.status, 413);
  assert.equal((JSON.parse(streamed.body) as { errorCode: number }).errorCode, 1);
  const within = await h.call("POST", "/api/default/logout", { rawBody: `{}${" ".repeat(1000)}`, headers: { "content-type": "application/json" } });
  assert.equal(within.status, 200);
});

test("the default body limit is 1 MiB", async (t) => {
  const h = await startApi(t);
  const pad = (n: number) => `{"pad":"${"x".repeat(n - 10)}"}`;
  const under = await h.call("POST", "/api/default/logout", { rawBody: pad(1024 * 1024), headers: { "content-type": "application/json" } });
  assert.equal(under.status, 422, "a body of exactly 1 MiB is read (and then fails the schema)");
  const over = await h.call("POST", "/api/default/logout", { rawBody: pad(1024 * 1024 + 1), headers: { "content-type": "application/json" } });
  assert.equal(over.status, 413);
});

test("ApiError keeps its status; other throws are a 500 envelope, logged and recorded", async (t) => {
  const h = await startApi(t, { extraRoutes, expectProblems: true });
  const conflict = await h.call("POST", "/api/test/explode", { body: { kind: "conflict" } });
  assert.equal(conflict.status, 409);
  assert.deepEqual(conflict.json, { errorCode: 1, msg: "conflict here", data: null });
  const business = await h.call("POST", "/api/test/explode", { body: { kind: "business" } });
  assert.equal(business.status, 200);
  assert.deepEqual(business.json, { errorCode: 1, msg: "business failure", data: { hint: 1 } });
  const boom = await h.call("POST", "/api/test/explode", { body: { kind: "boom" } });
  assert.equal(boom.status, 500);
  assert.deepEqual(boom.json, { errorCode: 1, msg: "服务器内部错误", data: null });
  assert.equal(h.api.problems.length, 1);
  assert.match(h.api.problems[0] ?? "", /TypeError: boom/);
  assert.ok(h.logs.some((l) => l.includes("ERROR") && l.includes("boom")));
});

test("validateResponses: data that breaks the output schema is a loud 500", async (t) => {
  const h = await startApi(t, { extraRoutes, expectProblems: true });
  const a = await h.call("GET", "/api/test/bad-shape", { headers: { language: "en" } });
  assert.equal(a.status, 500);
  assert.match(a.json?.msg ?? "", /contract.*count/);
  assert.match(h.api.problems[0] ?? "", /GET \/api\/test\/bad-shape: response breaks the contract: count: expected number/);
  assert.ok(h.logs.some((l) => l.includes("CONTRACT VIOLATION")));
});

test("the fault seam: error, delay and drop", async (t) => {
  const h = await startApi(t, {
    faults: {
      before: (_req, path) =>
        path === "/api/default/config" ? { kind: "error", status: 503, msg: "maintenance" }
        : path === "/api/company/info" ? { kind: "delay", ms: 20 }
        : path === "/api/user/info" ? { kind: "drop" }
        : undefined,
    },
  });
  const failed = await h.call("GET", "/api/default/config");
  assert.equal(failed.status, 503);
  assert.deepEqual(failed.json, { errorCode: 1, msg: "maintenance", data: null });
  const slow = await h.call("GET", "/api/company/info");
  assert.equal(slow.status, 200);
  await assert.rejects(h.call("GET", "/api/user/info"));
});

test("a client that hangs up mid-body is not an error", async (t) => {
  const h = await startApi(t);
  const { hostname, port } = new URL(h.base);
  await new Promise<void>((resolve) => {
    const req = request({ hostname, port, path: "/api/default/send-code", method: "POST", headers: { "content-type": "application/json", "content-length": "100" } });
    req.on("error", () => resolve());
    req.write('{"mobile":', () => setTimeout(() => req.destroy(), 50));
  });
  await new Promise((r) => setTimeout(r, 50));
  assert.equal((await h.call("GET", "/api/default/config")).status, 200);
  // startApi's t.after asserts that nothing was recorded as a problem.
});
