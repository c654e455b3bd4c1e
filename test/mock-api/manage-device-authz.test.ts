/**
 * Ownership of every manage-device call (IDOR): a customer is refused at the door (403), another
 * company's printer or shop answers 404 exactly like a missing one, platform admins (level_type
 * 1/3/7) reach every printer, and a refused call leaves the store as it was.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { manageDeviceEndpoints } from "../../web/contract/http/manage-device.ts";
import { startApi, type Answer, type Harness } from "./harness.ts";
import { D, get, ok, people, post, state, WORLD } from "./manage-device-fixtures.ts";

interface Case {
  name: string;
  /** The call, under /api/manage-device/. */
  path: string;
  call: (h: Harness, token: string) => Promise<Answer>;
}

/** Every call, naming a printer or shop of company `mine`'s neighbour; ids: 1002 = SIM-0002 (shop 1), 1005 = SIM-0005 (shop 4). */
function crossCases(printerId: number, sn: string, shopId: number, ownPrinterId: number, managerId: number): Case[] {
  return [
    { name: "list of their shop", path: "list", call: (h, tk) => get(h, `${D}/list`, tk, { shop_id: shopId }) },
    { name: "info by id", path: "info", call: (h, tk) => get(h, `${D}/info`, tk, { id: printerId }) },
    { name: "info by serial", path: "info", call: (h, tk) => get(h, `${D}/info`, tk, { sn }) },
    { name: "save their printer", path: "save", call: (h, tk) => post(h, `${D}/save`, tk, { id: printerId, is_open_weixin_pay: 0 }) },
    { name: "move mine into their shop", path: "save", call: (h, tk) => post(h, `${D}/save`, tk, { id: ownPrinterId, shop_id: shopId }) },
    { name: "bind into their shop", path: "bind", call: (h, tk) => post(h, `${D}/bind`, tk, { sn: WORLD.unboundSn, shop_id: shopId }) },
    { name: "unbind their printer", path: "unbind", call: (h, tk) => post(h, `${D}/unbind`, tk, { id: printerId }) },
    { name: "their managers", path: "manager-list", call: (h, tk) => get(h, `${D}/manager-list`, tk, { id: printerId }) },
    { name: "add a manager to theirs", path: "manager-add", call: (h, tk) => post(h, `${D}/manager-add`, tk, { id: printerId, mobile: "13800000001" }) },
    { name: "remove their manager", path: "manager-remove", call: (h, tk) => post(h, `${D}/manager-remove`, tk, { id: printerId, user_id: managerId }) },
    { name: "errors of their shop", path: "error-list", call: (h, tk) => get(h, `${D}/error-list`, tk, { shop_id: shopId }) },
  ];
}

test("another company's printers and shops: 404 with no data on every call, both ways, and nothing changes", async (t) => {
  const h = await startApi(t);
  const who = people(h);
  // Company 2's owner manages SIM-0005 here, so removing "their manager" names a real one.
  h.api.store.users[String(7)]?.managedPrinters.push(WORLD.foreignSn);
  const sides = [
    { token: who.company2, cases: crossCases(1001, "SIM-0001", WORLD.shop.hangzhou, 1005, 5) },
    { token: who.owner, cases: crossCases(1005, WORLD.foreignSn, WORLD.shop.hongkong, 1001, 7) },
    { token: who.owner, cases: crossCases(9999, "SIM-9999", 999, 1001, 5) }, // missing ones: the same answer
  ];
  const covered = new Set<string>();
  for (const side of sides) {
    for (const c of side.cases) {
      const before = state(h);
      const a = await c.call(h, side.token);
      assert.equal(a.status, 404, `${c.name}: ${a.text}`);
      assert.deepEqual([a.json?.errorCode, a.json?.data], [1, null], c.name);
      assert.equal(state(h), before, `${c.name} changed nothing`);
      covered.add(c.path);
    }
  }
  assert.deepEqual([...covered].sort(), manageDeviceEndpoints.map((e) => e.path.replace("/api/manage-device/", "")).sort(), "every call is covered");
  assert.equal((await get(h, `${D}/info`, who.owner, { sn: "__proto__" })).status, 404);
  assert.equal((await get(h, `${D}/manager-list`, who.owner, { id: "__proto__" })).status, 422);
});

test("a customer is refused every call at the door (403), and nothing changes", async (t) => {
  const h = await startApi(t);
  const { customer } = people(h);
  for (const c of crossCases(1001, "SIM-0001", WORLD.shop.hangzhou, 1001, 5)) {
    const before = state(h);
    const a = await c.call(h, customer);
    assert.equal(a.status, 403, c.name);
    assert.equal(state(h), before, c.name);
  }
});

test("platform admins (level 1, 3, 7) read and change every company's printers, and reach unbound ones", async (t) => {
  const h = await startApi(t);
  const who = people(h);
  for (const [role, token] of [["level 1", who.privileged], ["level 3", who.operator], ["level 7", who.superAdmin]] as const) {
    for (const [sn, id, shop] of [["SIM-0002", 1002, WORLD.shop.hangzhou], [WORLD.foreignSn, 1005, WORLD.shop.hongkong]] as const) {
      ok(await get(h, `${D}/list`, token, { shop_id: shop }));
      ok(await get(h, `${D}/info`, token, { sn }));
      ok(await get(h, `${D}/manager-list`, token, { id }));
      ok(await get(h, `${D}/error-list`, token, { shop_id: shop }));
      ok(await post(h, `${D}/save`, token, { id, is_open_game: 1 }));
      ok(await post(h, `${D}/manager-add`, token, { id, mobile: "13800000001" }));
      ok(await post(h, `${D}/manager-remove`, token, { id, user_id: 1 }));
    }
    ok(await post(h, `${D}/bind`, token, { sn: WORLD.unboundSn, shop_id: WORLD.shop.hongkong }));
    assert.equal(h.api.store.printers[WORLD.unboundSn]?.shopId, WORLD.shop.hongkong, role);
    ok(await post(h, `${D}/unbind`, token, { id: 1006 }));
    assert.equal(h.api.store.printers[WORLD.unboundSn]?.shopId, null, role);
  }
});
