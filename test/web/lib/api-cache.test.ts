/**
 * The cache behind useApi against a real local server (§9 data fetch policy): one entry per
 * input, dedupe 2 s, in-flight dedupe, reload, and retries only for failures without an answer
 * (3 elsewhere, every 5 s without end in admin). api-cache-revalidate.test.ts has the rest.
 */
import { afterEach, beforeEach, describe, mock, test } from "node:test";
import assert from "node:assert/strict";
import type { ServerResponse } from "node:http";
import { json, type SeenRequest } from "../../helpers/scripted-server.ts";
import type { Endpoint } from "../../../web/contract/http/endpoint.ts";
import { FETCH_POLICY } from "../../../web/contract/constants.ts";
import {
  advanceClock,
  cache,
  COMPANY,
  company,
  defaults,
  dropSocket,
  hits,
  holding,
  http,
  ITEMS,
  items,
  itemsMore,
  nextVersion,
  on,
  quiet,
  server,
  TIMEOUT_MS,
  toasts,
  until,
  watch,
  type Watch,
} from "./api-cache-harness.ts";

// ---- tests ----

describe("keyOf: one entry per (endpoint, input)", () => {
  const same: [string, unknown, unknown][] = [
    ["key order does not matter", { page: 1, q: "a" }, { q: "a", page: 1 }],
    ["undefined fields are dropped", { page: 1, q: undefined }, { page: 1 }],
    ["null and undefined input are the empty input", null, {}],
    ["undefined input is the empty input", undefined, {}],
    ["nested objects are stable too", { f: { b: 1, a: 2 } }, { f: { a: 2, b: 1 } }],
  ];
  for (const [name, a, b] of same) {
    test(`same key: ${name}`, () => assert.equal(cache.keyOf(items, a), cache.keyOf(items, b)));
  }
  const different: [string, Endpoint, unknown, Endpoint, unknown][] = [
    ["different input values", items, { page: 1 }, items, { page: 2 }],
    ["a number and its string", items, { page: 1 }, items, { page: "1" }],
    ["array order matters", items, { ids: [1, 2] }, items, { ids: [2, 1] }],
    ["different endpoints, same input", company.companyInfo, {}, defaults.config, {}],
    ["paths sharing a prefix", items, {}, itemsMore, {}],
  ];
  for (const [name, ea, a, eb, b] of different) {
    test(`different keys: ${name}`, () => assert.notEqual(cache.keyOf(ea, a), cache.keyOf(eb, b)));
  }
});

describe("§9 dedupe 2 s", () => {
  test("a first subscriber fetches; its listener hears 'validating' then the data", async () => {
    const w = watch<{ name: string }>(company.companyInfo, {});
    assert.equal(w.snap().isValidating, true, "a request is on its way at once");
    const s = await w.settled();
    assert.equal(s.data?.name, "company v1");
    assert.equal(s.error, undefined);
    assert.equal(hits(COMPANY), 1);
    assert.ok(w.calls() >= 2, "told when validating and when the data came");
    w.off();
  });

  test("two subscribers at once → one request, both see the data", async () => {
    const a = watch<{ name: string }>(company.companyInfo, {});
    const b = watch<{ name: string }>(company.companyInfo, {});
    await a.settled();
    assert.equal(hits(COMPANY), 1);
    assert.equal(b.snap().data?.name, "company v1");
    assert.ok(b.calls() >= 1, "the second listener was told of the data");
    a.off();
    b.off();
  });

  const windows: [number, number, string][] = [
    [0, 1, "at once"],
    [1999, 1, "1999 ms later: inside the window"],
    [2000, 2, "2000 ms later: the window is over"],
    [60_000, 2, "a minute later"],
  ];
  for (const [later, want, name] of windows) {
    test(`subscribing again ${name} → ${want} request(s) in all`, async () => {
      const a = watch<{ name: string }>(company.companyInfo, {});
      await a.settled();
      a.off();
      advanceClock(later);
      const b = watch<{ name: string }>(company.companyInfo, {});
      assert.equal(b.snap().data?.name, "company v1", "the cached answer shows at once");
      await b.settled();
      assert.equal(hits(COMPANY), want);
      assert.equal(b.snap().data?.name, `company v${want}`);
      b.off();
    });
  }

  test("the window counts from when the request started, not when it answered", async () => {
    const h = holding();
    on(COMPANY, h.script);
    const a = watch(company.companyInfo, {});
    await until(() => h.held.length === 1, "request held");
    advanceClock(1500); // answers 1.5 s after it started
    h.release({ errorCode: 0, data: { name: "slow", logo_url: null } });
    await a.settled();
    advanceClock(600); // 2.1 s after the start, 0.6 s after the answer
    on(COMPANY, json(200, { errorCode: 0, data: { name: "fresh", logo_url: null } }));
    const b = watch<{ name: string }>(company.companyInfo, {});
    await b.settled();
    assert.equal(hits(COMPANY), 2);
    assert.equal(b.snap().data?.name, "fresh");
    a.off();
    b.off();
  });

  test("different inputs are different entries with their own requests and data", async () => {
    const p1 = watch<{ page: number }>(items, { page: 1 });
    const p2 = watch<{ page: number }>(items, { page: 2 });
    const p1again = watch<{ page: number }>(items, { page: 1 });
    await p1.settled();
    await p2.settled();
    assert.equal(hits(ITEMS), 2);
    assert.equal(p1.snap().data?.page, 1);
    assert.equal(p2.snap().data?.page, 2);
    assert.deepEqual(server.seen.map((r) => r.url).sort(), ["/api/test/items?page=1", "/api/test/items?page=2"]);
    for (const w of [p1, p2, p1again]) w.off();
  });

  test("in-flight dedupe: while a request is on its way, subscribe / reload / focus reuse it", async () => {
    const h = holding();
    on(COMPANY, h.script);
    const a = watch(company.companyInfo, {}, FETCH_POLICY.admin);
    await until(() => h.held.length === 1, "request held");
    advanceClock(10_000); // well past the dedupe window: only the in-flight rule can hold these back
    const b = watch(company.companyInfo, {}, FETCH_POLICY.admin); // admin, so the focus below would refetch
    const reloaded = cache.reload(company.companyInfo, {});
    window.dispatchEvent(new Event("focus"));
    await quiet();
    assert.equal(hits(COMPANY), 1);
    h.release({ errorCode: 0, data: { name: "once", logo_url: null } });
    await reloaded; // the reload promise is the in-flight one: settled with the answer
    assert.deepEqual(b.snap().data, { name: "once", logo_url: null });
    a.off();
    b.off();
  });
});

describe("reload", () => {
  test("forces a request inside the dedupe window and resolves once the new data is in", async () => {
    const w = watch<{ name: string }>(company.companyInfo, {});
    await w.settled();
    await cache.reload(company.companyInfo, {});
    assert.equal(hits(COMPANY), 2);
    assert.equal(w.snap().data?.name, "company v2");
    w.off();
  });

  test("an unknown entry: no request", async () => {
    await cache.reload(company.companyInfo, {});
    await quiet();
    assert.equal(hits(COMPANY), 0);
  });

  test("a failed reload keeps the data it had and adds the error; a later success clears it", async () => {
    const w = watch<{ name: string }>(company.companyInfo, {});
    await w.settled();
    on(COMPANY, json(200, { errorCode: 1, msg: "维护中" }));
    await cache.reload(company.companyInfo, {});
    assert.equal(w.snap().data?.name, "company v1", "stale data stays");
    assert.ok(w.snap().error instanceof http.RequestError);
    assert.equal((w.snap().error as Error).message, "维护中");
    on(COMPANY, json(200, { errorCode: 0, data: { name: "back", logo_url: null } }));
    await cache.reload(company.companyInfo, {});
    assert.equal(w.snap().error, undefined);
    assert.equal(w.snap().data?.name, "back");
    w.off();
  });
});

describe("§9 retry: only failures without an answer", () => {
  beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
  afterEach(() => {
    cache.clearApiCache(); // clears the mocked retry timers while the mock is still on
    toasts.remove();
    mock.timers.reset();
  });

  /** One 5 s step of the retry clock, then the real request it starts (if any) is awaited. */
  async function retryStep(w: Watch<unknown>, path: string, expectRequest: boolean): Promise<void> {
    const before = hits(path);
    mock.timers.tick(FETCH_POLICY.default.retryIntervalMs);
    if (expectRequest) {
      await until(() => hits(path) === before + 1, `retry request #${before + 1}`);
      await w.settled();
    } else {
      await quiet();
      assert.equal(hits(path), before, "no request");
    }
  }

  test("default policy: a dropped connection is retried 3 times, 5 s apart, then never again", async () => {
    assert.equal(FETCH_POLICY.default.retries, 3);
    assert.equal(FETCH_POLICY.default.retryIntervalMs, 5000);
    on(COMPANY, dropSocket);
    const w = watch(company.companyInfo, {});
    await w.settled();
    assert.equal(hits(COMPANY), 1);
    assert.equal((w.snap().error as InstanceType<typeof http.RequestError>).kind, "network");

    mock.timers.tick(4999);
    await quiet();
    assert.equal(hits(COMPANY), 1, "not before 5 s");
    mock.timers.tick(1);
    await until(() => hits(COMPANY) === 2, "first retry at 5 s");
    await w.settled();

    await retryStep(w, COMPANY, true); // retry 2
    await retryStep(w, COMPANY, true); // retry 3
    assert.equal(hits(COMPANY), 4, "the first try and 3 retries");
    await retryStep(w, COMPANY, false);
    await retryStep(w, COMPANY, false);
    assert.equal((w.snap().error as InstanceType<typeof http.RequestError>).kind, "network", "the error stays visible");
    w.off();
  });

  test("admin policy: keeps retrying every 5 s past 3, and a success ends it", async () => {
    assert.equal(FETCH_POLICY.admin.retryIntervalMs, 5000);
    on(COMPANY, dropSocket);
    const w = watch<{ name: string }>(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    for (let i = 0; i < 7; i++) await retryStep(w, COMPANY, true);
    assert.equal(hits(COMPANY), 8, "1 try + 7 retries, more than the default 3");
    on(COMPANY, json(200, { errorCode: 0, data: { name: "recovered", logo_url: null } }));
    await retryStep(w, COMPANY, true);
    assert.equal(w.snap().data?.name, "recovered");
    assert.equal(w.snap().error, undefined, "the error is cleared");
    await retryStep(w, COMPANY, false);
    await retryStep(w, COMPANY, false);
    w.off();
  });

  test("a timeout is retried too", async () => {
    http.configureHttp({ timeoutMs: 1000 });
    try {
      on(COMPANY, () => {}); // never answers
      const w = watch(company.companyInfo, {});
      await until(() => hits(COMPANY) === 1, "request arrived");
      mock.timers.tick(1000); // the client's timeout
      await w.settled();
      assert.equal((w.snap().error as InstanceType<typeof http.RequestError>).kind, "timeout");
      on(COMPANY, json(200, { errorCode: 0, data: { name: "late", logo_url: null } }));
      await retryStep(w, COMPANY, true);
      assert.deepEqual(w.snap().data, { name: "late", logo_url: null });
      w.off();
    } finally {
      http.configureHttp({ timeoutMs: TIMEOUT_MS });
    }
  });

  test("after a success the retry budget is full again", async () => {
    let failNext = 0;
    on(COMPANY, (r, res) => {
      if (failNext > 0) {
        failNext -= 1;
        res.socket?.destroy();
      } else json(200, { errorCode: 0, data: { name: `ok ${nextVersion()}`, logo_url: null } })(r, res);
    });
    failNext = 3;
    const w = watch(company.companyInfo, {});
    await w.settled();
    for (let i = 0; i < 3; i++) await retryStep(w, COMPANY, true);
    assert.ok(w.snap().data, "the third retry succeeded");
    failNext = 4;
    await cache.reload(company.companyInfo, {});
    for (let i = 0; i < 3; i++) await retryStep(w, COMPANY, true);
    await retryStep(w, COMPANY, false);
    assert.equal(hits(COMPANY), 4 + 4, "a fresh set of 3 retries after the success");
    w.off();
  });

  const notRetried: [string, (r: SeenRequest, res: ServerResponse) => void, string][] = [
    ["errorCode 1", json(200, { errorCode: 1, msg: "失败" }), "api"],
    ["400 with msg", json(400, { errorCode: 1, msg: "参数错误" }), "http"],
    ["401", json(401, {}), "http"],
    ["403", json(403, {}), "http"],
    ["404", json(404, {}), "http"],
    ["422", json(422, {}), "http"],
    ["500", json(500, {}), "http"],
    ["503 (an answer: not retried either)", json(503, {}), "http"],
    ["data not matching the schema", json(200, { errorCode: 0, data: { name: 42 } }), "contract"],
    ["not an envelope", (_r, res) => void res.end("<html></html>"), "contract"],
  ];
  for (const [name, script, kind] of notRetried) {
    for (const [policyName, policy] of Object.entries(FETCH_POLICY)) {
      test(`${name} → error kind ${kind}, never retried (${policyName} policy)`, async () => {
        on(COMPANY, script);
        const w = watch(company.companyInfo, {}, policy);
        await w.settled();
        const err = w.snap().error;
        assert.ok(err instanceof http.RequestError, `error is a RequestError: ${String(err)}`);
        assert.equal(err.kind, kind);
        await retryStep(w, COMPANY, false);
        await retryStep(w, COMPANY, false);
        assert.equal(hits(COMPANY), 1);
        w.off();
      });
    }
  }

  test("when the last subscriber leaves, the pending retry is cancelled", async () => {
    on(COMPANY, dropSocket);
    const w = watch(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    w.off();
    await retryStep(w, COMPANY, false);
    await retryStep(w, COMPANY, false);
    assert.equal(hits(COMPANY), 1);
  });

  test("a reload while a retry is pending replaces it (no double request)", async () => {
    on(COMPANY, dropSocket);
    const w = watch(company.companyInfo, {});
    await w.settled();
    on(COMPANY, json(200, { errorCode: 0, data: { name: "manual", logo_url: null } }));
    await cache.reload(company.companyInfo, {});
    assert.equal(hits(COMPANY), 2);
    await retryStep(w, COMPANY, false);
    w.off();
  });
});
