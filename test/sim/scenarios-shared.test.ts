/**
 * Issue 13 item 10: the QA scenarios against one running `sim start` (a child process), each twice
 * in a row, as QA runs them all day against a shared sim: the second run logs in (no 60 s
 * send-code limit), finds the printers as the first left them (idle, no fault, no job) and passes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { callControl } from "../../sim/control-client.ts";
import { startSimApp } from "../e2e/helpers/sim-app.ts";

for (const file of ["heater-fail-queue.json", "coins-reboot-mid-print.json"]) {
  test(`sim scenario run --control: ${file} twice in a row against one running sim`, async (t) => {
    const sim = await startSimApp({ printers: 3, speed: 40 });
    t.after(() => sim.close());
    for (const round of [1, 2]) {
      const out = await sim.sim(["scenario", "run", `sim/scenarios/${file}`]);
      assert.match(out, /^scenario: passed, 26 steps/m, `round ${round}:\n${out}`);
      assert.match(out, /^cleanup: \d sessions? ended$/m);
    }
    const status = (await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; state: string; queued: number; faults: string[] }[] };
    for (const p of status.printers) assert.deepEqual([p.sn, p.queued, p.faults], [p.sn, 0, []], JSON.stringify(p));
  });
}
