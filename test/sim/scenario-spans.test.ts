/**
 * Issue 13 item 9: expectations that hold over a span. The arithmetic of heartbeat gaps
 * (sim/scenario/spans.ts), then each span expectation against a real MQTT subscriber of one sim in
 * this process: `online` with `for`, the background `no-offline` and `heartbeat-gap`, and a fault
 * for N seconds. Each passes on a healthy printer and FAILS when the printer goes quiet, naming the
 * step, the gap and the step that ran meanwhile.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { bootSim, type BootedSim } from "../../sim/scenario/boot.ts";
import { runScenario } from "../../sim/scenario/runner.ts";
import { parseScenario, ScenarioError } from "../../sim/scenario/schema.ts";
import { firstGapOver, gaps, longestGap } from "../../sim/scenario/spans.ts";
import { callControl } from "../../sim/control-client.ts";

test("spans: gaps count from the last heartbeat before the span, and an open one to its end", () => {
  const beats = [0, 1000, 2000, 6500, 7500];
  assert.deepEqual(gaps(beats, 1500, 8000, -5000), [
    { from: 1000, to: 2000, open: false },
    { from: 2000, to: 6500, open: false },
    { from: 6500, to: 7500, open: false },
    { from: 7500, to: 8000, open: true },
  ]);
  assert.equal(longestGap(beats, 1500, 8000, -5000), 4500);
  assert.equal(firstGapOver(beats, 1500, 8000, -5000, 5000), null, "4.5 s is not offline (§4: after 5 s)");
  assert.deepEqual(firstGapOver(beats, 1500, 8000, -5000, 4000), { from: 2000, to: 6500, open: false });
  // Silent since before the span: not online in it either.
  assert.deepEqual(firstGapOver([0], 6000, 7000, -1, 5000), { from: 0, to: 7000, open: true });
  // No heartbeat at all: counted from when the subscriber began listening.
  assert.deepEqual(gaps([], 100, 300, 50), [{ from: 50, to: 300, open: true }]);
  // Arrivals after the span's end are not looked at.
  assert.deepEqual(gaps([0, 1000, 9000], 500, 2000, -1), [{ from: 0, to: 1000, open: false }, { from: 1000, to: 2000, open: true }]);
});

// 10×: the healthy gap (~1 s) is 4 s under the 5 s rule, 400 ms of real time on a loaded machine.
let sim: BootedSim;
before(async () => {
  sim = await bootSim({ speed: 10, printers: 2, seed: 1 });
});
after(() => sim.close());

const run = (steps: unknown[]) => runScenario(parseScenario({ name: "spans", steps }), { control: sim.control });

test("online for S: holds on a healthy printer; FAILS when it goes quiet, naming the gap", async () => {
  const pass = await run([{ expect: "online", sn: "SIM-0001", for: 4 }]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  assert.match(pass.steps[0]?.detail ?? "", /^SIM-0001 online for 4 s \(longest gap [01]\.\d s\)$/);

  const fail = await run([{ do: "fault", sn: "SIM-0001", kind: "mute" }, { expect: "online", sn: "SIM-0001", for: 10 }]);
  assert.equal(fail.ok, false);
  assert.equal(fail.failure?.index, 1);
  assert.match(fail.failure?.detail ?? "", /^SIM-0001 went offline: no heartbeat since -?[\d.]+ s \([5-9]\.\d s by [\d.]+ s\)$/);
  assert.ok((fail.failure?.at ?? 99) < 9, "it fails as soon as the printer is offline, not at the end of the span");
  assert.ok(fail.cleanup.some((c) => /SIM-0001 .*mute.*: cleared/.test(c)), fail.cleanup.join("\n"));
});

test("no-offline: watches while the next steps run; FAILS the moment the printer is offline, at its own step", async () => {
  const pass = await run([
    { expect: "no-offline", sn: "SIM-0002", for: 3 },
    { do: "wait", seconds: 4 },
    { do: "fault", sn: "SIM-0002", kind: "mute", note: "after the span: not its business" },
    { do: "wait", seconds: 7 },
  ]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  const ended = pass.steps.filter((s) => s.index === 0);
  assert.equal(ended.length, 2, "a line when it starts, one when its span is over");
  assert.match(ended[1]?.detail ?? "", /^SIM-0002: never offline in 3\.\d s \(longest gap [01]\.\d s\)$/);

  const fail = await run([
    { expect: "no-offline", sn: "SIM-0002", note: "to the end of the run" },
    { do: "fault", sn: "SIM-0002", kind: "mute" },
    { do: "wait", seconds: 30 },
    { do: "coin", sn: "SIM-0002", n: 1 },
  ]);
  assert.equal(fail.ok, false);
  assert.equal(fail.failure?.index, 0, "the failure is the guard's");
  assert.match(fail.failure?.label ?? "", /^steps\[0\] expect no-offline SIM-0002/);
  assert.match(fail.failure?.detail ?? "", /^SIM-0002 went offline: no heartbeat since/);
  assert.ok((fail.failure?.at ?? 99) < 12, "the wait of 30 s is cut short");
  assert.ok(!fail.steps.some((s) => s.index === 3), "nothing after the failure runs");
});

test("heartbeat-gap: a threshold of one's own; FAILS on a 3 s blip with max 2 s; a fault for N seconds clears itself", async () => {
  const pass = await run([{ expect: "heartbeat-gap", sn: "SIM-0001", max: 4, for: 4 }, { do: "wait", seconds: 1 }]);
  assert.equal(pass.ok, true, JSON.stringify(pass.failure));
  assert.ok(pass.steps.some((s) => s.index === 0 && /^SIM-0001: no heartbeat gap over 4 s in 4\.\d s/.test(s.detail)), JSON.stringify(pass.steps));

  const fail = await run([
    { expect: "heartbeat-gap", sn: "SIM-0001", max: 2, for: 20 },
    { do: "fault", sn: "SIM-0001", kind: "mute", seconds: 3 },
  ]);
  assert.equal(fail.ok, false);
  assert.equal(fail.failure?.index, 0);
  assert.match(fail.failure?.detail ?? "", /^SIM-0001 had a gap over 2 s: no heartbeat/);

  // The fault's own line when it is cleared, and the run waits for it.
  const timed = await run([{ do: "fault", sn: "SIM-0002", kind: "mute", seconds: 2 }]);
  assert.equal(timed.ok, true, JSON.stringify(timed.failure));
  assert.match(timed.steps.at(-1)?.detail ?? "", /^SIM-0002: mute cleared after 2\.\d s$/);
  const row = ((await callControl(sim.control, "GET", "/status")) as { printers: { sn: string; faults: string[] }[] }).printers.find((p) => p.sn === "SIM-0002");
  assert.deepEqual(row?.faults, []);
  assert.deepEqual(timed.cleanup, [], "nothing left to put away (and no session: nothing was watched or ordered)");
});

test("parseScenario: the span and fault fields that do not go together are refused", () => {
  const cases: [unknown, RegExp][] = [
    [{ expect: "online", sn: "SIM-0001" }, /give exactly one of within .* or for/],
    [{ expect: "online", sn: "SIM-0001", within: 5, for: 5 }, /give exactly one of within .* or for/],
    [{ expect: "heartbeat-gap", sn: "SIM-0001", for: 5 }, /max: /],
    [{ expect: "no-offline", sn: "SIM-0001", for: 0 }, /for: must be > 0/],
    [{ do: "fault", sn: "SIM-0001", kind: "reboot", seconds: 3 }, /seconds: a reboot is over by itself/],
    [{ do: "fault", sn: "SIM-0001", kind: "disconnect", seconds: 8 }, /seconds: a disconnect is over by itself .*use offline or mute/],
    [{ do: "fault", sn: "SIM-0001", kind: "mute", within: 8 }, /within: only with atProgress/],
    [{ do: "fault", sn: "SIM-0001", kind: "heater-fail", atProgress: 100 }, /atProgress: must be ≤ 99/],
  ];
  for (const [step, why] of cases) {
    assert.throws(() => parseScenario({ name: "x", steps: [step] }), (err: unknown) => err instanceof ScenarioError && why.test(err.message), JSON.stringify(step));
  }
});
