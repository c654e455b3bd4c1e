/** The first-order thermal model: stated rates, step-size independence, cooling and runaway. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { BED, NOZZLE, approach, secondsToReach, stepBody } from "../../sim/thermal.ts";

function heatFor(seconds: number, stepS: number, from: number, target: number): number {
  let t = from;
  for (let s = 0; s < seconds; s += stepS) t = stepBody(NOZZLE, t, target, 22, "controlled", stepS);
  return t;
}

test("a cold nozzle comes within 2 °C of 135 °C in 1.5–2 min, the bed within 5 °C of 45 °C in under 2 min", () => {
  const nozzleS = secondsToReach(NOZZLE, 22, 135, 2);
  assert.ok(nozzleS >= 90 && nozzleS <= 120, `nozzle took ${nozzleS} s`);
  const bedS = secondsToReach(BED, 22, 45, 5);
  assert.ok(bedS <= 120, `bed took ${bedS} s`);
  assert.ok(heatFor(Math.ceil(nozzleS), 1, 22, 135) >= 133);
  assert.ok(heatFor(Math.floor(nozzleS) - 5, 1, 22, 135) < 133);
});

test("the exact exponential step gives the same curve whatever the step size", () => {
  for (const stepS of [0.1, 0.25, 1, 5]) {
    assert.ok(Math.abs(heatFor(60, stepS, 22, 135) - heatFor(60, 60, 22, 135)) < 1e-9, `step ${stepS} s`);
  }
});

test("table: where a body heads", () => {
  const cases: [name: string, power: "controlled" | "off" | "stuck", temp: number, target: number, check: (t: number) => boolean][] = [
    ["controlled heats towards the target", "controlled", 22, 135, (t) => t > 22 && t < 135],
    ["controlled cools down to a lower target", "controlled", 135, 60, (t) => t < 135 && t > 60],
    ["a target below the ambient is the ambient", "controlled", 22, 0, (t) => t === 22],
    ["off cools towards the ambient", "off", 135, 135, (t) => t < 135 && t > 22],
    ["stuck heats past any target", "stuck", 135, 0, (t) => t > 135],
  ];
  for (const [name, power, temp, target, check] of cases) {
    assert.ok(check(stepBody(NOZZLE, temp, target, 22, power, 10)), name);
  }
});

test("cooling is slower than heating (passive loss)", () => {
  assert.ok(NOZZLE.coolTauS > NOZZLE.heatTauS && BED.coolTauS > BED.heatTauS);
  assert.equal(approach(100, 22, 0, 25), 100);
});
