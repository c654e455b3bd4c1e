/**
 * `sim watch <sn>` and `sim order <order_sn>` (issue 13 item 8) against an in-process sim, run as a
 * user runs them (node sim/bin.mjs): the watch decodes heartbeats, command messages and bad frames,
 * says when heartbeats stop past §4's 5 s and when they come back, and ends with exit code 0 on
 * Ctrl-C; the order shows the API's status, the payment, where the job is on the printer (running,
 * queued and where) and the refund.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { test } from "node:test";
import type { GoodsRecord } from "../../mock-api/store/types.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { PRINT_MODE } from "../../web/contract/device/heartbeat.ts";
import type { WatchEvent } from "../../sim/commands/watch.ts";
import type { OrderView } from "../../sim/order-view.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startSim } from "./fleet-harness.ts";
import { ROOT, runSim } from "./sim-cli.ts";

const WORK: GoodsRecord = {
  id: 9132, goods_type_id: 8, name: "测试图案 9132", image_url: "/mock/art/rose-9132.svg",
  image_list: [{ id: 91320, image_url: "/mock/art/rose-9132.svg", sell_count: 0 }],
  price: "0.40", coins_price: 1, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
  create_time: 1_767_000_000, deleted: false,
};

/** A `sim watch` child whose output lines the test reads as they come. */
function startWatch(args: readonly string[]) {
  const child = spawn(process.execPath, ["sim/bin.mjs", "watch", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  return {
    child,
    exited,
    lines: () => out.split("\n").filter((l) => l !== ""),
    stderr: () => err,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

test("sim watch --json: decoded heartbeats, the coins message, silence past 5 s and the way back; Ctrl-C is exit 0", async (t) => {
  const h = await startSim(t, { speed: 10, printers: 2 });
  const w = startWatch(["SIM-0001", "--json", "--control", h.control]);
  t.after(w.kill);
  const events = () => w.lines().map((l) => JSON.parse(l) as WatchEvent);
  await waitUntil(() => `a heartbeat (${w.stderr()})`, () => events().some((e) => "heartbeat" in e), 30_000);
  h.fleet.coin("SIM-0001", 2);
  await waitUntil("the coins message", () => events().some((e) => "message" in e && e.message.coins !== undefined), 30_000);
  h.fleet.fault("SIM-0001", "offline");
  await waitUntil("silence past 5 s", () => events().some((e) => e.kind === "silent"), 30_000);
  h.fleet.clear("SIM-0001");
  await waitUntil("heartbeats back", () => events().some((e) => e.kind === "gap"), 30_000);
  w.child.kill("SIGINT");
  assert.equal(await w.exited, 0, w.stderr());

  const all = events();
  assert.ok(all.every((e) => e.sn === "SIM-0001"), "one printer only");
  const beat = all.find((e) => "heartbeat" in e);
  assert.ok(beat !== undefined && "heartbeat" in beat);
  assert.equal(beat.heartbeat.sn, "SIM-0001");
  assert.equal(beat.heartbeat.printMode, PRINT_MODE.IDLE);
  const silent = all.find((e) => e.kind === "silent");
  const gap = all.find((e) => e.kind === "gap");
  assert.ok(silent !== undefined && "ms" in silent && silent.ms > 5000);
  assert.ok(gap !== undefined && "ms" in gap && gap.ms > 5000);
  assert.ok(all.indexOf(silent) < all.indexOf(gap));
});

test("sim watch (people): one line per frame, a bad frame says why", async (t) => {
  const h = await startSim(t, { speed: 10, printers: 2 });
  h.fleet.fault("SIM-0002", "malformed");
  const w = startWatch(["SIM-0002", "--control", h.control]);
  t.after(w.kill);
  await waitUntil(() => `a bad frame (${w.lines().join(" | ")} ${w.stderr()})`, () => w.lines().some((l) => /malformed frame/.test(l)), 30_000);
  h.fleet.clear("SIM-0002");
  await waitUntil("a good heartbeat", () => w.lines().some((l) => /^\d\d:\d\d:\d\d\.\d{3}  heartbeat\s+idle\s+nozzle \d+\.\d\/0 °C\s+bed .* up \d/.test(l)), 30_000);
  w.child.kill("SIGINT");
  assert.equal(await w.exited, 0);
  assert.match(w.lines().find((l) => /malformed/.test(l)) ?? "", /^\d\d:\d\d:\d\d\.\d{3}  heartbeat\s+malformed frame \(\d+ bytes\): (wrong length|unknown version|bad checksum)/);
  const unknown = await runSim(["watch", "SIM-0009", "--control", h.control]);
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /^sim: sim watch: unknown printer SIM-0009/);
});

test("sim order: the API's status, the payment, the job running or queued on the printer, the refund", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  h.store.goods[String(WORK.id)] = WORK;
  const token = h.token();
  const order = async () => {
    const made = (await h.api$("POST", "/api/order/make", token, { target_id: WORK.id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } })) as { sn: string };
    await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: PAY_TYPE.BALANCE });
    return made.sn;
  };
  const first = await order();
  const second = await order();
  // Children run while this process serves the sim: never spawnSync here.
  const view = async (sn: string): Promise<OrderView> => {
    const r = await runSim(["order", sn, "--json", "--control", h.control]);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout) as OrderView;
  };
  await waitUntil("the second order queued on the printer", () => h.fleet.inspect("SIM-0001")?.model.queue.some((j) => j.order_sn === second) === true, 10_000);

  const a = await view(first);
  assert.equal(a.sn, "SIM-0001");
  assert.ok(["paid", "printing"].includes(a.status_name), a.status_name);
  assert.equal(a.pay.paid, true);
  assert.equal(a.pay.pay_type_name, "balance");
  assert.equal(a.pay.pay_money, "0.40");
  assert.equal(a.printer?.job, "running");
  assert.equal(a.refund, null);

  const id = Object.values(h.store.printOrders).find((o) => o.order_sn === second)?.id;
  await h.api$("POST", "/api/tanghua/apply-refund", token, { order_id: id, reason: "不想等了" });
  const b = await view(second);
  assert.equal(b.status_name, "paid");
  assert.equal(b.printer?.job, "queued");
  assert.equal(b.printer?.position, 1);
  assert.equal(b.printer?.printing, first);
  assert.equal(b.refund?.status_name, "applying");
  assert.equal(b.refund?.reason, "不想等了");

  const human = await runSim(["order", second, "--control", h.control]);
  assert.equal(human.code, 0, human.stderr);
  const lines = human.stdout.trim().split("\n");
  assert.match(lines[0] ?? "", new RegExp(`^order    ${second}  "测试图案 9132" on SIM-0001`));
  assert.match(lines[1] ?? "", /^API      paid \(10\)/);
  assert.match(lines[2] ?? "", /^pay      balance \(30\): 0\.40 at /);
  assert.match(lines[3] ?? "", new RegExp(`^printer  SIM-0001 \\w+, the app sees it online; queued, 1st in line \\(printing ${first}\\)$`));
  assert.match(lines[4] ?? "", /^refund   applying \(10\): 0\.40, "不想等了"; applied /);

  const unknown = await runSim(["order", "NOPE", "--control", h.control]);
  assert.equal(unknown.code, 1);
  assert.equal(unknown.stderr, "sim: GET /orders/NOPE: 404 no order NOPE\n");
});
