import { test, describe, after } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import type { Countdown } from "../../../web/src/lib/countdown.ts";

const dom = installDom("https://shop.example/");
after(() => dom.close());

const { act, createElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { countdown, toEpochMs, toMs, useCountdown } = await import("../../../web/src/lib/countdown.ts");

describe("toMs (§4 below 1e10 is seconds)", () => {
  const rows: [number, number][] = [
    [1_700_000_000, 1_700_000_000_000],
    [9_999_999_999, 9_999_999_999_000],
    [10_000_000_000, 10_000_000_000],
    [1_700_000_000_000, 1_700_000_000_000],
    [0, 0],
  ];
  for (const [input, expected] of rows) test(`${input} -> ${expected}`, () => assert.equal(toMs(input), expected));
});

describe("toEpochMs", () => {
  const ms = Date.UTC(2025, 0, 1);
  const rows: [string, Date | number | string, number][] = [
    ["Date", new Date(ms), ms],
    ["seconds", ms / 1000, ms],
    ["ms", ms, ms],
    ["numeric string in seconds", String(ms / 1000), ms],
    ["ISO string", "2025-01-01T00:00:00Z", ms],
    ["space-separated local date-time", "2025-01-01 08:30:00", new Date(2025, 0, 1, 8, 30).getTime()],
  ];
  for (const [name, input, expected] of rows) test(name, () => assert.equal(toEpochMs(input), expected));

  for (const bad of ["", "soon", Number.NaN, Number.POSITIVE_INFINITY]) {
    test(`${JSON.stringify(bad)} is NaN`, () => assert.ok(Number.isNaN(toEpochMs(bad))));
  }
});

describe("countdown", () => {
  const NOW = 1_750_000_000_000;
  const S = 1000;
  const rows: [string, number | Date | string, Countdown][] = [
    ["1 d 2 h 3 min 4 s ahead", NOW + ((26 * 60 + 3) * 60 + 4) * S, { days: 1, hours: 2, minutes: 3, seconds: 4, isExpired: false, totalMs: 93_784_000 }],
    ["60 s ahead (§9 QR countdown)", NOW + 60 * S, { days: 0, hours: 0, minutes: 1, seconds: 0, isExpired: false, totalMs: 60_000 }],
    ["half a second ahead floors to 0 s but is not expired", NOW + 500, { days: 0, hours: 0, minutes: 0, seconds: 0, isExpired: false, totalMs: 500 }],
    ["exactly now is expired", NOW, { days: 0, hours: 0, minutes: 0, seconds: 0, isExpired: true, totalMs: 0 }],
    ["in the past is expired, never negative", NOW - 5 * S, { days: 0, hours: 0, minutes: 0, seconds: 0, isExpired: true, totalMs: 0 }],
    ["a target in seconds (§4)", (NOW + 90 * S) / 1000, { days: 0, hours: 0, minutes: 1, seconds: 30, isExpired: false, totalMs: 90_000 }],
    ["a Date", new Date(NOW + 3 * S), { days: 0, hours: 0, minutes: 0, seconds: 3, isExpired: false, totalMs: 3000 }],
    ["an unreadable target is expired", "whenever", { days: 0, hours: 0, minutes: 0, seconds: 0, isExpired: true, totalMs: 0 }],
  ];
  for (const [name, target, expected] of rows) test(name, () => assert.deepEqual(countdown(target, NOW), expected));
});

describe("useCountdown", () => {
  // Real timers: node 20's mock.timers keeps firing an interval cleared inside its own callback.
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  test("re-renders each tick, then stops ticking once expired", async () => {
    const seen: Countdown[] = [];
    function Probe({ target }: { target: number }) {
      const c = useCountdown(target, 20);
      seen.push(c);
      return createElement("output", null, c.isExpired ? "done" : `${c.totalMs}`);
    }

    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    // 3 s of 20 ms ticks: even a machine too busy to run most ticks on time runs three.
    await act(async () => root.render(createElement(Probe, { target: Date.now() + 3000 })));
    assert.notEqual(host.textContent, "done");

    for (let waited = 0; host.textContent !== "done" && waited < 10_000; waited += 20) {
      await act(async () => sleep(20));
    }
    assert.equal(host.textContent, "done");
    const running = new Set(seen.filter((c) => !c.isExpired).map((c) => c.totalMs));
    assert.ok(running.size >= 3, `expected several ticks before expiry, saw ${running.size}`);

    const renders = seen.length;
    await act(async () => sleep(150));
    assert.equal(seen.length, renders, "no renders after expiry: the interval is cleared");

    await act(async () => root.unmount());
    host.remove();
  });

  test("an expired target renders once as expired and never ticks", async () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      return createElement("output", null, useCountdown(new Date(0), 10).isExpired ? "done" : "running");
    }
    const host = document.createElement("div");
    const root = createRoot(host);
    await act(async () => root.render(createElement(Probe)));
    assert.equal(host.textContent, "done");
    const afterMount = renders;
    await act(async () => sleep(60));
    assert.equal(renders, afterMount);
    await act(async () => root.unmount());
  });
});
