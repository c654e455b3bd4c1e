/** The temperature chart's buffer (window, one point a second) and its SVG geometry. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { chartGeometry, pushSample, scaleMax, type TempSample } from "../../../../web/src/lib/printer-live/temp-chart-series.ts";

const at = (t: number, nozzle = 100): TempSample => ({ t, nozzle, nozzleTarget: 135, bed: 40, bedTarget: 45 });

test("one point a second: closer samples replace the live right-hand point", () => {
  let s: TempSample[] = [];
  for (let t = 0; t <= 3000; t += 100) s = pushSample(s, at(t));
  const times = s.map((x) => x.t);
  for (let i = 1; i < times.length - 1; i++) assert.ok((times[i] as number) - (times[i - 1] as number) >= 1000, `gap at ${i}: ${times.join(",")}`);
  assert.equal(times.at(-1), 3000, "the newest sample is always shown");
  assert.ok(s.length <= 5);
});

test("only the window is kept", () => {
  let s: TempSample[] = [];
  for (let t = 0; t <= 10_000; t += 1000) s = pushSample(s, at(t), 5000, 1000);
  assert.deepEqual(s.map((x) => x.t), [5000, 6000, 7000, 8000, 9000, 10_000]);
});

test("out-of-order samples are dropped; the input array is not changed", () => {
  const s = pushSample(pushSample([], at(5000)), at(7000));
  const before = [...s];
  const next = pushSample(s, at(6000 - 2000));
  assert.deepEqual(next.map((x) => x.t), [5000, 7000]);
  assert.deepEqual(s, before);
});

test("scale: above every value, in 50 °C steps, at least 50", () => {
  assert.equal(scaleMax([]), 50);
  assert.equal(scaleMax([at(0, 22)].map((x) => ({ ...x, nozzleTarget: 0, bedTarget: 0, bed: 22 }))), 50);
  assert.equal(scaleMax([at(0, 137)]), 150);
  assert.equal(scaleMax([at(0, 148)]), 200);
});

test("geometry: the newest point at the right edge, 0 °C at the bottom, targets as their own paths", () => {
  const s = [at(0, 0), at(90_000, 75), at(180_000, 150)];
  const g = chartGeometry(s, 300, 100, 180_000);
  assert.equal(g.yMax, 200);
  assert.equal(g.nozzle, "M0.0 100.0L150.0 62.5L300.0 25.0");
  assert.equal(g.nozzleTarget, "M0.0 32.5L150.0 32.5L300.0 32.5");
  assert.deepEqual(g.ticks.map((t) => t.value), [50, 100, 150]);
  assert.equal(g.ticks[0]?.y, 75);
});

test("geometry: a short history spans the data (at least 30 s), not the whole 3 minute window", () => {
  const s = [at(0, 100), at(60_000, 120)];
  const g = chartGeometry(s, 300, 100, 180_000);
  assert.match(g.nozzle, /^M0\.0 /, "the oldest point at the left edge");
  const tiny = chartGeometry([at(0), at(3000)], 300, 100, 180_000);
  assert.match(tiny.nozzle, /^M270\.0 /, "3 s of a 30 s minimum span");
});
