/**
 * `sim status`'s rows (sim/fleet-rows.ts, issue 13 item 7), in-process: the machine's coins as the
 * API has them after a coins payment, each fault once, an empty sensor shown on an idle printer,
 * and the columns support asked for (material, bamboo, uptime, print mode, what the app sees).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { GoodsRecord } from "../../mock-api/store/types.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { PRINT_MODE } from "../../web/contract/device/heartbeat.ts";
import type { PrinterRow } from "../../sim/fleet-types.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim } from "./fleet-harness.ts";

const WORK: GoodsRecord = {
  id: 9131, goods_type_id: 8, name: "测试图案 9131", image_url: "/mock/art/rose-9131.svg",
  image_list: [{ id: 91310, image_url: "/mock/art/rose-9131.svg", sell_count: 0 }],
  price: "0.40", coins_price: 3, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
  create_time: 1_767_000_000, deleted: false,
};

test("sim status rows: coins after a coins payment, a heater failure once, material out on an idle printer, what the app sees", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 3 });
  h.store.goods[String(WORK.id)] = WORK;
  const rowOf = (sn: string): PrinterRow => {
    const r = h.fleet.status().find((p) => p.sn === sn);
    assert.ok(r !== undefined, sn);
    return r;
  };
  await waitUntil("every printer seen by the API", () => h.fleet.status().every((r) => r.appOnline === true), 10_000);

  // Coins: 10 inserted at SIM-0001, an order paid with 3 of them: the API has 7, and so does the row.
  const start = rowOf("SIM-0001").coins;
  h.fleet.coin("SIM-0001", 10);
  const token = h.token();
  const made = (await h.api$("POST", "/api/order/make", token, { target_id: WORK.id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: PAY_TYPE.COINS });
  assert.equal(h.store.printers["SIM-0001"]?.coins, start + 7);
  assert.equal(rowOf("SIM-0001").coins, start + 7);

  // The paid job heats SIM-0001; a heater failure there is an error, named once.
  await waitUntil("SIM-0001 heating", () => rowOf("SIM-0001").state === "heating", 10_000);
  h.fleet.fault("SIM-0001", "heater-fail");
  await waitUntil("SIM-0001 in error", () => rowOf("SIM-0001").state === "error", 10_000);
  assert.deepEqual(rowOf("SIM-0001").faults, ["heater-fail"]);
  assert.equal(rowOf("SIM-0001").printMode, PRINT_MODE.ERROR);

  // Material out on an idle printer: the sensor and the fault both show.
  h.fleet.fault("SIM-0002", "material-out");
  const idle = rowOf("SIM-0002");
  assert.equal(idle.state, "idle");
  assert.equal(idle.material, false);
  assert.equal(idle.bamboo, true);
  assert.deepEqual(idle.faults, ["material-out"]);
  h.fleet.fault("SIM-0002", "bamboo-out");
  assert.deepEqual(rowOf("SIM-0002").faults, ["material-out", "bamboo-out"]);

  // Powered off: the app sees it offline once the API has had no heartbeat for 5 s (§4).
  h.fleet.fault("SIM-0003", "offline");
  assert.equal(rowOf("SIM-0003").appOnline, true, "still within 5 s");
  await waitUntil("SIM-0003 offline to the app", () => rowOf("SIM-0003").appOnline === false, 10_000);
  assert.deepEqual(rowOf("SIM-0003").faults, ["offline"]);
  assert.equal(rowOf("SIM-0002").appOnline, true);
  assert.equal(rowOf("SIM-0002").printMode, PRINT_MODE.IDLE);
  assert.ok(rowOf("SIM-0002").uptimeS >= 0);
  const before = rowOf("SIM-0002").uptimeS;
  await waitUntil("uptime counting", () => rowOf("SIM-0002").uptimeS > before + 1, 10_000);
});
