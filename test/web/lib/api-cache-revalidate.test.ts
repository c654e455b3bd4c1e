/**
 * The cache behind useApi against a real local server (§9 data fetch policy): focus revalidation
 * only in admin and throttled to 5 s, cancellation when the last subscriber leaves, invalidate,
 * setCached and clearApiCache.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { json } from "../../helpers/scripted-server.ts";
import { FETCH_POLICY } from "../../../web/contract/constants.ts";
import {
  advanceClock,
  cache,
  COMPANY,
  company,
  CONFIG,
  defaults,
  hits,
  holding,
  ITEMS,
  ITEMS_MORE,
  items,
  itemsMore,
  on,
  quiet,
  setClock,
  toasts,
  until,
  watch,
} from "./api-cache-harness.ts";

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
      setClock(at);
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
      setClock(at);
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
    advanceClock(10_000);
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
      advanceClock(10_000);
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
    advanceClock(100);
    focus();
    await Promise.all([a.settled(), b.settled()]);
    await quiet(20);
    assert.deepEqual([hits(COMPANY), hits(ITEMS), hits(CONFIG)], [2, 2, 1]);
    for (const w of [a, b, c]) w.off();
  });
});

describe("cancellation", () => {
  test("the last unsubscribe aborts the request: the server sees the socket close, nobody gets an update", async () => {
    const h = holding();
    on(COMPANY, h.script);
    const w = watch(company.companyInfo, {});
    await until(() => h.held.length === 1, "request held");
    const callsBefore = w.calls();
    w.off(); // the listener asserts it is not called from here on
    await until(() => h.abandoned(), "the server saw the client go away");
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
    advanceClock(2000);
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
    const h = holding();
    on(COMPANY, h.script);
    watch(company.companyInfo, {});
    await until(() => hits(COMPANY) === 1, "request arrived");
    cache.clearApiCache();
    await until(() => h.abandoned(), "the server saw the socket close");
  });
});
