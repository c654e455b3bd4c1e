/**
 * The cache behind useApi against a real local server (§9 data fetch policy): dedupe 2 s,
 * in-flight dedupe, retries only for failures without an answer (3 elsewhere, every 5 s without
 * end in admin), focus revalidation only in admin and throttled to 5 s, cancellation when the
 * last subscriber leaves, invalidate, setCached and clearApiCache.
 *
 * The cache's clock is driven with setCacheClock; retry timers with node:test's mock timers,
 * ticked only once the real network I/O of the step before has finished.
 */
import { after, afterEach, before, beforeEach, describe, mock, test } from "node:test";
import assert from "node:assert/strict";
import type { ServerResponse } from "node:http";
import * as z from "zod/mini";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer, type SeenRequest } from "../../helpers/scripted-server.ts";
import { endpoint, type Endpoint } from "../../../web/contract/http/endpoint.ts";
import { FETCH_POLICY, type FetchPolicy } from "../../../web/contract/constants.ts";
import type { Snapshot } from "../../../web/src/lib/api-cache.ts";

const dom = installDom("http://localhost:3000/");
const { company, defaults } = await import("../../../web/contract/http/index.ts");
const http = await import("../../../web/src/lib/http.ts");
const cache = await import("../../../web/src/lib/api-cache.ts");
const toasts = await import("../../../web/src/lib/toast.ts");
const report = await import("../../../web/src/lib/report.ts");

/** Test-only GET endpoints with an input, so entries per input and path prefixes can be told apart. */
const items = endpoint({
  method: "GET",
  path: "/api/test/items",
  access: "public",
  input: z.strictObject({ page: z.optional(z.number()), q: z.optional(z.string()) }),
  output: z.looseObject({ page: z.number(), v: z.number() }),
  summary: "test only",
});
const itemsMore = endpoint({
  method: "GET",
  path: "/api/test/items-more",
  access: "public",
  input: z.strictObject({}),
  output: z.looseObject({ v: z.number() }),
  summary: "test only: shares a path prefix with /api/test/items",
});

const COMPANY = "/api/company/info";
const CONFIG = "/api/default/config";
const ITEMS = "/api/test/items";
const ITEMS_MORE = "/api/test/items-more";
const BASE_TIME = 1_000_000;
const TIMEOUT_MS = 10_000;

let server: ScriptedServer;
let clock = BASE_TIME;
/** Version counters the scripts put in their answers, so a refetch shows as new data. */
let version = 0;

before(async () => {
  await useDiskLocales();
  server = await startScriptedServer({ closeConnections: true });
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: TIMEOUT_MS });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
  cache.setCacheClock(() => clock);
});

after(async () => {
  cache.clearApiCache();
  cache.setCacheClock(Date.now);
  toasts.remove();
  await server.close();
  await dom.close();
});

beforeEach(() => {
  clock = BASE_TIME;
  version = 0;
  server.seen.length = 0;
  on(COMPANY, (r, res) => json(200, { errorCode: 0, data: { name: `company v${++version}`, logo_url: null } })(r, res));
  on(CONFIG, json(200, { errorCode: 0, data: { cash_back: 1, popup_probability: 0.5 } }));
  on(ITEMS, (r, res) => {
    const page = Number(new URL(r.url, "http://x").searchParams.get("page") ?? "0");
    json(200, { errorCode: 0, data: { page, v: ++version } })(r, res);
  });
  on(ITEMS_MORE, (r, res) => json(200, { errorCode: 0, data: { v: ++version } })(r, res));
});

afterEach(() => {
  cache.clearApiCache();
  toasts.remove();
});

// ---- helpers ----

const on = (path: string, script: (r: SeenRequest, res: ServerResponse) => void) => server.on(path, script);

const hits = (path: string): number => server.seen.filter((r) => r.url.split("?")[0] === path).length;

/** Real I/O only: yields to the event loop (setImmediate is never mocked here) until `pred` holds. */
async function until(pred: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) assert.fail(`timed out waiting for: ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

/** Lets real I/O run for `ms` so that "nothing happened" is a fair statement. */
async function quiet(ms = 60): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) await new Promise((r) => setImmediate(r));
}

interface Watch<T> {
  off: () => void;
  calls: () => number;
  snap: () => Snapshot<T>;
  /** Waits until no request of this entry is on its way. */
  settled: (what?: string) => Promise<Snapshot<T>>;
}

function watch<T = unknown>(ep: Endpoint, input: unknown, policy: FetchPolicy = FETCH_POLICY.default): Watch<T> {
  let n = 0;
  let on = true;
  const off = cache.subscribe(ep, input, policy, () => {
    assert.ok(on, "a listener was called after it unsubscribed");
    n += 1;
  });
  const snap = () => cache.snapshotOf<T>(ep, input);
  return {
    off: () => {
      on = false;
      off();
    },
    calls: () => n,
    snap,
    settled: async (what = `${ep.path} settled`) => {
      await until(() => !snap().isValidating, what);
      return snap();
    },
  };
}

/** A script that holds every request until the test lets it go. */
function holding(): { script: (r: SeenRequest, res: ServerResponse) => void; held: ServerResponse[]; release: (body: unknown) => void } {
  const held: ServerResponse[] = [];
  return {
    held,
    script: (_r, res) => void held.push(res),
    release: (body) => {
      for (const res of held.splice(0)) json(200, body)({} as SeenRequest, res);
    },
  };
}

const dropSocket = (_r: SeenRequest, res: ServerResponse) => void res.socket?.destroy();

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
      clock += later;
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
    clock += 1500; // answers 1.5 s after it started
    h.release({ errorCode: 0, data: { name: "slow", logo_url: null } });
    await a.settled();
    clock += 600; // 2.1 s after the start, 0.6 s after the answer
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
    clock += 10_000; // well past the dedupe window: only the in-flight rule can hold these back
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
      } else json(200, { errorCode: 0, data: { name: `ok ${++version}`, logo_url: null } })(r, res);
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

describe("§9 focus revalidation: admin only, throttled to 5 s", () => {
  const focus = () => window.dispatchEvent(new Event("focus"));

  test("admin: focus refetches even inside the dedupe window; again only 5 s after the last focus", async () => {
    assert.equal(FETCH_POLICY.admin.focusThrottleMs, 5000);
    const w = watch<{ name: string }>(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    const steps: [number, number, string][] = [
      [100, 2, "first focus: refetch"],
      [3000, 2, "2.9 s after the last focus: throttled"],
      [4999, 2, "4999 ms after it: still throttled"],
      [5100, 3, "5000 ms after it: refetch"],
      [5101, 3, "1 ms later: throttled"],
      [20_000, 4, "long after: refetch"],
    ];
    for (const [at, want, name] of steps) {
      clock = BASE_TIME + at;
      focus();
      await w.settled();
      await quiet(20);
      assert.equal(hits(COMPANY), want, name);
    }
    assert.equal(w.snap().data?.name, "company v4");
    w.off();
  });

  test("default policy: focus never refetches", async () => {
    assert.equal(FETCH_POLICY.default.revalidateOnFocus, false);
    const w = watch(company.companyInfo, {});
    await w.settled();
    for (const at of [100, 6000, 60_000]) {
      clock = BASE_TIME + at;
      focus();
      await quiet(20);
    }
    assert.equal(hits(COMPANY), 1);
    w.off();
  });

  test("admin: entries nobody shows are not refetched on focus", async () => {
    const w = watch(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    w.off();
    clock += 10_000;
    focus();
    await quiet();
    assert.equal(hits(COMPANY), 1);
  });

  test("admin: a visible visibilitychange counts as focus; a hidden page does not refetch", async () => {
    const w = watch(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    const hidden = Object.getOwnPropertyDescriptor(document, "visibilityState");
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    try {
      clock += 10_000;
      focus();
      document.dispatchEvent(new Event("visibilitychange"));
      await quiet();
      assert.equal(hits(COMPANY), 1, "hidden: nothing");
    } finally {
      if (hidden) Object.defineProperty(document, "visibilityState", hidden);
      else delete (document as unknown as Record<string, unknown>).visibilityState;
    }
    assert.equal(document.visibilityState, "visible");
    document.dispatchEvent(new Event("visibilitychange"));
    await w.settled();
    await quiet(20);
    assert.equal(hits(COMPANY), 2, "visible again: refetch");
    w.off();
  });

  test("each entry is throttled on its own; only admin entries refetch", async () => {
    const a = watch(company.companyInfo, {}, FETCH_POLICY.admin);
    const b = watch(items, { page: 1 }, FETCH_POLICY.admin);
    const c = watch(defaults.config, {}, FETCH_POLICY.default);
    await Promise.all([a.settled(), b.settled(), c.settled()]);
    clock += 100;
    focus();
    await Promise.all([a.settled(), b.settled()]);
    await quiet(20);
    assert.deepEqual([hits(COMPANY), hits(ITEMS), hits(CONFIG)], [2, 2, 1]);
    for (const w of [a, b, c]) w.off();
  });
});

describe("cancellation", () => {
  test("the last unsubscribe aborts the request: the server sees the socket close, nobody gets an update", async () => {
    let closed = false;
    const h = holding();
    on(COMPANY, (r, res) => {
      res.on("close", () => (closed = !res.writableEnded));
      h.script(r, res);
    });
    const w = watch(company.companyInfo, {});
    await until(() => h.held.length === 1, "request held");
    const callsBefore = w.calls();
    w.off(); // the listener asserts it is not called from here on
    await until(() => closed, "the server saw the client go away");
    await until(() => !cache.snapshotOf(company.companyInfo, {}).isValidating, "validating ends");
    assert.equal(w.calls(), callsBefore);
    const s = cache.snapshotOf(company.companyInfo, {});
    assert.equal(s.data, undefined);
    assert.equal(s.error, undefined, "an abort is not an error");
    assert.equal(toasts.getToasts().length, 0, "and not toasted");
  });

  test("one subscriber leaving while another stays does not abort", async () => {
    const h = holding();
    on(COMPANY, h.script);
    const a = watch<{ name: string }>(company.companyInfo, {});
    const b = watch<{ name: string }>(company.companyInfo, {});
    await until(() => h.held.length === 1, "request held");
    a.off();
    h.release({ errorCode: 0, data: { name: "kept", logo_url: null } });
    await b.settled();
    assert.equal(b.snap().data?.name, "kept");
    b.off();
  });

  test("unsubscribing twice is harmless", async () => {
    const a = watch(company.companyInfo, {});
    const b = watch(company.companyInfo, {});
    await a.settled();
    a.off();
    a.off();
    await cache.reload(company.companyInfo, {});
    assert.equal(hits(COMPANY), 2, "b still counts as a subscriber");
    b.off();
  });

  // A cancelled request must count neither as on its way nor as fresh: a subscriber that comes
  // back at once (React StrictMode's double mount, a quick navigate-away-and-back, a
  // FetchPolicyContext change) asks again.
  test("coming back right after a cancelled request loads the data", async () => {
    const h = holding();
    on(COMPANY, h.script);
    const a = watch(company.companyInfo, {});
    await until(() => h.held.length === 1, "request held");
    a.off();
    await until(() => !cache.snapshotOf(company.companyInfo, {}).isValidating, "aborted");
    on(COMPANY, json(200, { errorCode: 0, data: { name: "again", logo_url: null } }));
    const b = watch<{ name: string }>(company.companyInfo, {});
    try {
      await until(() => b.snap().data !== undefined || b.snap().error !== undefined, "data after coming back");
      assert.equal(b.snap().data?.name, "again");
    } finally {
      b.off();
    }
  });
});

describe("invalidate", () => {
  test("refetches every subscribed entry of the endpoint (all inputs); leaves other endpoints alone", async () => {
    const p1 = watch<{ page: number; v: number }>(items, { page: 1 });
    const p2 = watch<{ page: number; v: number }>(items, { page: 2 });
    const more = watch(itemsMore, {});
    const other = watch(company.companyInfo, {});
    await Promise.all([p1.settled(), p2.settled(), more.settled(), other.settled()]);
    const before = [hits(ITEMS), hits(ITEMS_MORE), hits(COMPANY)];
    assert.deepEqual(before, [2, 1, 1]);
    const v1 = p1.snap().data?.v ?? -1;
    await cache.invalidate(items); // inside the dedupe window: invalidation forces
    assert.deepEqual([hits(ITEMS), hits(ITEMS_MORE), hits(COMPANY)], [4, 1, 1], "only /api/test/items, not its prefix twin");
    assert.ok((p1.snap().data?.v ?? -1) > v1, "new data is in when invalidate resolves");
    assert.equal(p2.snap().data?.page, 2);
    for (const w of [p1, p2, more, other]) w.off();
  });

  test("forgets entries nobody shows, so the next visit loads fresh even within 2 s", async () => {
    const w = watch<{ name: string }>(company.companyInfo, {});
    await w.settled();
    w.off();
    await cache.invalidate(company.companyInfo);
    assert.equal(hits(COMPANY), 1, "nothing fetched for nobody");
    assert.deepEqual(cache.snapshotOf(company.companyInfo, {}), { data: undefined, error: undefined, isValidating: false });
    const again = watch<{ name: string }>(company.companyInfo, {});
    await again.settled();
    assert.equal(hits(COMPANY), 2);
    assert.equal(again.snap().data?.name, "company v2");
    again.off();
  });

  test("several endpoints at once; no endpoints or nothing cached is a no-op", async () => {
    const a = watch(company.companyInfo, {});
    const b = watch(defaults.config, {});
    await Promise.all([a.settled(), b.settled()]);
    await cache.invalidate();
    await cache.invalidate(itemsMore);
    assert.deepEqual([hits(COMPANY), hits(CONFIG)], [1, 1]);
    await cache.invalidate(company.companyInfo, defaults.config);
    assert.deepEqual([hits(COMPANY), hits(CONFIG)], [2, 2]);
    a.off();
    b.off();
  });
});

describe("invalidate during a request", () => {
  test("a request that started before the mutation is dropped and asked again", async () => {
    const h = holding();
    on(COMPANY, h.script);
    const w = watch<{ name: string }>(company.companyInfo, {});
    await until(() => h.held.length === 1, "first request held");
    on(COMPANY, json(200, { errorCode: 0, data: { name: "after the change", logo_url: null } }));
    await cache.invalidate(company.companyInfo);
    assert.equal(w.snap().data?.name, "after the change");
    h.release({ errorCode: 0, data: { name: "before the change", logo_url: null } });
    await quiet();
    assert.equal(w.snap().data?.name, "after the change", "the stale answer is ignored");
    w.off();
  });
});

describe("setCached", () => {
  test("puts data in without a request; a subscriber within 2 s uses it", async () => {
    cache.setCached(company.companyInfo, {}, { name: "saved", logo_url: null });
    assert.deepEqual(cache.snapshotOf(company.companyInfo, {}).data, { name: "saved", logo_url: null });
    const w = watch<{ name: string }>(company.companyInfo, {});
    await quiet();
    assert.equal(hits(COMPANY), 0);
    assert.equal(w.snap().data?.name, "saved");
    assert.equal(w.snap().isValidating, false);
    w.off();
    clock += 2000;
    const later = watch<{ name: string }>(company.companyInfo, {});
    await later.settled();
    assert.equal(hits(COMPANY), 1, "after 2 s it is fetched again");
    later.off();
  });

  test("tells current subscribers and clears an error", async () => {
    on(COMPANY, json(200, { errorCode: 1, msg: "x" }));
    const w = watch<{ name: string }>(company.companyInfo, {});
    await w.settled();
    assert.ok(w.snap().error);
    const calls = w.calls();
    cache.setCached(company.companyInfo, {}, { name: "saved", logo_url: null });
    assert.equal(w.calls(), calls + 1);
    assert.equal(w.snap().error, undefined);
    assert.equal(w.snap().data?.name, "saved");
    w.off();
  });

  test("keys by input like subscribe does", () => {
    cache.setCached(items, { q: "a", page: 3 }, { page: 3, v: 9 });
    assert.deepEqual(cache.snapshotOf(items, { page: 3, q: "a" }).data, { page: 3, v: 9 });
    assert.equal(cache.snapshotOf(items, { page: 4 }).data, undefined);
  });
});

describe("clearApiCache", () => {
  test("forgets every entry", async () => {
    const w = watch(company.companyInfo, {});
    await w.settled();
    w.off();
    cache.clearApiCache();
    assert.equal(cache.snapshotOf(company.companyInfo, {}).data, undefined);
    const again = watch(company.companyInfo, {});
    await again.settled();
    assert.equal(hits(COMPANY), 2, "fetched again within 2 s");
    again.off();
  });

  test("aborts what is in flight", async () => {
    let closed = false;
    on(COMPANY, (_r, res) => void res.on("close", () => (closed = !res.writableEnded)));
    watch(company.companyInfo, {});
    await until(() => hits(COMPANY) === 1, "request arrived");
    cache.clearApiCache();
    await until(() => closed, "the server saw the socket close");
  });
});
