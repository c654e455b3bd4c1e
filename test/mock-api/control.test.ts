/** Who may use the /__mock/ control plane: loopback callers, or anyone with the control token. */
import assert from "node:assert/strict";
import { request } from "node:http";
import { networkInterfaces } from "node:os";
import { test } from "node:test";
import { fromAnotherSite, isJsonType } from "../../mock-api/control-access.ts";
import { isLocalHostHeader, mayControl } from "../../mock-api/control.ts";
import { createMockApi } from "../../mock-api/server.ts";
import { startApi } from "./harness.ts";

const TOKEN = "qa-control-token-0123456789";

test("mayControl: loopback by IP or localhost; anyone else only with the right token", () => {
  const cases: [string | undefined, string | undefined, string | null, string | undefined, boolean][] = [
    // remote address, Host header, presented token, configured token, allowed
    ["127.0.0.1", "127.0.0.1:8080", null, undefined, true],
    ["::1", "[::1]:8080", null, undefined, true],
    ["::ffff:127.0.0.1", "localhost:8080", null, TOKEN, true],
    ["127.0.0.1", "app.localhost", null, TOKEN, true],
    ["127.0.0.1", undefined, null, undefined, true],
    ["127.0.0.1", "rebind.example:8080", null, TOKEN, false], // DNS rebinding: a page on a name that resolves to 127.0.0.1
    ["127.0.0.1", "rebind.example:8080", TOKEN, TOKEN, true],
    ["192.168.1.20", "192.168.1.10:8080", null, TOKEN, false],
    ["192.168.1.20", "192.168.1.10:8080", "wrong-token-0123456789", TOKEN, false],
    ["192.168.1.20", "192.168.1.10:8080", `${TOKEN}x`, TOKEN, false],
    ["192.168.1.20", "192.168.1.10:8080", TOKEN, TOKEN, true],
    ["10.0.0.5", "mock.example", TOKEN, TOKEN, true],
    ["10.0.0.5", "mock.example", TOKEN, undefined, false], // no token configured: loopback only
    ["10.0.0.5", "mock.example", "", "", false],
    ["::ffff:10.0.0.5", "10.0.0.1", null, TOKEN, false],
    [undefined, "127.0.0.1", null, TOKEN, false],
  ];
  for (const [remoteAddress, host, token, configured, expected] of cases) {
    assert.equal(mayControl({ remoteAddress, host, token }, configured), expected, `${remoteAddress} ${host} ${token} ${configured}`);
  }
});

test("isLocalHostHeader: IP literals and localhost names only", () => {
  const cases: [string | undefined, boolean][] = [
    ["127.0.0.1", true],
    ["127.0.0.1:8080", true],
    ["LOCALHOST:8080", true],
    ["localhost.", true],
    ["web.localhost:5173", true],
    ["[::1]:8080", true],
    ["192.168.1.10:8080", true],
    [undefined, true],
    ["localhost.evil.example", false],
    ["evil.example", false],
    ["127.0.0.1.nip.io", false],
  ];
  for (const [host, expected] of cases) assert.equal(isLocalHostHeader(host), expected, String(host));
});

test("isJsonType and fromAnotherSite: the two rules the sim's control API shares with /__mock/", () => {
  for (const type of ["application/json", "Application/JSON; charset=utf-8", "application/merge-patch+json"]) assert.equal(isJsonType(type), true, type);
  for (const type of [undefined, "", "text/plain", "text/plain; a=application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"]) {
    assert.equal(isJsonType(type), false, String(type));
  }
  for (const site of ["cross-site", "same-site"]) assert.equal(fromAnotherSite({ "sec-fetch-site": site }), true, site);
  for (const site of [undefined, "none", "same-origin"]) assert.equal(fromAnotherSite(site === undefined ? {} : { "sec-fetch-site": site }), false, String(site));
});

/** A GET with a Host header of our choosing (fetch will not let us set Host). */
function getWithHost(base: string, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { host, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("through HTTP: a foreign Host needs the token, by header or query; /__mock/codes follows the same rule", async (t) => {
  const h = await startApi(t, { controlToken: TOKEN });
  const host = "rebind.example";
  for (const path of ["/__mock/faults", "/__mock/journal", "/__mock/state", "/__mock/codes?mobile=13800000001"]) {
    const denied = await getWithHost(h.base, path, host);
    assert.equal(denied.status, 403, path);
    assert.match(JSON.parse(denied.body).msg as string, /control/);
    assert.equal((await getWithHost(h.base, path, host, { "x-mock-control": "wrong-wrong-wrong-wrong" })).status, 403, path);
  }
  assert.equal((await getWithHost(h.base, "/__mock/faults", host, { "x-mock-control": TOKEN })).status, 200);
  assert.equal((await getWithHost(h.base, `/__mock/faults?control_token=${TOKEN}`, host)).status, 200);
  assert.equal((await getWithHost(h.base, `/__mock/journal?control_token=${TOKEN}`, host)).status, 200);
  assert.equal((await getWithHost(h.base, `/__mock/codes?mobile=13800000001&control_token=${TOKEN}`, host)).status, 404, "allowed; no code yet");
  assert.equal((await h.call("GET", "/__mock/faults")).status, 200, "loopback by IP needs no token");
});

test("through HTTP: unknown control paths are 404, wrong methods 405 with Allow", async (t) => {
  const h = await startApi(t);
  assert.equal((await h.call("GET", "/__mock/nothing")).status, 404);
  const wrong = await h.call("POST", "/__mock/state");
  assert.equal(wrong.status, 405);
  assert.equal(wrong.headers.get("allow"), "GET, PUT");
  const one = await h.call("GET", "/__mock/faults/f1");
  assert.equal(one.status, 405);
  assert.equal(one.headers.get("allow"), "DELETE");
});

/** A non-loopback IPv4 address of this machine, if it has one. */
function externalAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  }
  return undefined;
}

test("through HTTP from a real non-loopback address: 403 without the token, allowed with it", async (t) => {
  const address = externalAddress();
  if (address === undefined) return t.skip("this machine has no non-loopback IPv4 address");
  const api = createMockApi({ controlToken: TOKEN, log: () => {} });
  await api.listen(0, "0.0.0.0");
  t.after(() => api.close());
  const base = `http://${address}:${(api.server.address() as { port: number }).port}`;
  assert.equal((await fetch(`${base}/__mock/faults`)).status, 403);
  assert.equal((await fetch(`${base}/__mock/faults`, { headers: { "x-mock-control": TOKEN } })).status, 200);
  assert.equal((await fetch(`${base}/__mock/faults?control_token=${TOKEN}`)).status, 200);
  assert.equal((await fetch(`${base}/api/default/config`)).status, 200, "the /api itself is open to everyone");

  const noToken = createMockApi({ log: () => {} }); // no control token configured: loopback only
  await noToken.listen(0, "0.0.0.0");
  t.after(() => noToken.close());
  const other = `http://${address}:${(noToken.server.address() as { port: number }).port}`;
  assert.equal((await fetch(`${other}/__mock/faults?control_token=${TOKEN}`)).status, 403);
});
