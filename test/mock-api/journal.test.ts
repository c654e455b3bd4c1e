/** The request journal: a bounded ring of the last /api/ requests, read at GET /__mock/journal. */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod/mini";
import { NoInput } from "../../web/contract/http/common.ts";
import { endpoint } from "../../web/contract/http/endpoint.ts";
import { createJournal, type JournalEntry, type JournalRecord } from "../../mock-api/journal.ts";
import { route } from "../../mock-api/route.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi, type Harness } from "./harness.ts";

function entry(path: string, n = 0): JournalRecord {
  return { atMs: n, method: "GET", path, search: n % 2 === 0 ? "" : `n=${n}`, status: 200, ms: n, errorCode: 0, user_id: null, contract: "not checked" };
}

test("the ring keeps the newest `capacity` entries, newest first; limit and path filter", () => {
  const j = createJournal({ capacity: 3 });
  assert.deepEqual(j.list(), []);
  for (let i = 1; i <= 5; i += 1) j.record(entry(i % 2 === 0 ? `/api/even/${i}` : `/api/odd/${i}`, i));
  assert.equal(j.size, 3);
  assert.deepEqual(j.list().map((e) => e.ms), [5, 4, 3]);
  // Formatted on read: the ISO time and the parsed query string.
  assert.deepEqual(j.list()[0], { at: "1970-01-01T00:00:00.005Z", method: "GET", path: "/api/odd/5", query: { n: "5" }, status: 200, ms: 5, errorCode: 0, user_id: null, contract: "not checked" });
  assert.deepEqual(j.list()[1]?.query, {});
  assert.deepEqual(j.list({ limit: 2 }).map((e) => e.ms), [5, 4]);
  assert.deepEqual(j.list({ path: "/api/odd/*" }).map((e) => e.ms), [5, 3]);
  assert.deepEqual(j.list({ path: "/api/even/4" }).map((e) => e.ms), [4]);
  assert.deepEqual(j.list({ path: "/api/**", limit: 1 }).map((e) => e.ms), [5]);
  j.clear();
  assert.equal(j.size, 0);
  assert.deepEqual(j.list(), []);
  j.record(entry("/api/x", 9));
  assert.deepEqual(j.list().map((e) => e.ms), [9]);
  assert.throws(() => createJournal({ capacity: 0 }), RangeError);
});

test("memory stays bounded: 100 000 entries into the default ring of 500 leave the newest 500", () => {
  const j = createJournal();
  assert.equal(j.capacity, 500);
  for (let i = 0; i < 100_000; i += 1) j.record(entry("/api/x", i));
  assert.equal(j.size, 500);
  assert.equal(j.list()[0]?.ms, 99_999);
  assert.equal(j.list().at(-1)?.ms, 99_500);
});

async function journal(h: Harness, query = "") {
  const a = await h.call("GET", `/__mock/journal${query}`);
  assert.equal(a.status, 200, a.text);
  return a.json?.data as { entries: JournalEntry[]; size: number; capacity: number };
}

test("entries through HTTP: status, ms, errorCode, user_id, query, contract result, newest first", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  await h.call("GET", "/api/user/info", { token });
  await h.call("GET", "/api/default/config?x=1");
  await h.call("GET", "/api/nope");
  await h.call("GET", "/mock/logo.svg"); // not /api/: not journalled
  const { entries, size, capacity } = await journal(h);
  assert.equal(capacity, 500);
  assert.equal(size, 5, "the /__mock/codes and /mock/ calls are not /api/ requests");
  assert.deepEqual(
    entries.map((e) => [e.method, e.path, e.status, e.errorCode, e.user_id, e.contract]),
    [
      ["GET", "/api/nope", 404, 1, null, "not checked"],
      ["GET", "/api/default/config", 422, 1, null, "not checked"],
      ["GET", "/api/user/info", 200, 0, SEED_USERS.customer.id, "ok"],
      ["POST", "/api/default/login", 200, 0, null, "ok"],
      ["POST", "/api/default/send-code", 200, 0, null, "ok"],
    ],
  );
  const config = entries[1];
  assert.deepEqual(config?.query, { x: "1" });
  assert.equal(config?.at, new Date(h.clock.now()).toISOString());
  assert.ok(entries.every((e) => typeof e.ms === "number" && e.ms >= 0));
  assert.ok(!JSON.stringify(entries).includes(token), "no token in the journal");
  assert.ok(!entries.some((e) => "fault" in e));

  assert.deepEqual((await journal(h, "?limit=2")).entries.map((e) => e.path), ["/api/nope", "/api/default/config"]);
  assert.deepEqual((await journal(h, "?path=/api/default/*")).entries.map((e) => e.path), ["/api/default/config", "/api/default/login", "/api/default/send-code"]);
  assert.equal((await h.call("GET", "/__mock/journal?limit=0")).status, 422);
  assert.equal((await h.call("GET", "/__mock/journal?limit=x")).status, 422);
  assert.equal((await h.call("GET", "/__mock/journal?path=api")).status, 422);
  const cleared = await h.call("DELETE", "/__mock/journal");
  assert.deepEqual(cleared.json?.data, { cleared: 5 });
  assert.deepEqual((await journal(h)).entries, []);
});

test("the fault that answered is named; dropped and hung requests show status 0", async (t) => {
  const h = await startApi(t);
  const add = async (rule: unknown) => ((await h.call("POST", "/__mock/faults", { body: rule })).json?.data as { id: string }).id;
  const failing = await add({ path: "/api/default/config", action: { kind: "apiError", msg: "x" }, times: 1 });
  await h.call("GET", "/api/default/config");
  const dropping = await add({ path: "/api/company/info", action: { kind: "drop" }, times: 1 });
  await assert.rejects(h.call("GET", "/api/company/info"));
  const hanging = await add({ path: "/api/user/info", action: { kind: "hang" }, times: 1 });
  await assert.rejects(fetch(`${h.base}/api/user/info`, { signal: AbortSignal.timeout(100) }));
  // The hung request is journalled once the server sees its socket close.
  for (let waited = 0; (await journal(h, "?path=/api/user/info")).entries.length === 0; waited += 10) {
    assert.ok(waited < 5000, "the hung request was journalled after the client gave up");
    await new Promise((r) => setTimeout(r, 10));
  }
  const slow = await add({ path: "/api/default/config", action: { kind: "delay", ms: 30 }, times: 1 });
  await h.call("GET", "/api/default/config");
  const { entries } = await journal(h);
  assert.deepEqual(
    entries.map((e) => [e.path, e.status, e.errorCode, e.fault]),
    [
      ["/api/default/config", 200, 0, slow],
      ["/api/user/info", 0, null, hanging],
      ["/api/company/info", 0, null, dropping],
      ["/api/default/config", 200, 1, failing],
    ],
  );
  assert.ok((entries[0]?.ms ?? 0) >= 28, "the delay is in the timing (libuv timers have 1 ms granularity)");
});

const badShape = endpoint({ method: "GET", path: "/api/test/bad-shape", access: "public", input: NoInput, output: z.looseObject({ count: z.number() }), summary: "test only" });

test("contract: a violation is recorded in the entry; without validateResponses nothing is checked", async (t) => {
  const extraRoutes = [route(badShape, () => ({ count: "three" }) as unknown as { count: number })];
  const checked = await startApi(t, { extraRoutes, expectProblems: true });
  await checked.call("GET", "/api/test/bad-shape");
  const [bad] = (await journal(checked)).entries;
  assert.equal(bad?.status, 500);
  assert.equal(bad?.contract, "violation: count: expected number");

  const unchecked = await startApi(t, { extraRoutes, validateResponses: false });
  await unchecked.call("GET", "/api/test/bad-shape");
  await unchecked.call("GET", "/api/default/config");
  assert.deepEqual((await journal(unchecked)).entries.map((e) => [e.status, e.contract]), [[200, "not checked"], [200, "not checked"]]);
});

test("journalCapacity bounds the journal of a running mock", async (t) => {
  const h = await startApi(t, { journalCapacity: 2 });
  for (let i = 0; i < 5; i += 1) await h.call("GET", `/api/default/config?n=${i}`);
  const { entries, capacity } = await journal(h);
  assert.equal(capacity, 2);
  assert.deepEqual(entries.map((e) => e.query), [{ n: "4" }, { n: "3" }]);
});
