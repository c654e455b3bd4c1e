/**
 * `sim fault api add|list|clear` against `sim start` in a child process: the mock API's HTTP faults
 * by path glob and method, for the next N calls or until cleared, for everyone or one session token.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { callControl } from "../../sim/control-client.ts";
import { startSimApp } from "../e2e/helpers/sim-app.ts";
import { runSim } from "./sim-cli.ts";

interface Envelope {
  errorCode: number;
  msg: string;
}

test("sim fault api: add, hit, list, clear through the CLI", async (t) => {
  const sim = await startSimApp({ printers: 1 });
  t.after(() => sim.close());
  const api = async (method: string, path: string, token?: string) => {
    const res = await fetch(sim.app + path, {
      method,
      headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(method === "POST" ? { "content-type": "application/json" } : {}) },
      ...(method === "POST" ? { body: "{}" } : {}),
    });
    return { status: res.status, body: (await res.json()) as Envelope };
  };

  const once = JSON.parse(await sim.sim(["fault", "api", "add", "/api/order/*", "--method", "POST", "--status", "503", "--times", "1", "--json"])) as { id: string; description: string };
  assert.match(once.description, /POST \/api\/order\/\* → HTTP 503 .* next 1 call · everyone/);
  const hit = await api("POST", "/api/order/make");
  assert.equal(hit.status, 503);
  assert.equal(hit.body.errorCode, 1);
  assert.notEqual((await api("POST", "/api/order/make")).status, 503, "used up after one call");

  const scoped = JSON.parse(await sim.sim(["fault", "api", "add", "/api/default/config", "--api-error", "--msg", "config is down", "--token", "tok-of-one-tester", "--id", "cfg", "--json"])) as { id: string };
  assert.equal(scoped.id, "cfg");
  assert.equal((await api("GET", "/api/default/config")).body.errorCode, 0, "other sessions are not affected");
  const mine = await api("GET", "/api/default/config", "tok-of-one-tester");
  assert.deepEqual([mine.status, mine.body.errorCode, mine.body.msg], [200, 1, "config is down"]);

  const list = JSON.parse(await sim.sim(["fault", "api", "list", "--json"])) as { rules: { id: string; hits: number; token: string }[] };
  assert.deepEqual(list.rules.map((r) => [r.id, r.hits]), [["cfg", 1]]);
  assert.equal(list.rules[0]?.token, "tok-of…", "tokens are listed masked");

  // drop: straight through the control API (the CLI's path above is the same route)
  await callControl(sim.control, "POST", "/api-faults", { path: "/api/default/district", action: { kind: "drop" }, times: 1 });
  await assert.rejects(fetch(`${sim.app}/api/default/district?level=1`), "the connection is dropped without an answer");

  assert.match(await sim.sim(["fault", "api", "clear"]), /^1 API fault cleared$/m);
  const gone = await runSim(["fault", "api", "clear", "cfg", "--control", sim.control]);
  assert.equal(gone.code, 1);
  assert.match(gone.stderr, /no API fault rule cfg/);
});

test("sim fault api add: a rule without exactly one action is refused before any call", async () => {
  const r = await runSim(["fault", "api", "add", "/api/**", "--status", "500", "--hang", "--control", "http://127.0.0.1:9"]);
  assert.equal(r.code, 1);
  assert.equal(r.stderr.trim(), "sim: give exactly one of --status, --api-error, --delay, --hang, --drop");
});
