/**
 * Issue 13 item 9: the expectations on coins, command messages and refunds, and the actions for a
 * refund (apply as the customer, audit and confirm as a platform admin, through the real /api),
 * cancelling an order and a fault at a print progress, against one sim in this process. Each
 * expectation also runs in a scenario that must FAIL, and each action where the API refuses it.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { bootSim, type BootedSim } from "../../sim/scenario/boot.ts";
import { runScenario } from "../../sim/scenario/runner.ts";
import { parseScenario } from "../../sim/scenario/schema.ts";

let sim: BootedSim;
before(async () => {
  sim = await bootSim({ speed: 40, printers: 3, seed: 1 });
});
after(() => sim.close());

const run = (steps: unknown[]) => runScenario(parseScenario({ name: "orders", steps }), { control: sim.control });

test("coins: the machine's as the backend holds them, and a user's; `change` counts from the run's start; FAILS on a wrong count", async () => {
  const pass = await run([
    { do: "coin", sn: "SIM-0001", n: 3 },
    { expect: "coins", sn: "SIM-0001", change: 3, within: 3 },
    { expect: "coins", sn: "SIM-0001", gte: 3 },
    { expect: "coins", user: "customer", change: 0 },
    { expect: "coins", user: "printerManager", equals: 20, note: "the seed's" },
  ]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  assert.match(pass.steps[1]?.detail ?? "", /^SIM-0001 has \d+ coins \(\+3 since the run began\)$/);

  const machine = await run([{ do: "coin", sn: "SIM-0001", n: 1 }, { expect: "coins", sn: "SIM-0001", change: 2, within: 1 }]);
  assert.equal(machine.failure?.index, 1);
  assert.match(machine.failure?.detail ?? "", /^after 1 s saw SIM-0001 has \d+ coins \(\+1 since the run began\)$/);

  const user = await run([{ expect: "coins", user: "printerManager", lte: 19 }]);
  assert.equal(user.failure?.index, 0);
  assert.match(user.failure?.detail ?? "", /^saw printerManager has 20 coins \(\+0 since the run began\)$/);
});

test("a fault at a print progress, and the command messages a subscriber saw; FAILS for a message never sent and a progress never reached", async () => {
  const pass = await run([
    { do: "order", as: "o1", sn: "SIM-0002", user: "printerManager", payType: 30 },
    { expect: "message", sn: "SIM-0002", order: "o1", info: "heating", within: 3 },
    { do: "fault", sn: "SIM-0002", kind: "material-out", atProgress: 10 },
    { expect: "printer", sn: "SIM-0002", state: "paused", within: 1 },
    { expect: "message", sn: "SIM-0002", order: "o1", text: "缺料", within: 3 },
  ]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  const at = /progress (\d+)%/.exec(pass.steps[2]?.detail ?? "");
  assert.ok(at !== null && Number(at[1]) >= 10 && Number(at[1]) < 100, pass.steps[2]?.detail);
  assert.match(pass.steps[4]?.detail ?? "", /^printing "缺料，已暂停 \d+%" T\d+$/);
  // The run made a paused job and a missing sensor: both put away.
  assert.ok(pass.cleanup.some((c) => /^order o1 \(T\d+\) was printing: its job cancelled on the printer, the order print-failed$/.test(c)), pass.cleanup.join("\n"));
  assert.ok(pass.cleanup.some((c) => /^SIM-0002 idle \(.*\), sugar or bamboo taken by the run: cleared$/.test(c)), pass.cleanup.join("\n"));

  const message = await run([{ do: "coin", sn: "SIM-0002", n: 1 }, { expect: "message", sn: "SIM-0002", info: "failed", within: 1 }]);
  assert.equal(message.failure?.index, 1);
  assert.match(message.failure?.detail ?? "", /^after 1 s saw only 1 other message from SIM-0002, the last: coins \d+$/);

  const progress = await run([{ do: "fault", sn: "SIM-0003", kind: "heater-fail", atProgress: 50, within: 5 }]);
  assert.equal(progress.failure?.index, 0);
  assert.match(progress.failure?.detail ?? "", /^after 5 s saw SIM-0003 idle \(nozzle [\d.]+\/0 °C, progress 0%\)$/);
  assert.deepEqual(progress.cleanup, [], "the fault never went out");
});

test("refunds through the /api: the customer applies, a platform admin audits and pays; each refusal fails the step unless it says `fails`", async () => {
  const pass = await run([
    { do: "set", sn: "SIM-0003", values: { material: false }, note: "the job is refused at once: a print-failed order" },
    { do: "order", as: "o1", sn: "SIM-0003", user: "customer", payType: 30, goods: 11 },
    { expect: "order", order: "o1", status: "print-failed", within: 3 },
    { expect: "refund", order: "o1", status: "none" },
    { do: "refund-confirm", order: "o1", fails: { message: "no refund of order" } },
    { do: "refund-apply", order: "o1", reason: "无法打印" },
    { expect: "refund", order: "o1", status: "applying" },
    { do: "refund-apply", order: "o1", fails: { errorCode: 1 }, note: "one open refund per order" },
    { do: "refund-audit", order: "o1", user: "customer", fails: { status: 403 }, note: "a customer is no platform admin" },
    { do: "refund-confirm", order: "o1", fails: { errorCode: 1 }, note: "not approved yet" },
    { do: "refund-audit", order: "o1", pass: false, fails: { status: 422 }, note: "a refusal needs a remark" },
    { do: "refund-audit", order: "o1" },
    { expect: "refund", order: "o1", status: "approved" },
    { do: "refund-confirm", order: "o1" },
    { expect: "refund", order: "o1", status: "refunded" },
    { expect: "order", order: "o1", status: "refunded" },
  ]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  assert.match(pass.steps[5]?.detail ?? "", /^customer asked for a refund of order o1 \(refund status 10\)$/);
  assert.match(pass.steps[11]?.detail ?? "", /^admin passed refund \d+ of order o1 \(refund status 20\)$/);
  assert.match(pass.steps[13]?.detail ?? "", /^admin paid refund \d+ of order o1 back: 6\.60 \(refund status 30\)$/);

  assert.ok(pass.cleanup.some((c) => /^SIM-0003 idle \(.*\), sugar or bamboo taken by the run: cleared$/.test(c)), pass.cleanup.join("\n"));

  const early = await run([
    { do: "set", sn: "SIM-0003", values: { material: false } },
    { do: "order", as: "o1", sn: "SIM-0003", user: "customer", payType: 30, goods: 11 },
    { expect: "order", order: "o1", status: "print-failed", within: 3 },
    { do: "refund-apply", order: "o1" },
    { expect: "refund", order: "o1", status: "refunded", within: 2 },
  ]);
  assert.equal(early.failure?.index, 4);
  assert.match(early.failure?.detail ?? "", /^after 2 s saw order o1 refund applying \(order print-failed\)$/);

  const refused = await run([{ do: "order", as: "o1", sn: "SIM-0001", payType: 61 }, { do: "refund-apply", order: "o1" }]);
  assert.equal(refused.failure?.index, 1, "an unpaid order has nothing to refund");
  assert.match(refused.failure?.detail ?? "", /\/api\/tanghua\/apply-refund answered HTTP 200, errorCode 1/);
  assert.ok(refused.cleanup.some((c) => /^order o1 \(T\d+\) was unpaid: cancelled by customer$/.test(c)), refused.cleanup.join("\n"));
});

test("cancel: the customer gives up an unpaid order, a late scan is refused; cancelling a paid one FAILS", async () => {
  const pass = await run([
    { do: "order", as: "o1", sn: "SIM-0001", payType: 61 },
    { do: "cancel", order: "o1" },
    { expect: "order", order: "o1", status: "closed" },
    { do: "pay", order: "o1", fails: { status: 409 } },
    { do: "cancel", order: "o1", note: "idempotent" },
  ]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  assert.match(pass.steps[1]?.detail ?? "", /^order o1 cancelled by customer \(status 90\)$/);

  const paid = await run([{ do: "order", as: "o1", sn: "SIM-0001", user: "printerManager", payType: 30 }, { do: "cancel", order: "o1" }]);
  assert.equal(paid.failure?.index, 1);
  assert.match(paid.failure?.detail ?? "", /\/api\/order\/cancel answered HTTP 200, errorCode 1/);
  assert.ok(paid.cleanup.some((c) => /^order o1 \(T\d+\) was printing: its job cancelled on the printer, the order print-failed$/.test(c)), paid.cleanup.join("\n"));
});

test("clean-up: sugar taken and given back by the run leaves the printer alone; taken and kept, it is cleared", async () => {
  const back = await run([{ do: "set", sn: "SIM-0001", values: { material: false } }, { do: "set", sn: "SIM-0001", values: { material: true } }]);
  assert.equal(back.ok, true, JSON.stringify(back.failure));
  assert.deepEqual(back.cleanup, []);
  const kept = await run([{ do: "fault", sn: "SIM-0001", kind: "bamboo-out" }]);
  assert.deepEqual(kept.cleanup, [kept.cleanup.find((c) => /^SIM-0001 idle \(.*\), sugar or bamboo taken by the run: cleared$/.test(c)) ?? "(no line clearing SIM-0001)"]);
});
