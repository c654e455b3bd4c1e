/**
 * Issue 13 item 10 (reset): `sim reset` brings a running `sim start` back to its seeded state
 * without a restart: the API's store from its seed (orders, wallets, logins), fresh idle printers
 * without any fault, the machine coins of the seed, no API fault rules, the live settings as at
 * start, and the virtual clock at the wall clock again.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { callControl } from "../../sim/control-client.ts";
import type { PrinterRow } from "../../sim/fleet-types.ts";
import { startSimApp } from "../e2e/helpers/sim-app.ts";
import { waitUntil } from "../helpers/wait.ts";
import { loginToken } from "./sim-cli.ts";

interface Envelope<T> { errorCode: number; msg: string; data: T }

test("sim reset: the seeded store, fresh printers without faults, no API faults, settings and clock as at start", async (t) => {
  const sim = await startSimApp({ printers: 3, speed: 20 });
  t.after(() => sim.close());
  const ctl = (method: string, path: string, body?: unknown) => callControl(sim.control, method, path, body);
  const status = async () => ((await ctl("GET", "/status")) as { printers: PrinterRow[] }).printers;
  const seeded = await status();
  const call = async <T>(path: string, token: string, body?: unknown) => {
    const res = await fetch(sim.app + path, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Envelope<T> };
  };

  // A QA run's leftovers: a paid order printing, coins, faults of every kind, an API fault, a short expiry.
  const token = await loginToken(sim.app, "13800000001");
  const list = await call<{ list: { goods_id: number; price: string }[] }>("/api/sugar/list?sn=SIM-0002&limit=50", token);
  const cheap = [...list.json.data.list].sort((a, b) => Number(a.price) - Number(b.price))[0];
  assert.ok(cheap !== undefined);
  const made = await call<{ sn: string }>("/api/order/make", token, { target_id: cheap.goods_id, target_type: "goods", print_param: { sn: "SIM-0002", type: "sugar" } });
  assert.equal((await call("/api/order/payment", token, { sn: made.json.data.sn, pay_type: 30 })).json.errorCode, 0);
  await ctl("POST", "/printers/SIM-0001/coin", { n: 9 });
  await ctl("POST", "/printers/SIM-0003/fault", { kind: "thermal-runaway" });
  await ctl("POST", "/printers/SIM-0001/fault", { kind: "mute" });
  await ctl("POST", "/api-faults", { path: "/api/order/make", method: "POST", action: { kind: "status", status: 500 } });
  await ctl("POST", "/settings", { orderExpiryMs: 5_000 });
  await waitUntil("SIM-0002 at work", async () => (await status()).find((r) => r.sn === "SIM-0002")?.state !== "idle");

  const before = Date.now();
  const out = JSON.parse(await sim.sim(["reset", "--json"])) as { seed: number; printers: string[]; apiFaultsRemoved: number; clock: number };
  assert.deepEqual([out.seed, out.printers, out.apiFaultsRemoved], [1, ["SIM-0001", "SIM-0002", "SIM-0003"], 1]);
  assert.ok(out.clock >= before - 1_000 && out.clock <= Date.now() + 5_000, "the virtual clock at the wall clock, as a fresh start");

  const after = await status();
  assert.deepEqual(after.map((r) => [r.sn, r.state, r.faults, r.coins, r.order_sn, r.queued]), seeded.map((r) => [r.sn, "idle", [], r.coins, null, 0]));
  assert.ok(after.every((r) => r.nozzle < 30), "cold");
  assert.deepEqual(((await ctl("GET", "/api-faults")) as { rules: unknown[] }).rules, []);
  assert.equal(((await ctl("GET", "/info")) as { settings: { orderExpiryMs: number } }).settings.orderExpiryMs, 15 * 60 * 1000);
  await assert.rejects(ctl("GET", `/orders/${made.json.data.sn}`), /404/, "the order made before is gone");
  assert.equal((await call("/api/user/info", token)).status, 401, "logins made before are gone, as after an import");
  await waitUntil("SIM-0001 heard again (its mute is gone)", async () => ((await status()).find((r) => r.sn === "SIM-0001")?.heartbeatAgeMs ?? Infinity) < 2_000);
  const again = await loginToken(sim.app, "13800000002"); // the seed's users log in as usual
  const me = await call<{ total_money: string }>("/api/user/info", again);
  assert.equal(me.json.data.total_money, "0.00");
});
