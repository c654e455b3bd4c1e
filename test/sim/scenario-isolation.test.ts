/**
 * Issue 13 item 10: runs against one shared sim do not interfere. A run's sessions come from the
 * control API (no send-code, so no 60 s limit) and end with it; what a run made (its jobs, faults,
 * orders, API faults) is put away when it ends, pass or fail, so the next run's order prints at
 * once. (The control API's part: control-scenario.test.ts; twice in a row against `sim start`:
 * scenarios-shared.test.ts.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { callControl } from "../../sim/control-client.ts";
import { bootSim } from "../../sim/scenario/boot.ts";
import { runScenario } from "../../sim/scenario/runner.ts";
import { parseScenario } from "../../sim/scenario/schema.ts";

test("runs against one sim: sessions from the control API (no send-code), ended with the run; a failed run puts away what it made; the next prints at once", async (t) => {
  const sim = await bootSim({ speed: 40, printers: 2, seed: 1 });
  t.after(() => sim.close());
  const tokensBefore = Object.keys(sim.store.tokens).length;
  const quick = parseScenario({
    name: "quick",
    steps: [
      { expect: "online", sn: "SIM-0001", within: 10 },
      { do: "order", as: "o1", sn: "SIM-0001", payType: 61 },
      { do: "order", as: "o2", sn: "SIM-0002", user: "printerManager", payType: 30 },
      { expect: "order", order: "o2", status: "printing", within: 5 },
    ],
  });
  for (let i = 0; i < 4; i++) {
    const r = await runScenario(quick, { control: sim.control });
    assert.equal(r.ok, true, `run ${i + 1}: ${JSON.stringify(r.failure)}`);
    assert.ok(r.cleanup.includes("3 sessions ended"), r.cleanup.join("\n")); // customer, printerManager, the subscriber's
  }
  const journal = (await (await fetch(`${sim.app}/__mock/journal?path=/api/default/*`)).json()) as { data: { entries: unknown[] } };
  assert.deepEqual(journal.data.entries, [], "no send-code, no login: the 60 s limit never comes into it");
  assert.equal(Object.keys(sim.store.tokens).length, tokensBefore, "every session the runs made is over");

  const failing = parseScenario({
    name: "fails half way",
    steps: [
      { do: "order", as: "o1", sn: "SIM-0001", user: "printerManager", payType: 30 },
      { do: "order", as: "o2", sn: "SIM-0001", user: "printerManager", payType: 30, note: "queued behind o1" },
      { do: "order", as: "o3", sn: "SIM-0001", payType: 61, note: "left unpaid (SIM-0001 takes WeChat Pay)" },
      { do: "fault", sn: "SIM-0002", kind: "heater-fail" },
      { do: "fault", sn: "SIM-0002", kind: "mute", seconds: 600, note: "its clear would come long after the run" },
      { do: "fault-api", path: "/api/sugar/**", delayMs: 1 },
      { expect: "printer", sn: "SIM-0001", state: "done", within: 1 },
    ],
  });
  const failed = await runScenario(failing, { control: sim.control });
  assert.equal(failed.failure?.index, 6);
  const lines = failed.cleanup.join("\n");
  assert.match(lines, /^API fault f\d+ removed$/m);
  assert.match(lines, /^order o1 \(T\d+\) was printing: its job cancelled on the printer, the order print-failed$/m);
  assert.match(lines, /^order o2 \(T\d+\) was paid: its job cancelled on the printer, the order print-failed$/m);
  assert.match(lines, /^order o3 \(T\d+\) was unpaid: cancelled by customer$/m);
  // Idle, or in error once its idle self-test (every 3 s of uptime) has found the dead heater.
  assert.match(lines, /^SIM-0002 (?:idle|error) \(.*heater-fail.*mute.*\): cleared$|^SIM-0002 (?:idle|error) \(.*mute.*heater-fail.*\): cleared$/m);
  const status = (await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; state: string; queued: number; faults: string[] }[] };
  assert.deepEqual(status.printers.map((p) => [p.sn, p.state, p.queued, p.faults]), [["SIM-0001", "idle", 0, []], ["SIM-0002", "idle", 0, []]]);
  assert.deepEqual(((await callControl(sim.control, "GET", "/api-faults")) as { rules: unknown[] }).rules, []);

  const next = await runScenario(
    parseScenario({ name: "next", steps: [{ do: "order", as: "o1", sn: "SIM-0001", user: "printerManager", payType: 30 }, { expect: "message", sn: "SIM-0001", order: "o1", info: "heating", within: 3, note: "at once, not queued" }] }),
    { control: sim.control },
  );
  assert.equal(next.ok, true, JSON.stringify(next.failure));
});
