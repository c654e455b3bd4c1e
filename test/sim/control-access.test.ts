/**
 * Issue 12 item 1: the sim's control API (sim/control.ts) refuses web pages like the mock's `/__mock/`:
 * a Host that is not an IP literal or localhost (DNS rebinding), a body that is not JSON by its
 * Content-Type (a page's simple request), a browser request for another site's page, each unless the
 * control token is presented; and the `sim` commands' client keeps working.
 */
import assert from "node:assert/strict";
import { request } from "node:http";
import { test, type TestContext } from "node:test";
import { callControl } from "../../sim/control-client.ts";
import { createControlServer, SIM_CONTROL_HEADER } from "../../sim/control.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";

const SN = "SIM-0001";
const TOKEN = "sim-control-token-0123456789";

interface Answer {
  status: number;
  body: string;
}

/** One request with headers of our choosing (fetch will not let us set Host). */
function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method, headers: { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The harness's sim, plus a second control server on the same fleet with a control token. */
async function startWithToken(t: TestContext): Promise<{ h: SimHarness; base: string }> {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const server = createControlServer({ fleet: h.fleet, store: h.store, clock: h.clock, controlToken: TOKEN });
  const base = await server.listen(0);
  t.after(() => server.close());
  return { h, base };
}

const coins = (h: SimHarness) => h.fleet.status()[0]?.coins ?? Number.NaN;
const port = (base: string) => new URL(base).port;

test("the probe's reproduction: a text/plain POST naming another host adds no coins", async (t) => {
  const { h, base } = await startWithToken(t);
  const before = coins(h);
  for (const b of [base, h.control]) {
    // curl -H 'Host: evil.example' -H 'Content-Type: text/plain' -d '{"n":1000}' …/printers/SIM-0001/coin
    const r = await raw(b, "POST", `/printers/${SN}/coin`, { host: "evil.example", "content-type": "text/plain" }, '{"n":1000}');
    assert.equal(r.status, 403, r.body);
    assert.match(JSON.parse(r.body).error as string, /loopback|control token/);
  }
  assert.equal(coins(h), before);
});

test("Host: IP literals and localhost with the port pass; other names need the token, by header or query", async (t) => {
  const { base } = await startWithToken(t);
  const p = port(base);
  for (const host of [`127.0.0.1:${p}`, `localhost:${p}`, `[::1]:${p}`]) assert.equal((await raw(base, "GET", "/status", { host })).status, 200, host);
  for (const host of ["evil.example", `evil.example:${p}`, `localhost.evil.example:${p}`, `127.0.0.1.nip.io:${p}`]) {
    assert.equal((await raw(base, "GET", "/status", { host })).status, 403, host);
    assert.equal((await raw(base, "GET", "/status", { host, [SIM_CONTROL_HEADER]: "wrong-token-0123456789" })).status, 403, host);
    assert.equal((await raw(base, "GET", `/status?control_token=${TOKEN}x`, { host })).status, 403, host);
  }
  const host = `evil.example:${p}`;
  assert.equal((await raw(base, "GET", "/status", { host, [SIM_CONTROL_HEADER]: TOKEN })).status, 200);
  assert.equal((await raw(base, "GET", `/status?control_token=${TOKEN}`, { host })).status, 200);
  const paid = await raw(base, "POST", `/printers/${SN}/coin?control_token=${TOKEN}`, { host, "content-type": "application/json" }, '{"n":1}');
  assert.equal(paid.status, 200, paid.body);
});

test("without a configured token another host name is refused whatever it presents", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const host = `evil.example:${port(h.control)}`;
  assert.equal((await raw(h.control, "GET", "/status", { host, [SIM_CONTROL_HEADER]: TOKEN })).status, 403);
  assert.equal((await raw(h.control, "GET", `/status?control_token=${TOKEN}`, { host })).status, 403);
});

test("a body must be JSON by its Content-Type: the types a page sends without a preflight are 415", async (t) => {
  const { h, base } = await startWithToken(t);
  const before = coins(h);
  const body = '{"n":1000}';
  for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
    const r = await raw(base, "POST", `/printers/${SN}/coin`, type === undefined ? {} : { "content-type": type }, body);
    assert.equal(r.status, 415, `${String(type)}: ${r.body}`);
    assert.match(JSON.parse(r.body).error as string, /application\/json/);
  }
  // Without a body too: a page's `fetch(url, { method: "POST", mode: "no-cors" })` sends no type.
  assert.equal((await raw(base, "POST", `/printers/${SN}/clear`, {})).status, 415);
  assert.equal((await raw(base, "POST", "/pay", { "content-type": "text/plain" }, '{"order_sn":"x"}')).status, 415);
  assert.equal((await raw(base, "POST", "/settings", { "content-type": "text/plain" }, '{"orderExpiryMs":1000}')).status, 415);
  assert.equal((await raw(base, "POST", "/inject", { "content-type": "text/plain" }, '{"messages":[]}')).status, 415);
  assert.equal((await raw(base, "POST", "/api-faults", { "content-type": "text/plain" }, "{}")).status, 415);
  assert.equal(coins(h), before, "nothing refused changed the fleet");
  const ok = await raw(base, "POST", `/printers/${SN}/coin`, { "content-type": "application/json; charset=utf-8" }, '{"n":2}');
  assert.equal(ok.status, 200, ok.body);
  assert.equal(coins(h), before + 2);
});

test("a browser request for another site's page is refused (Sec-Fetch-Site) unless it carries the token", async (t) => {
  const { h, base } = await startWithToken(t);
  const before = coins(h);
  const json = { "content-type": "application/json" };
  for (const site of ["cross-site", "same-site"]) {
    const r = await raw(base, "POST", `/printers/${SN}/coin`, { ...json, "sec-fetch-site": site }, '{"n":5}');
    assert.equal(r.status, 403, site);
    assert.match(JSON.parse(r.body).error as string, /Sec-Fetch-Site/);
    assert.equal((await raw(base, "GET", "/status", { "sec-fetch-site": site })).status, 403, site);
  }
  assert.equal(coins(h), before);
  assert.equal((await raw(base, "GET", "/status", { "sec-fetch-site": "none" })).status, 200, "a typed URL");
  const byToken = await raw(base, "POST", `/printers/${SN}/coin`, { ...json, "sec-fetch-site": "cross-site", [SIM_CONTROL_HEADER]: TOKEN }, '{"n":5}');
  assert.equal(byToken.status, 200, byToken.body);
  assert.equal(coins(h), before + 5);
});

test("the sim commands' client still works: GET, POST with and without a body, DELETE", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const localhost = h.control.replace("127.0.0.1", "localhost"); // --control http://localhost:PORT
  for (const base of [h.control, localhost]) {
    const before = coins(h);
    assert.deepEqual(await callControl(base, "POST", `/printers/${SN}/coin`, { n: 3 }), { sn: SN, coins: before + 3 });
    assert.deepEqual(await callControl(base, "POST", `/printers/${SN}/fault`, { kind: "stall" }), { sn: SN, kind: "stall" });
    assert.deepEqual(await callControl(base, "POST", `/printers/${SN}/clear`), { sn: SN });
    assert.deepEqual(await callControl(base, "POST", "/printers", { sn: "SIM-0002" }), { sn: "SIM-0002" });
    assert.deepEqual(await callControl(base, "DELETE", "/printers/SIM-0002"), { sn: "SIM-0002" });
    const status = (await callControl(base, "GET", "/status")) as { printers: { sn: string }[] };
    assert.equal(status.printers[0]?.sn, SN);
  }
});
