/**
 * The transport meter (sim/transport/meter.ts): loss and latency counts, and the send-time trace an
 * external subscriber times its deliveries against.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createMeter, tracedSerial } from "../../sim/transport/meter.ts";

test("tracedSerial picks about one serial in n, the same way every time", () => {
  const serials = Array.from({ length: 10_000 }, (_, i) => `SIM-G${String(i + 1).padStart(6, "0")}`);
  const picked = serials.filter((sn) => tracedSerial(sn, 10));
  assert.ok(picked.length > 800 && picked.length < 1200, `${picked.length} of 10,000`);
  assert.deepEqual(serials.filter((sn) => tracedSerial(sn, 10)), picked);
  assert.equal(serials.some((sn) => tracedSerial(sn, 0)), false);
  assert.equal(serials.every((sn) => tracedSerial(sn, 1)), true);
});

test("the trace keeps every heartbeat's send time of the traced serials only, oldest first", () => {
  const meter = createMeter({ timed: false, traceEvery: 10 });
  const [inSn, outSn] = [
    Array.from({ length: 100 }, (_, i) => `SIM-${i}`).find((sn) => tracedSerial(sn, 10)),
    Array.from({ length: 100 }, (_, i) => `SIM-${i}`).find((sn) => !tracedSerial(sn, 10)),
  ];
  assert.ok(inSn !== undefined && outSn !== undefined);
  for (let i = 0; i < 3; i++) {
    meter.sent("heartbeat", inSn);
    meter.sent("heartbeat", outSn);
  }
  meter.sent("command", inSn);
  const trace = meter.trace();
  assert.deepEqual(Object.keys(trace), [inSn]);
  const times = trace[inSn] ?? [];
  assert.equal(times.length, 3);
  assert.ok(times.every((t, i) => i === 0 || t >= (times[i - 1] ?? 0)));
  assert.ok(Math.abs((times[0] ?? 0) - Date.now()) < 1000, "epoch ms");
  assert.equal(meter.snapshot().sent.heartbeat, 6);
});

test("untimed, delivered() still counts but keeps no latency", () => {
  const meter = createMeter({ timed: false });
  meter.sent("heartbeat", "SIM-1");
  meter.delivered("heartbeat", "SIM-1");
  const s = meter.snapshot();
  assert.equal(s.delivered.heartbeat, 1);
  assert.equal(s.latencyMs, null);
  const timed = createMeter({ now: (() => { let t = 0; return () => (t += 5); })() });
  timed.sent("heartbeat", "SIM-1");
  timed.delivered("heartbeat", "SIM-1");
  assert.equal(timed.snapshot().latencyMs?.p50, 5);
});
