/**
 * What the simulated printers report reaches the merchant's printer calls (manage-device): live
 * online flags, and the errors of `sim fault` (out of sugar at an idle printer; a heater failing
 * under a job, and at an idle printer through its self-test) on the error list and the dashboard's
 * count, gone again after `sim clear`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { GoodsRecord } from "../../mock-api/store/types.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import type { DeviceRow } from "../../web/contract/http/manage-device.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";

interface Page {
  list: DeviceRow[];
  total: number;
  counts?: Record<string, number>;
}

function owner(h: SimHarness): string {
  return issueToken(h.store, SEED_USERS.printerManager.id, h.clock.now()).token;
}

async function errors(h: SimHarness, token: string): Promise<DeviceRow[]> {
  return ((await h.api$("GET", "/api/manage-device/error-list", token)) as Page).list;
}

test("heartbeats make the printers online in the list; out of sugar at an idle printer is listed at once and gone after clear", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 2 });
  const token = owner(h);
  await waitUntil("both online in the list", async () => {
    const page = (await h.api$("GET", "/api/manage-device/list?state=online", token)) as Page;
    return page.list.map((r) => r.sn).join() === "SIM-0001,SIM-0002";
  });
  assert.equal((await h.ctl("POST", "/printers/SIM-0002/fault", { kind: "material-out" })).status, 200);
  await waitUntil("SIM-0002 on the error list", async () => (await errors(h, token)).some((r) => r.sn === "SIM-0002" && r.error?.code === "material_out"));
  const dash = (await h.api$("GET", "/api/manage/index", token)) as { device_error_count: number; device_online_count: number };
  assert.equal(dash.device_error_count, 1);
  assert.equal(dash.device_online_count, 2, "out of sugar, still online");
  await h.ctl("POST", "/printers/SIM-0002/clear");
  await waitUntil("refilled: off the list", async () => (await errors(h, token)).length === 0);
});

const WORK: GoodsRecord = {
  id: 9102, goods_type_id: 8, name: "测试图案 9102", image_url: "/mock/art/rose-9102.svg",
  image_list: [{ id: 91020, image_url: "/mock/art/rose-9102.svg", sell_count: 0 }],
  price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
  create_time: 1_767_000_000, deleted: false,
};

test("a heater failing under a job: the job fails, and the printer is listed in error with the failure's words", async (t) => {
  const h = await startSim(t, { speed: 100, printers: 1 });
  h.store.goods[String(WORK.id)] = WORK;
  const token = owner(h);
  const customer = h.token();
  const made = (await h.api$("POST", "/api/order/make", customer, { target_id: WORK.id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", customer, { sn: made.sn, pay_type: 30 });
  // Under the job: an idle printer's self-test would find the dead heater before any job came.
  await waitUntil("SIM-0001 heating the job", () => h.fleet.status().find((r) => r.sn === "SIM-0001")?.state === "heating");
  await h.ctl("POST", "/printers/SIM-0001/fault", { kind: "heater-fail" });
  await waitUntil("SIM-0001 in error", async () => (await errors(h, token)).some((r) => r.sn === "SIM-0001" && r.error?.code === "device_error"), 15_000);
  const row = (await errors(h, token)).find((r) => r.sn === "SIM-0001");
  assert.equal(row?.error?.text, "打印失败：加热失败");
  await h.ctl("POST", "/printers/SIM-0001/clear");
  await waitUntil("cleared", async () => (await errors(h, token)).length === 0);
});

test("a heater failing at an idle printer: its self-test puts it in error mode, listed as a device error with no job involved", async (t) => {
  const h = await startSim(t, { speed: 10, printers: 2 });
  const token = owner(h);
  await waitUntil("SIM-0001 online", async () => ((await h.api$("GET", "/api/manage-device/list?state=online", token)) as Page).list.some((r) => r.sn === "SIM-0001"));
  await h.ctl("POST", "/printers/SIM-0001/fault", { kind: "heater-fail" });
  await waitUntil("SIM-0001 on the error list", async () => (await errors(h, token)).some((r) => r.sn === "SIM-0001" && r.error?.code === "device_error"));
  const row = h.fleet.status().find((r) => r.sn === "SIM-0001");
  assert.equal(row?.state, "error");
  assert.equal(row?.order_sn, null, "idle when it failed: no job");
  const dash = (await h.api$("GET", "/api/manage/index", token)) as { device_error_count: number; device_online_count: number };
  assert.equal(dash.device_error_count, 1);
  assert.equal(dash.device_online_count, 2, "in error, still online: its heartbeats say so");
  await h.ctl("POST", "/printers/SIM-0001/clear");
  await waitUntil("cleared", async () => (await errors(h, token)).length === 0);
});
