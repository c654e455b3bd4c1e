/**
 * The cache behind useApi against a real local server (§9 data fetch policy): one entry per
 * input, dedupe 2 s, in-flight dedupe and reload. Retries are in api-cache-retry.test.ts, focus
 * revalidation, cancellation and invalidation in api-cache-revalidate.test.ts.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { json } from "../../helpers/scripted-server.ts";
import type { Endpoint } from "../../../web/contract/http/endpoint.ts";
import { FETCH_POLICY } from "../../../web/contract/constants.ts";
import {
  advanceClock,
  cache,
  COMPANY,
  company,
  defaults,
  hits,
  holding,
  http,
  ITEMS,
  items,
  itemsMore,
  on,
  quiet,
  seen,
  until,
  watch,
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
    assert.deepEqual(seen().map((r) => r.url).sort(), ["/api/test/items?page=1", "/api/test/items?page=2"]);
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
