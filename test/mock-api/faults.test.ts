/** Faults for QA: rules through /__mock/faults, every action kind through real HTTP, the phone URL. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createFaults, FaultRuleError, globToRegExp, matchesGlob, type FaultEngine } from "../../mock-api/faults/index.ts";
import { manualClock } from "../../mock-api/clock.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi, type Harness } from "./harness.ts";

const CUSTOMER = SEED_USERS.customer.mobile;

async function addRule(h: Harness, rule: unknown) {
  const a = await h.call("POST", "/__mock/faults", { body: rule });
  assert.equal(a.status, 200, a.text);
  return a.json?.data as { id: string; times?: number; hits: number; description: string; token?: string };
}

async function rules(h: Harness) {
  const a = await h.call("GET", "/__mock/faults");
  assert.equal(a.status, 200, a.text);
  return (a.json?.data as { rules: { id: string; times?: number; hits: number }[] }).rules;
}

test("path globs: * within a segment, ** across segments", () => {
  const cases: [string, string, boolean][] = [
    ["/api/order/make", "/api/order/make", true],
    ["/api/order/make", "/api/order/makes", false],
    ["/api/order/*", "/api/order/make", true],
    ["/api/order/*", "/api/order/", true],
    ["/api/order/*", "/api/order/make/x", false],
    ["/api/order/*", "/api/orders/make", false],
    ["/api/*/info", "/api/user/info", true],
    ["/api/*/info", "/api/user/x/info", false],
    ["/api/**", "/api/user/info", true],
    ["/api/**", "/api/a/b/c/d", true],
    ["/api/**", "/apix/user", false],
    ["/api/**/make", "/api/order/make", true],
    ["/api/**/make", "/api/make", true],
    ["/api/**/make", "/api/a/b/make", true],
    ["/api/**/make", "/api/a/b/made", false],
    ["/**", "/api/default/config", true],
    ["/api/order.make", "/api/orderxmake", false], // "." is literal
    ["/api/user/*fo", "/api/user/info", true],
  ];
  for (const [glob, path, expected] of cases) assert.equal(matchesGlob(glob, path), expected, `${glob} vs ${path}`);
  assert.equal(globToRegExp("/api/(x)+").test("/api/(x)+"), true, "regex characters are literal");
});

test("the engine: newest matching rule first, times counts down, remove and clear", () => {
  const faults = createFaults({ clock: manualClock() });
  const req = (method: string) => ({ method, headers: {} }) as never;
  assert.equal(faults.before(req("GET"), "/api/user/info"), undefined);
  const old = faults.add({ path: "/api/**", action: { kind: "status", status: 500 } });
  const young = faults.add({ path: "/api/user/*", method: "GET", action: { kind: "apiError", msg: "nope" }, times: 2 });
  assert.deepEqual(faults.list().map((r) => r.id), [young.id, old.id]);
  assert.deepEqual(faults.before(req("GET"), "/api/user/info"), { kind: "error", status: 200, errorCode: 1, msg: "nope", rule: young.id });
  assert.equal(faults.before(req("POST"), "/api/user/info")?.rule, old.id, "method filter");
  assert.equal(faults.before(req("HEAD"), "/api/user/info")?.rule, young.id, "HEAD counts as GET");
  assert.equal(faults.before(req("GET"), "/api/user/info")?.rule, old.id, "young used up its 2 calls");
  assert.deepEqual(faults.list().map((r) => [r.id, r.hits]), [[old.id, 2]]);
  assert.equal(faults.remove(old.id), true);
  assert.equal(faults.remove(old.id), false);
  faults.add({ path: "/a", action: { kind: "drop" } });
  faults.add({ path: "/b", action: { kind: "hang" } });
  assert.equal(faults.clear(), 2);
  assert.deepEqual(faults.list(), []);
  assert.throws(() => faults.add({ path: "/a", action: { kind: "teleport" } }), FaultRuleError);
  faults.add({ id: "mine", path: "/a", action: { kind: "drop" } });
  assert.throws(() => faults.add({ id: "mine", path: "/b", action: { kind: "drop" } }), /id: a rule named mine exists already/);
});

test("status: each §8 status with the §7 envelope, the given msg or one in the caller's language", async (t) => {
  const h = await startApi(t);
  for (const status of [400, 401, 403, 404, 422, 500, 502, 503, 504]) {
    await addRule(h, { path: "/api/default/config", action: { kind: "status", status, msg: `injected ${status}` }, times: 1 });
    const a = await h.call("GET", "/api/default/config");
    assert.equal(a.status, status);
    assert.deepEqual(a.json, { errorCode: 1, msg: `injected ${status}`, data: null });
    assert.equal(a.headers.get("content-type"), "application/json; charset=utf-8");
  }
  await addRule(h, { path: "/api/default/config", action: { kind: "status", status: 503 }, times: 2 });
  assert.equal((await h.call("GET", "/api/default/config", { headers: { language: "en" } })).json?.msg, "Service unavailable");
  assert.equal((await h.call("GET", "/api/default/config")).json?.msg, "服务暂时不可用");
  assert.equal((await h.call("GET", "/api/default/config")).status, 200, "both calls used");
});

test("apiError: HTTP 200 with errorCode 1 and the msg", async (t) => {
  const h = await startApi(t);
  await addRule(h, { path: "/api/company/info", action: { kind: "apiError", msg: "店铺已打烊" } });
  const a = await h.call("GET", "/api/company/info");
  assert.equal(a.status, 200);
  assert.deepEqual(a.json, { errorCode: 1, msg: "店铺已打烊", data: null });
});

test("delay: waits at least the delay, then the normal answer", async (t) => {
  const h = await startApi(t);
  await addRule(h, { path: "/api/default/config", action: { kind: "delay", ms: 150 } });
  const started = performance.now();
  const a = await h.call("GET", "/api/default/config");
  assert.ok(performance.now() - started >= 148, "took at least the 150 ms (less libuv's 1 ms timer granularity)");
  assert.equal(a.json?.errorCode, 0);
});

test("hang: no answer until the client gives up; closing the server ends it too", async (t) => {
  const h = await startApi(t);
  await addRule(h, { path: "/api/user/info", action: { kind: "hang" } });
  await assert.rejects(fetch(`${h.base}/api/user/info`, { signal: AbortSignal.timeout(200) }), { name: "TimeoutError" });
  assert.equal((await h.call("GET", "/api/default/config")).status, 200, "other paths still answer");
  const pending = fetch(`${h.base}/api/user/info`);
  await new Promise((r) => setTimeout(r, 50));
  const closing = h.api.close();
  await assert.rejects(pending);
  await closing; // resolves: a hung request does not hold the server open
});

test("drop: the connection is closed without an answer", async (t) => {
  const h = await startApi(t);
  await addRule(h, { path: "/api/default/*", method: "GET", action: { kind: "drop" }, times: 1 });
  await assert.rejects(h.call("GET", "/api/default/config"), TypeError);
  assert.equal((await h.call("GET", "/api/default/config")).status, 200, "times: 1 used");
});

test("times counts down, then the rule removes itself", async (t) => {
  const h = await startApi(t);
  const rule = await addRule(h, { path: "/api/default/config", action: { kind: "status", status: 502 }, times: 3 });
  assert.equal(rule.times, 3);
  assert.equal((await h.call("GET", "/api/default/config")).status, 502);
  assert.deepEqual((await rules(h)).map((r) => [r.id, r.times, r.hits]), [[rule.id, 2, 1]]);
  assert.equal((await h.call("GET", "/api/default/config")).status, 502);
  assert.equal((await h.call("GET", "/api/default/config")).status, 502);
  assert.deepEqual(await rules(h), []);
  assert.equal((await h.call("GET", "/api/default/config")).status, 200);
});

test("method filter: a GET rule leaves POSTs alone, and the other way round", async (t) => {
  const h = await startApi(t);
  await addRule(h, { path: "/api/default/*", method: "POST", action: { kind: "status", status: 500 } });
  assert.equal((await h.call("GET", "/api/default/config")).status, 200);
  assert.equal((await h.call("POST", "/api/default/logout")).status, 500);
  await h.call("DELETE", "/__mock/faults");
  await addRule(h, { path: "/api/default/*", method: "GET", action: { kind: "status", status: 500 } });
  assert.equal((await h.call("GET", "/api/default/config")).status, 500);
  assert.equal((await h.call("POST", "/api/default/logout")).status, 200);
});

test("token scoping: only requests with that bearer token are affected", async (t) => {
  const h = await startApi(t);
  const mine = await h.loginAs(CUSTOMER);
  const theirs = await h.loginAs(SEED_USERS.admin.mobile);
  const rule = await addRule(h, { path: "/api/**", action: { kind: "status", status: 503 }, token: mine });
  assert.equal(rule.token, `${mine.slice(0, 6)}…`, "the list shows a masked token");
  assert.equal((await h.call("GET", "/api/user/info", { token: mine })).status, 503);
  assert.equal((await h.call("GET", "/api/user/info", { token: theirs })).status, 200);
  assert.equal((await h.call("GET", "/api/default/config")).status, 200, "anonymous calls too");
  assert.equal((await h.call("GET", "/api/default/config", { token: mine })).status, 503);
});

test("remove one rule, clear all; unknown ids are 404", async (t) => {
  const h = await startApi(t);
  const a = await addRule(h, { path: "/api/default/config", action: { kind: "status", status: 500 } });
  const b = await addRule(h, { id: "latest-503", path: "/api/default/config", action: { kind: "status", status: 503 } });
  assert.equal(b.id, "latest-503");
  assert.equal((await h.call("GET", "/api/default/config")).status, 503, "newest first");
  assert.equal((await h.call("DELETE", `/__mock/faults/${b.id}`)).status, 200);
  assert.equal((await h.call("GET", "/api/default/config")).status, 500, "then the older rule");
  assert.equal((await h.call("DELETE", `/__mock/faults/${b.id}`)).status, 404);
  await addRule(h, { path: "/api/user/info", action: { kind: "drop" } });
  const cleared = await h.call("DELETE", "/__mock/faults");
  assert.deepEqual(cleared.json?.data, { removed: 2 });
  assert.deepEqual(await rules(h), []);
  assert.equal((await h.call("GET", "/api/default/config")).status, 200);
  assert.ok(h.logs.some((l) => l.includes(`fault ${a.id} added: any method /api/default/config → HTTP 500`)));
});

test("a bad rule is a 422 naming the field; bad JSON 400; not JSON 415", async (t) => {
  const h = await startApi(t);
  const ok = { path: "/api/x", action: { kind: "drop" } };
  const cases: [unknown, RegExp][] = [
    [{ action: { kind: "drop" } }, /^path: required$/],
    [{ ...ok, path: "api/x" }, /^path: must start with \//],
    [{ ...ok, path: "/api/<x>" }, /^path: must start with \//],
    [{ ...ok, action: { kind: "teleport" } }, /^action\.kind: must be one of status, apiError, delay, hang, drop$/],
    [{ ...ok, action: "drop" }, /^action: expected an object like/],
    [{ ...ok, action: { kind: "status", status: 418 } }, /^action\.status: must be one of 400, 401, 403, 404, 422, 500, 502, 503, 504$/],
    [{ ...ok, action: { kind: "delay", ms: -1 } }, /^action\.ms: must be ≥ 0$/],
    [{ ...ok, action: { kind: "delay" } }, /^action\.ms: required$/],
    [{ ...ok, action: { kind: "hang", ms: 5 } }, /^action\.ms: unknown key$/],
    [{ ...ok, times: 0 }, /^times: must be ≥ 1$/],
    [{ ...ok, times: 1.5 }, /^times: must be a whole number$/],
    [{ ...ok, method: "PUT" }, /^method: must be one of GET, POST, any$/],
    [{ ...ok, colour: "red" }, /^colour: unknown key$/],
    [{ ...ok, token: "" }, /^token: must be a bearer token$/],
    [[], /^\(body\): expected object$/],
  ];
  for (const [body, msg] of cases) {
    const a = await h.call("POST", "/__mock/faults", { body });
    assert.equal(a.status, 422, JSON.stringify(body));
    assert.equal(a.json?.errorCode, 1);
    assert.match(a.json?.msg ?? "", msg, JSON.stringify(body));
  }
  const badJson = await h.call("POST", "/__mock/faults", { rawBody: "{", headers: { "content-type": "application/json" } });
  assert.equal(badJson.status, 400);
  const form = await h.call("POST", "/__mock/faults", { rawBody: "path=/api/x", headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(form.status, 415);
  assert.deepEqual(await rules(h), [], "nothing was added");
});

test("a fault never changes data", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(CUSTOMER);
  const before = JSON.stringify(h.api.store);

  await addRule(h, { path: "/api/default/logout", action: { kind: "status", status: 500 } });
  assert.equal((await h.call("POST", "/api/default/logout", { token })).status, 500);
  await addRule(h, { path: "/api/default/send-code", action: { kind: "apiError", msg: "短信通道繁忙" } });
  assert.equal((await h.call("POST", "/api/default/send-code", { body: { mobile: SEED_USERS.admin.mobile } })).json?.errorCode, 1);
  await addRule(h, { path: "/api/default/login", action: { kind: "drop" } });
  await assert.rejects(h.call("POST", "/api/default/login", { body: { mobile: CUSTOMER, code: "000000" } }));
  await addRule(h, { path: "/api/user/bind-account", action: { kind: "hang" } });
  await assert.rejects(
    fetch(`${h.base}/api/user/bind-account`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ mobile: "13900000009", code: "123456" }),
      signal: AbortSignal.timeout(100),
    }),
  );

  assert.equal(JSON.stringify(h.api.store), before, "the store is byte for byte the same");
  assert.equal((await h.call("GET", `/__mock/codes?mobile=${SEED_USERS.admin.mobile}`)).status, 404, "no code was sent");
  await h.call("DELETE", "/__mock/faults");
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 200, "the token was not revoked");
});

test("the phone URL: GET /__mock/faults/apply adds a rule for the browser's own session and says so", async (t) => {
  const h = await startApi(t);
  const mine = await h.loginAs(CUSTOMER);
  const theirs = await h.loginAs(SEED_USERS.admin.mobile);
  const page = await h.call("GET", "/__mock/faults/apply?path=/api/user/info&status=500&times=1&me=1", {
    headers: { cookie: `lang=en; accessToken=${encodeURIComponent(mine)}` },
  });
  assert.equal(page.status, 200, page.text);
  assert.equal(page.headers.get("content-type"), "text/html; charset=utf-8");
  assert.match(page.headers.get("content-security-policy") ?? "", /default-src 'none'/);
  assert.match(page.text, /Rule f1 is active/);
  assert.match(page.text, /GET|any method/);
  assert.match(page.text, /\/api\/user\/info → HTTP 500 \(errorCode 1\) · next 1 call · only token /);
  assert.match(page.text, /href="\/__mock\/faults\/remove\?id=f1"/);

  assert.equal((await h.call("GET", "/api/user/info", { token: theirs })).status, 200, "another session is not affected");
  assert.equal((await h.call("GET", "/api/user/info", { token: mine })).status, 500);
  assert.equal((await h.call("GET", "/api/user/info", { token: mine })).status, 200, "times=1 used up");
});

test("the phone URL: every kind, the control token kept in links, everything echoed is escaped", async (t) => {
  const h = await startApi(t);
  const engine = h.api.faults as FaultEngine;
  const urls: [string, unknown][] = [
    ["path=/api/a&api_error=1&msg=x", { kind: "apiError", msg: "x" }],
    ["path=/api/a&delay=2500&method=get", { kind: "delay", ms: 2500 }],
    ["path=/api/a&hang=1", { kind: "hang" }],
    ["path=/api/a&drop=1&method=POST", { kind: "drop" }],
  ];
  for (const [query, action] of urls) {
    const a = await h.call("GET", `/__mock/faults/apply?${query}`);
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(engine.list()[0]?.action, action);
  }
  assert.deepEqual(engine.list().map((r) => r.method), ["POST", "any", "GET", "any"], "method= is read case-insensitively");

  const evil = await h.call("GET", `/__mock/faults/apply?path=/api/a&status=400&msg=${encodeURIComponent('<script>alert("x")</script>')}&control_token=${encodeURIComponent('a"><b>')}`);
  assert.equal(evil.status, 200);
  assert.ok(!evil.text.includes("<script>") && !evil.text.includes("<b>"), evil.text);
  assert.match(evil.text, /&#60;script&#62;alert\(&#34;x&#34;\)&#60;\/script&#62;/);
  assert.match(evil.text, /control_token=a%22%3E%3Cb%3E/);

  const refusals: [string, RegExp][] = [
    ["path=/api/a&status=418", /action\.status: must be one of/],
    ["path=/api/a&status=500&hang=1", /exactly one of/],
    ["path=/api/a", /exactly one of/],
    ["status=500", /path: required/],
    ["path=/api/a&status=500&me=1", /no accessToken cookie/],
    ["path=/api/a&status=500&times=x", /times: expected number/],
    ["path=/api/a&delay=", /action\.ms: expected number/],
    ["path=/api/a&status=500&tims=1", /tims: unknown parameter/],
    [`path=/api/a&status=500&msg=${encodeURIComponent("<i>")}&me=2`, /me: must be 1/],
  ];
  const count = engine.list().length;
  for (const [query, msg] of refusals) {
    const a = await h.call("GET", `/__mock/faults/apply?${query}`);
    assert.equal(a.status, 422, query);
    assert.match(a.text, /Rule not added/);
    assert.match(a.text, msg, query);
  }
  assert.equal(engine.list().length, count, "no rule was added by a refused URL");

  const id = engine.list()[0]?.id ?? "";
  const removed = await h.call("GET", `/__mock/faults/remove?id=${id}`);
  assert.equal(removed.status, 200);
  assert.match(removed.text, new RegExp(`Rule ${id} removed`));
  assert.equal((await h.call("GET", `/__mock/faults/remove?id=${id}`)).status, 404);
});

test("the phone URL from another site's page: refused on loopback trust alone, fine with the control token", async (t) => {
  const token = "qa-control-token-0123456789";
  const h = await startApi(t, { controlToken: token });
  const url = "/__mock/faults/apply?path=/api/**&hang=1";
  const crossSite = await h.call("GET", url, { headers: { "sec-fetch-site": "cross-site" } });
  assert.equal(crossSite.status, 403);
  assert.match(crossSite.text, /Sec-Fetch-Site: cross-site/);
  assert.equal((await h.call("GET", `/__mock/faults/remove?id=f1`, { headers: { "sec-fetch-site": "same-site" } })).status, 403);
  assert.deepEqual(await rules(h), []);
  for (const site of ["none", "same-origin"]) {
    assert.equal((await h.call("GET", `${url}&times=1`, { headers: { "sec-fetch-site": site } })).status, 200, site);
  }
  const chat = await h.call("GET", `${url}&id=from-chat&control_token=${token}`, { headers: { "sec-fetch-site": "cross-site" } });
  assert.equal(chat.status, 200, "a tester following a link from a chat app, with the token");
  assert.match(chat.text, new RegExp(`remove\\?id=from-chat&#38;control_token=${token}`));
  assert.equal((await rules(h)).length, 3);
});
