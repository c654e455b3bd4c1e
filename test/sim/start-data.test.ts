/**
 * Issue 13 item 6: `sim start --data FILE` keeps the printers beside the API state (FILE.fleet.json).
 * Stopped mid-print and started again, a printer carries on where it was (its job and progress, its
 * temperature, its queue, faults and coins, the virtual clock); an order whose job the restored
 * printer does not hold (the store saved after the fleet file, as a kill -9 can leave them) fails
 * visibly and can be refunded, and a paid job it does not hold is handed to it again: none hangs.
 * Against `sim start` in child processes, as a support engineer would run it.
 */
import assert from "node:assert/strict";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { LOST_JOB_MESSAGE } from "../../mock-api/printing/jobs.ts";
import { callControl } from "../../sim/control-client.ts";
import type { FleetSnapshot } from "../../sim/fleet-snapshot.ts";
import type { PrinterRow } from "../../sim/fleet-types.ts";
import { startSimApp, type SimApp } from "../e2e/helpers/sim-app.ts";
import { waitUntil } from "../helpers/wait.ts";
import { loginToken } from "./sim-cli.ts";

const SN = "SIM-0002";

interface Envelope<T> { errorCode: number; msg: string; data: T }

async function api<T>(app: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(app + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Envelope<T>;
  if (json.errorCode !== 0) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}

/** Makes and pays (balance) the cheapest pattern on SIM-0002; its order_sn. */
async function paidOrder(app: string, token: string): Promise<string> {
  const list = await api<{ list: { goods_id: number; price: string | number }[] }>(app, "GET", `/api/sugar/list?sn=${SN}&limit=50`, token);
  const cheap = [...list.list].sort((a, b) => Number(a.price) - Number(b.price))[0];
  assert.ok(cheap !== undefined);
  const made = await api<{ sn: string }>(app, "POST", "/api/order/make", token, { target_id: cheap.goods_id, target_type: "goods", print_param: { sn: SN, type: "sugar" } });
  await api(app, "POST", "/api/order/payment", token, { sn: made.sn, pay_type: 30 });
  return made.sn;
}

const rows = async (sim: SimApp) => ((await callControl(sim.control, "GET", "/status")) as { printers: PrinterRow[] }).printers;
const row = async (sim: SimApp, sn: string) => (await rows(sim)).find((r) => r.sn === sn);
const order = async (sim: SimApp, orderSn: string) =>
  (await callControl(sim.control, "GET", `/orders/${orderSn}`)) as { status_name: string; print_status_info: string | null };
const post = (sim: SimApp, path: string, body: unknown) => callControl(sim.control, "POST", path, body);

/** A folder for the state files, and `sim start --data` in it; after the test every sim is stopped, then the folder removed. */
function setUp(t: TestContext): { dir: string; boot(data: string): Promise<SimApp> } {
  const dir = mkdtempSync(join(tmpdir(), "sim-data-"));
  const sims: SimApp[] = [];
  t.after(async () => {
    await Promise.all(sims.map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    async boot(data) {
      const sim = await startSimApp({ printers: 3, speed: 10, extraArgs: ["--data", data] });
      sims.push(sim);
      return sim;
    },
  };
}

test("stopped mid-print and started again with --data: the printer carries on from its progress, hot, with its queue, faults, coins and clock", async (t) => {
  const { dir, boot } = setUp(t);
  const data = join(dir, "state.json");
  const fleetFile = join(dir, "state.fleet.json");
  const first = await boot(data);
  const token = await loginToken(first.app, "13800000001");
  await post(first, `/printers/${SN}/set`, { printSpeed: 10 }); // slow: a print lasts long enough to stop in the middle
  await post(first, "/printers/SIM-0001/coin", { n: 7 });
  await post(first, "/printers/SIM-0003/fault", { kind: "heater-fail" });
  await post(first, "/printers/SIM-0003/fault", { kind: "jitter" });
  const printing = await paidOrder(first.app, token);
  const waiting = await paidOrder(first.app, token);
  await waitUntil("printing, some way in", async () => {
    const r = await row(first, SN);
    return r?.state === "printing" && r.progress >= 3;
  }, 60_000);
  const before = await row(first, SN);
  const coins = (await row(first, "SIM-0001"))?.coins;
  await first.close(); // SIGTERM: the last fleet save is of the stopped printers

  assert.ok(existsSync(fleetFile), "the printers are saved beside the state");
  const saved = JSON.parse(readFileSync(fleetFile, "utf8")) as FleetSnapshot;
  const second = await boot(data);
  const info = (await callControl(second.control, "GET", "/info")) as { now: number };
  // A stopped sim is a paused world: the clock goes on from where it stopped (the wall clock is far behind at 10×).
  assert.ok(info.now >= saved.clock && info.now < saved.clock + 60_000, `sim time ${info.now - saved.clock} ms after the saved clock`);

  const after = await row(second, SN);
  assert.equal(after?.state, "printing", "not idle and cold");
  assert.equal(after?.order_sn, printing);
  assert.ok((after?.progress ?? 0) >= (before?.progress ?? 0), `progress ${after?.progress} % after ${before?.progress} %`);
  assert.ok((after?.nozzle ?? 0) > 125, `nozzle ${after?.nozzle} °C`);
  assert.equal(after?.queued, 1, "the waiting job is still queued on it");
  assert.equal((await row(second, "SIM-0001"))?.coins, coins);
  assert.deepEqual((await row(second, "SIM-0003"))?.faults.sort(), ["heater-fail", "jitter"]);
  assert.equal((await order(second, printing)).status_name, "printing");

  await post(second, `/printers/${SN}/set`, { printSpeed: 300 });
  await waitUntil("both orders printed after the restart", async () => (await order(second, waiting)).status_name === "completed", 90_000);
  assert.equal((await order(second, printing)).status_name, "completed");
});

test("a job the restored printer does not hold fails visibly (refundable), a paid one it lacks is handed to it again: nothing hangs", async (t) => {
  const { dir, boot } = setUp(t);
  const data = join(dir, "state.json");
  const fleetFile = join(dir, "state.fleet.json");
  const first = await boot(data);
  const token = await loginToken(first.app, "13800000001");
  await post(first, `/printers/${SN}/set`, { printSpeed: 10 });
  await waitUntil("a fleet save with the printer set", () => existsSync(fleetFile) && (JSON.parse(readFileSync(fleetFile, "utf8")) as FleetSnapshot).printers.some((p) => p.model.sn === SN && p.model.speed === 10), 20_000);
  copyFileSync(fleetFile, join(dir, "before-the-orders.json"));
  const printing = await paidOrder(first.app, token);
  const waiting = await paidOrder(first.app, token);
  await waitUntil("the first order printing", async () => (await order(first, printing)).status_name === "printing", 60_000);
  await first.close();
  // What a kill -9 can leave: the state file saved after the orders, the fleet file from before them.
  copyFileSync(join(dir, "before-the-orders.json"), fleetFile);

  const second = await boot(data);
  const cut = await order(second, printing);
  assert.equal(cut.status_name, "print-failed", "cut off by the stop: failed, not printing forever");
  assert.equal(cut.print_status_info, "failed");
  // The reason, as the merchant's order page shows it (print_status): in the API state a ticket would carry.
  const state = (await callControl(second.control, "GET", "/snapshot")) as { api: { printOrders: Record<string, { order_sn: string; print_status_message?: string }> } };
  assert.equal(Object.values(state.api.printOrders).find((o) => o.order_sn === printing)?.print_status_message, LOST_JOB_MESSAGE);
  assert.match(second.output(), new RegExp(`${SN} booted: ${printing} print-failed`));
  await api(second.app, "POST", "/api/tanghua/apply-refund", token, { order_id: await orderId(second, token, printing), reason: "打印中断" });

  await waitUntil("the waiting order handed to the printer again", async () => (await row(second, SN))?.order_sn === waiting, 20_000);
  await post(second, `/printers/${SN}/set`, { printSpeed: 300 });
  await waitUntil("…and printed", async () => (await order(second, waiting)).status_name === "completed", 90_000);
});

/** The order's id as the customer's order list has it (apply-refund takes the id). */
async function orderId(sim: SimApp, token: string, orderSn: string): Promise<number> {
  const info = await api<{ list: { id: number; order_sn: string }[] }>(sim.app, "GET", "/api/tanghua/user-order?page=1&limit=50", token);
  const o = info.list.find((x) => x.order_sn === orderSn);
  assert.ok(o !== undefined, `${orderSn} in the customer's orders`);
  return o.id;
}

test("issue 12: sim start --data killed with -9 keeps every acknowledged write: coins at the machine, a control-plane session, a paid order", async (t) => {
  const { dir, boot } = setUp(t);
  const data = join(dir, "state.json");
  const fleetFile = join(dir, "state.fleet.json");
  const first = await boot(data);
  const token = await loginToken(first.app, "13800000001");
  const before = (await row(first, "SIM-0001"))?.coins ?? 0;
  await waitUntil("a fleet save", () => existsSync(fleetFile), 20_000);
  copyFileSync(fleetFile, join(dir, "fleet-before.json"));
  // Coins inserted at the machine: the printer's report (MQTT) sets them in the API; the answer
  // leaves once that is in the write-ahead log on disk.
  const coins = (await post(first, "/printers/SIM-0001/coin", { n: 7 })) as { coins: number };
  assert.equal(coins.coins, before + 7);
  const session = (await post(first, "/sessions", { user: "admin" })) as { access_token: string };
  const paid = await paidOrder(first.app, token);
  await first.kill(); // no save on the way out: what is on disk is the snapshot, the log and a fleet file up to a second old
  copyFileSync(join(dir, "fleet-before.json"), fleetFile); // the oldest fleet file the kill could leave: from before the writes

  const second = await boot(data);
  assert.equal((await row(second, "SIM-0001"))?.coins, before + 7, "the coins the API acknowledged (the printer restored takes the API's, not its older fleet file's)");
  assert.notEqual((await order(second, paid)).status_name, "unpaid", "the paid order");
  const me = await fetch(`${second.app}/api/user/info`, { headers: { authorization: `Bearer ${session.access_token}` } });
  assert.equal(me.status, 200, "the session the control API made");
});
