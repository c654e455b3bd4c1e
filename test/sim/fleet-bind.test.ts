/**
 * Issue 14 journey 4: a printer bound to a shop while the sim runs (manage-device/bind) is one a
 * merchant just switched on at the shop, so the fleet starts simulating it by itself, through the
 * mock API's DevicePort (`bound`): it heartbeats, the API sees it online, and it prints.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import type { DeviceInfo } from "../../web/contract/http/manage-device.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim } from "./fleet-harness.ts";

test("binding the unbound SIM-0006 puts it in the fleet: heartbeats, online to the app, simulated once only", async (t) => {
  const h = await startSim(t, { speed: 10, printers: 2 });
  assert.deepEqual(h.fleet.serials(), ["SIM-0001", "SIM-0002"]);
  assert.equal(h.store.printers["SIM-0006"]?.shopId, null, "the seed's unbound printer");
  const owner = issueToken(h.store, SEED_USERS.printerManager.id, h.clock.now()).token;

  const info = (await h.api$("POST", "/api/manage-device/bind", owner, { sn: "SIM-0006", shop_id: 1, name: "入口新机" })) as DeviceInfo;
  assert.equal(info.sn, "SIM-0006");
  assert.deepEqual(h.fleet.serials(), ["SIM-0001", "SIM-0002", "SIM-0006"], "simulated at once");
  assert.ok(h.logs.some((l) => l.includes("SIM-0006 bound to a shop")));
  await waitUntil("SIM-0006 online to the app", async () => ((await h.api$("GET", "/api/tanghua/info?sn=SIM-0006", h.token())) as { online?: number }).online === 1);
  const row = h.fleet.status().find((r) => r.sn === "SIM-0006");
  assert.equal(row?.state, "idle");
  assert.equal(row?.appOnline, true);

  // Unbound and bound again: still the one printer (a running machine is not added twice).
  await h.api$("POST", "/api/manage-device/unbind", owner, { id: info.id });
  await h.api$("POST", "/api/manage-device/bind", owner, { sn: "SIM-0006", shop_id: 2 });
  assert.deepEqual(h.fleet.serials(), ["SIM-0001", "SIM-0002", "SIM-0006"]);
});

test("a refused bind (someone else's shop) simulates nothing", async (t) => {
  const h = await startSim(t, { speed: 10, printers: 1 });
  const owner = issueToken(h.store, SEED_USERS.printerManager.id, h.clock.now()).token;
  await assert.rejects(h.api$("POST", "/api/manage-device/bind", owner, { sn: "SIM-0006", shop_id: 4 }));
  assert.deepEqual(h.fleet.serials(), ["SIM-0001"]);
  assert.equal(h.store.printers["SIM-0006"]?.shopId, null);
});
