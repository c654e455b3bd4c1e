/**
 * The printer model by its public behaviour: heating, a job to done, the outbox, each fault, coins,
 * determinism from the seed, and every heartbeat on the wire.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { decodeHeartbeat, encodeHeartbeat, PRINT_MODE, type Heartbeat } from "../../web/contract/device/heartbeat.ts";
import { CommandMessage, type PrintJobMessage } from "../../web/contract/device/messages.ts";
import { createPrinter, PRINTER, PrinterSnapshot, restorePrinter, type Printer, type PrinterState } from "../../sim/printer.ts";

const SN = "SIM-0001";
const T0 = 1_700_000_000_000;

function job(bytes = 30_000, order_sn = "ORDER-1"): PrintJobMessage {
  return { order_sn, sn: SN, goods_id: 1, goods_type_id: 15, name: "兔子", image_url: "", bytes, created_at: T0 };
}

function printer(seed = 7): Printer {
  return createPrinter({ sn: SN, seed, now: T0 });
}

/** Ticks 1 s at a time until `until` holds; returns the seconds it took (fails after maxS). */
function runUntil(p: Printer, until: (p: Printer) => boolean, maxS = 600, onTick?: (hb: Heartbeat) => void): number {
  for (let s = 1; s <= maxS; s++) {
    p.tick(1000);
    onTick?.(p.heartbeat());
    if (until(p)) return s;
  }
  assert.fail(`not reached within ${maxS} s (state ${p.state})`);
}

const inState = (state: PrinterState) => (p: Printer) => p.state === state;

/** A printer printing ORDER-1 (events drained). */
function printing(bytes = 200_000): Printer {
  const p = printer();
  assert.deepEqual(p.startJob(job(bytes)), { ok: true, queued: 0 });
  runUntil(p, inState("printing"));
  p.tick(5000);
  p.drainEvents();
  return p;
}

describe("heating", () => {
  test("a job heats the nozzle to 135 °C and the bed to 45 °C, printing starts within 90–120 s", () => {
    const p = printer();
    p.startJob(job());
    assert.equal(p.state, "heating");
    const hb0 = p.heartbeat();
    assert.equal(hb0.printMode, PRINT_MODE.HEATING);
    assert.equal(hb0.heating, true);
    assert.deepEqual([hb0.targetTemp, hb0.targetBedTemp], [PRINTER.jobNozzleC, PRINTER.jobBedC]);
    let last = hb0.currentTemp;
    const s = runUntil(p, inState("printing"), 600, (hb) => {
      assert.ok(hb.currentTemp >= last - 2 * PRINTER.jitterC, "the nozzle only rises while heating");
      last = hb.currentTemp;
    });
    assert.ok(s >= 90 && s <= 120, `printing started after ${s} s`);
    const hb = p.heartbeat();
    assert.ok(Math.abs(hb.currentTemp - 135) <= 2 + PRINTER.jitterC);
    assert.ok(Math.abs(hb.currentBedTemp - 45) <= 5 + PRINTER.jitterC);
  });

  test("idle, the printer sits at the ambient with its heaters off", () => {
    const p = createPrinter({ sn: SN, seed: 1, ambientC: 18, now: T0 });
    p.tick(60_000);
    const hb = p.heartbeat();
    assert.equal(hb.printMode, PRINT_MODE.IDLE);
    assert.equal(hb.heating, false);
    assert.ok(Math.abs(hb.currentTemp - 18) <= PRINTER.jitterC + 0.05);
    assert.equal(hb.uptime, 60);
  });

  test("the bed heats on its own target (no nozzle target needed)", () => {
    const p = printer();
    p.set({ targetBedTemp: 45 });
    p.tick(180_000);
    assert.ok(p.heartbeat().currentBedTemp > 40);
    assert.equal(p.heartbeat().heating, true);
    assert.ok(p.heartbeat().currentTemp < 23, "the nozzle stays cold");
  });

  test("set() preheats while idle and the nozzle cools back once the target is 0", () => {
    const p = printer();
    assert.deepEqual(p.set({ targetTemp: 100 }), { ok: true });
    p.tick(120_000);
    assert.ok(p.heartbeat().currentTemp > 95);
    p.set({ targetTemp: 0 });
    p.tick(120_000);
    assert.ok(p.heartbeat().currentTemp < 60);
    assert.equal(p.heartbeat().heating, false);
  });
});

describe("a job", () => {
  test("runs to done: bytes_read grows monotonically to job.bytes, print_time counts, then idle after the display", () => {
    const bytes = 45_000;
    const p = printer();
    p.startJob(job(bytes));
    runUntil(p, inState("printing"));
    let prev = p.heartbeat();
    const s = runUntil(p, inState("done"), 600, (hb) => {
      assert.ok(hb.bytesRead >= prev.bytesRead, "bytes_read never goes back");
      assert.ok(hb.bytesRead <= bytes);
      assert.ok(hb.printTime >= prev.printTime);
      prev = hb;
    });
    assert.ok(Math.abs(s - bytes / PRINTER.bytesPerSecond) <= 1, `printed in ${s} s`);
    const done = p.heartbeat();
    assert.equal(done.printMode, PRINT_MODE.DONE);
    assert.equal(done.bytesRead, bytes);
    assert.ok(Math.abs(done.printTime - bytes / PRINTER.bytesPerSecond) <= 1);
    assert.equal(done.heating, false);
    assert.equal(done.targetTemp, 0);
    const idleAfter = runUntil(p, inState("idle"));
    assert.ok(Math.abs(idleAfter - PRINTER.doneDisplayS) <= 1);
    assert.deepEqual([p.heartbeat().bytesRead, p.heartbeat().printTime], [0, 0]);
  });

  test("print_speed scales the rate: 200 % prints twice as fast", () => {
    const p = printing(60_000);
    p.set({ printSpeed: 200 });
    const before = p.heartbeat().bytesRead;
    p.tick(10_000);
    assert.equal(p.heartbeat().bytesRead - before, 2 * PRINTER.bytesPerSecond * 10);
    assert.equal(p.heartbeat().printSpeed, 200);
  });

  test("events: queued → heating → printing N% (rising) → done, all for the job's order, all valid command messages", () => {
    const p = printer();
    p.startJob(job(30_000, "ORDER-42"));
    runUntil(p, inState("idle"));
    const events = p.drainEvents();
    for (const e of events) {
      assert.ok(CommandMessage.safeParse(e).success, JSON.stringify(e));
      assert.equal(e.sn, SN);
      assert.equal(e.order_sn, "ORDER-42");
    }
    const infos = events.map((e) => e.print_status_info);
    assert.deepEqual(infos.slice(0, 3), ["queued", "heating", "printing"]);
    assert.equal(infos.at(-1), "done");
    assert.ok(infos.slice(2, -1).every((i) => i === "printing"));
    const messages = events.map((e) => e.print_status_message);
    assert.deepEqual(messages.slice(0, 3), ["已排队", "加热中", "打印中 0%"]);
    assert.equal(messages.at(-1), "打印完成");
    const pcts = messages.slice(2, -1).map((m) => Number(/^打印中 (\d+)%$/.exec(m ?? "")?.[1]));
    assert.ok(pcts.length >= 100 / PRINTER.progressStepPct - 1, `${pcts.length} progress messages`);
    assert.ok(pcts.every((v, i) => i === 0 || v > (pcts[i - 1] ?? 0)), "progress only rises");
    assert.ok(events.every((e, i) => i === 0 || e.ts >= (events[i - 1]?.ts ?? 0)), "timestamps in order");
    assert.equal(events[0]?.ts, T0);
    assert.deepEqual(p.drainEvents(), [], "drained");
  });

  test("table: startJob refuses with a typed reason", () => {
    const cases: [name: string, arrange: (p: Printer) => void, next: PrintJobMessage, reason: string, failedEvent: boolean][] = [
      ["another printer's job", () => {}, { ...job(), sn: "SIM-0002" }, "wrong-sn", false],
      ["the same order redelivered", (p) => p.startJob(job(30_000, "A")), job(30_000, "A"), "duplicate", false],
      ["no material", (p) => p.fault("material-out"), job(), "material-out", true],
      ["no bamboo stick", (p) => p.fault("bamboo-out"), job(), "bamboo-out", true],
      ["in error", (p) => (p.fault("thermal-runaway"), p.tick(60_000)), job(), "error", true],
    ];
    for (const [name, arrange, next, reason, failedEvent] of cases) {
      const p = printer();
      arrange(p);
      p.drainEvents();
      assert.deepEqual(p.startJob(next), { ok: false, reason }, name);
      const events = p.drainEvents();
      if (failedEvent) {
        assert.equal(events.length, 1, name);
        assert.equal(events[0]?.print_status_info, "failed", name);
        assert.equal(events[0]?.order_sn, next.order_sn, name);
      } else assert.deepEqual(events, [], name);
    }
  });

  test("a new job may start during the done display", () => {
    const p = printer();
    p.startJob(job(3_000, "A"));
    runUntil(p, inState("done"));
    assert.deepEqual(p.startJob(job(3_000, "B")), { ok: true, queued: 0 });
    assert.equal(p.status().job?.order_sn, "B");
  });

  test("cancel() stops a running job with a cancelled event", () => {
    const p = printing();
    assert.equal(p.cancel(), true);
    assert.equal(p.state, "idle");
    assert.deepEqual(
      p.drainEvents().map((e) => [e.print_status_info, e.print_status_message, e.order_sn]),
      [["cancelled", "已取消", "ORDER-1"]],
    );
    assert.equal(p.cancel(), false);
  });
});

describe("faults", () => {
  test("heater-fail while heating: heating stays on, the nozzle does not rise, error after the 20 s watch", () => {
    const p = printer();
    p.fault("heater-fail");
    p.startJob(job());
    let sawHeating = false;
    const s = runUntil(p, inState("error"), 120, (hb) => {
      if (hb.printMode === PRINT_MODE.HEATING) {
        sawHeating = true;
        assert.equal(hb.heating, true);
        assert.ok(hb.currentTemp < 23);
      }
    });
    assert.ok(sawHeating);
    assert.ok(s >= PRINTER.watchPeriodS && s <= PRINTER.watchPeriodS + 1, `error after ${s} s`);
    assert.equal(p.status().error, "heater-fail");
    assert.equal(p.heartbeat().heating, false, "the firmware cuts the heater");
    assert.equal(p.heartbeat().printMode, PRINT_MODE.ERROR);
    assert.deepEqual(p.drainEvents().at(-1)?.print_status_message, "打印失败：加热失败");
  });

  test("heater-fail on an idle printer: its idle self-test reports error mode within PRINTER.selfTestS, no job message", () => {
    const p = printer();
    p.tick(1_300); // part-way between two self-tests
    p.drainEvents();
    p.fault("heater-fail");
    assert.equal(p.quiet(), false, "a self-test is due that will change the state");
    assert.equal(p.state, "idle", "not at once: at the next self-test");
    let ms = 0;
    while (p.state === "idle" && ms < 10_000) {
      p.tick(250);
      ms += 250;
    }
    assert.equal(p.state, "error");
    assert.ok(ms <= PRINTER.selfTestS * 1000, `error after ${ms} ms`);
    assert.equal(p.status().error, "heater-fail");
    assert.equal(p.heartbeat().printMode, PRINT_MODE.ERROR);
    assert.equal(p.heartbeat().heating, false);
    assert.deepEqual(p.drainEvents(), [], "no job ran, so no job failed");
    assert.deepEqual(p.startJob(job()), { ok: false, reason: "error" }, "a job is refused while it is in error");
    p.clear();
    assert.equal(p.state, "idle");
    p.tick(PRINTER.selfTestS * 3000);
    assert.equal(p.state, "idle", "repaired: the self-tests pass");
    assert.equal(p.quiet(), true);
  });

  test("the idle self-test is as deterministic as the rest: one long tick or many short ones", () => {
    const one = printer();
    const many = printer();
    one.fault("heater-fail");
    many.fault("heater-fail");
    one.tick(4_000);
    for (let i = 0; i < 16; i++) many.tick(250);
    assert.deepEqual(model(one), model(many), "the same state at the same time (only the noise draws differ: one per tick)");
    assert.equal(one.state, "error");
  });

  test("heater-fail while printing: the nozzle falls towards the ambient, error within 40 s", () => {
    const p = printing();
    p.fault("heater-fail");
    let last = p.heartbeat().currentTemp;
    const s = runUntil(p, inState("error"), 120, (hb) => {
      if (hb.printMode === PRINT_MODE.PRINTING) {
        assert.equal(hb.heating, true);
        assert.ok(hb.currentTemp <= last + 2 * PRINTER.jitterC);
        last = hb.currentTemp;
      }
    });
    assert.ok(s > PRINTER.watchPeriodS && s <= 40, `error after ${s} s`);
    assert.ok(last < 135 - PRINTER.watchArmGapC);
    assert.equal(p.drainEvents().at(-1)?.print_status_info, "failed");
  });

  test("thermal-runaway: the nozzle climbs past MAXTEMP, then error with the heater cut and cooling", () => {
    const p = printing();
    p.fault("thermal-runaway");
    let peak = 0;
    runUntil(p, inState("error"), 60, (hb) => (peak = Math.max(peak, hb.currentTemp)));
    assert.ok(peak > PRINTER.nozzleMaxTempC - PRINTER.jitterC, `peak ${peak}`);
    assert.equal(p.status().error, "thermal-runaway");
    const hb = p.heartbeat();
    assert.equal(hb.heating, false);
    assert.equal(hb.targetTemp, 0);
    p.tick(30_000);
    assert.ok(p.heartbeat().currentTemp < hb.currentTemp - 10, "cools once cut");
    assert.equal(p.drainEvents().at(-1)?.print_status_message, "打印失败：温度过高");
    p.clear();
    assert.equal(p.state, "idle");
  });

  test("material-out mid-print: paused at once with a status, bytes frozen, resumes when material is back", () => {
    const p = printing();
    p.fault("material-out");
    assert.equal(p.state, "paused");
    const hb = p.heartbeat();
    assert.equal(hb.printMode, PRINT_MODE.PAUSED);
    assert.equal(hb.materialPresent, false);
    assert.match(p.drainEvents()[0]?.print_status_message ?? "", /^缺料，已暂停 \d+%$/);
    p.tick(30_000);
    assert.equal(p.heartbeat().bytesRead, hb.bytesRead);
    assert.equal(p.heartbeat().printTime, hb.printTime, "print_time counts only while printing");
    assert.deepEqual(p.set({ material: true }), { ok: true });
    assert.equal(p.state, "printing", "the heater held the target, so straight back to printing");
    p.tick(5_000);
    assert.ok(p.heartbeat().bytesRead > hb.bytesRead);
  });

  test("material-out for longer than the pause timeout fails the job into an error", () => {
    const p = printing();
    p.set({ material: false });
    const s = runUntil(p, inState("error"), 1000);
    assert.ok(Math.abs(s - PRINTER.pauseTimeoutS) <= 1);
    assert.equal(p.status().error, "material-out");
    assert.equal(p.drainEvents().at(-1)?.print_status_message, "打印失败：缺料");
  });

  test("bamboo-out mid-print pauses; clear() puts a stick back and the print resumes", () => {
    const p = printing();
    p.fault("bamboo-out");
    assert.equal(p.status().pauseReason, "bamboo-out");
    assert.equal(p.heartbeat().bambooPresent, false);
    p.clear();
    assert.equal(p.state, "printing");
  });

  test("stall: bytes_read stops growing while the printer still says printing; clear() unsticks it", () => {
    const p = printing();
    p.fault("stall");
    const hb = p.heartbeat();
    p.tick(20_000);
    assert.equal(p.state, "printing");
    assert.equal(p.heartbeat().bytesRead, hb.bytesRead);
    assert.equal(p.heartbeat().printTime, hb.printTime + 20);
    assert.deepEqual(p.status().faults, ["stall"]);
    p.clear();
    p.tick(2_000);
    assert.ok(p.heartbeat().bytesRead > hb.bytesRead);
  });

  test("reboot: uptime resets, the job fails, the printer is idle", () => {
    const p = printing();
    assert.ok(p.heartbeat().uptime > 100);
    p.fault("reboot");
    const hb = p.heartbeat();
    assert.equal(hb.uptime, 0);
    assert.equal(hb.printMode, PRINT_MODE.IDLE);
    assert.deepEqual([hb.bytesRead, hb.printTime, hb.targetTemp, hb.heating], [0, 0, 0, false]);
    assert.deepEqual(
      p.drainEvents().map((e) => [e.print_status_info, e.print_status_message, e.order_sn]),
      [["failed", "打印失败：设备重启", "ORDER-1"]],
    );
    p.tick(3_000);
    assert.equal(p.heartbeat().uptime, 3);
  });
});

describe("coins and settings", () => {
  test("inserted coins are reported as the total at the machine", () => {
    const p = printer();
    assert.deepEqual(p.insertCoins(2), { ok: true, coins: 2 });
    p.tick(1000);
    assert.deepEqual(p.insertCoins(3), { ok: true, coins: 5 });
    assert.deepEqual(
      p.drainEvents().map((e) => [e.coins, e.ts]),
      [[2, T0], [5, T0 + 1000]],
    );
    for (const n of [0, -1, 1.5, Number.NaN]) assert.deepEqual(p.insertCoins(n), { ok: false, reason: "invalid" });
    assert.deepEqual(p.drainEvents(), []);
    p.set({ coins: 1 }); // the API spent 4 (pay type 70)
    assert.deepEqual(p.drainEvents().map((e) => e.coins), [1]);
  });

  test("table: set() rejects a bad field and changes nothing", () => {
    const cases: [settings: Parameters<Printer["set"]>[0], field: string][] = [
      [{ targetTemp: 500 }, "targetTemp"],
      [{ targetTemp: Number.NaN }, "targetTemp"],
      [{ targetBedTemp: -1 }, "targetBedTemp"],
      [{ printSpeed: 0 }, "printSpeed"],
      [{ printFlow: 99.5 }, "printFlow"],
      [{ coins: -3 }, "coins"],
      [{ ambientC: 90 }, "ambientC"],
      [{ material: false, printSpeed: 1000 }, "printSpeed"],
    ];
    for (const [settings, field] of cases) {
      const p = printer();
      const before = p.heartbeat();
      const r = p.set(settings);
      assert.equal(r.ok, false, JSON.stringify(settings));
      assert.equal(r.ok ? "" : r.field, field);
      assert.deepEqual(p.heartbeat(), before, "nothing changed");
    }
  });
});

/** A scripted run through every state, returning each second's heartbeat. */
function script(seed: number): Heartbeat[] {
  const p = createPrinter({ sn: "SIM-ab_9", seed, now: T0 });
  const out: Heartbeat[] = [];
  const run = (s: number) => {
    for (let i = 0; i < s; i++) {
      p.tick(1000);
      out.push(p.heartbeat());
    }
  };
  p.startJob({ ...job(20_000), sn: "SIM-ab_9" });
  run(105);
  p.fault("material-out");
  run(5);
  p.clear();
  run(30);
  p.fault("thermal-runaway");
  run(40);
  p.fault("reboot");
  run(5);
  p.clear();
  return out;
}

describe("determinism and the wire", () => {
  test("the same seed gives identical heartbeats; another seed differs only in the noise", () => {
    const a = script(42);
    assert.deepEqual(script(42), a);
    const b = script(43);
    assert.notDeepEqual(b, a);
    assert.deepEqual(b.map((h) => h.printMode), a.map((h) => h.printMode));
  });

  test("one big tick lands where many small ones do (the model integrates in fixed steps)", () => {
    const a = printer();
    const b = printer();
    a.startJob(job());
    b.startJob(job());
    a.tick(150_000);
    for (let i = 0; i < 150; i++) b.tick(1000);
    assert.deepEqual(a.status(), b.status());
    const strip = ({ currentTemp: _t, currentBedTemp: _b, ...rest }: Heartbeat) => rest;
    assert.deepEqual(strip(a.heartbeat()), strip(b.heartbeat()));
  });

  test("every heartbeat of every state round-trips through encodeHeartbeat/decodeHeartbeat", () => {
    const beats = script(1);
    const modes = new Set(beats.map((h) => h.printMode));
    for (const m of [PRINT_MODE.IDLE, PRINT_MODE.HEATING, PRINT_MODE.PRINTING, PRINT_MODE.DONE, PRINT_MODE.PAUSED, PRINT_MODE.ERROR]) {
      assert.ok(modes.has(m), `the script reaches mode ${m}`);
    }
    for (const hb of beats) assert.deepEqual(decodeHeartbeat(encodeHeartbeat(hb)), { ok: true, value: hb });
  });

  test("a snapshot through JSON restores a printer that continues exactly like the original", () => {
    const p = printing();
    p.fault("stall");
    p.insertCoins(4);
    p.drainEvents();
    const parsed = PrinterSnapshot.safeParse(JSON.parse(JSON.stringify(p.snapshot())));
    assert.ok(parsed.success, String(parsed.error));
    const q = restorePrinter(parsed.data);
    assert.deepEqual(q.heartbeat(), p.heartbeat());
    for (const x of [p, q]) {
      x.tick(10_000);
      x.clear();
      x.tick(200_000);
    }
    assert.deepEqual(q.heartbeat(), p.heartbeat());
    assert.deepEqual(q.status(), p.status());
    assert.deepEqual(q.drainEvents(), p.drainEvents());
    assert.equal(PrinterSnapshot.safeParse({ ...p.snapshot(), state: "exploded" }).success, false);
  });

  test("an invalid serial is refused at creation", () => {
    assert.throws(() => createPrinter({ sn: "bad/sn", seed: 1 }), RangeError);
  });
});

/** The model without its noise draws (one per tick, so a different count of ticks moves the PRNG). */
function model(p: Printer) {
  const { rng: _r, nozzleNoise: _n, bedNoise: _b, ...rest } = p.snapshot();
  return rest;
}

/** Advances two copies of `p`, one in a single tick, one in `steps` equal ticks; compares them. */
function oneVersusMany(p: Printer, ms: number, steps: number): { one: Printer; many: Printer } {
  const one = restorePrinter(p.snapshot());
  const many = restorePrinter(p.snapshot());
  one.tick(ms);
  for (let i = 0; i < steps; i++) many.tick(ms / steps);
  return { one, many };
}

// Lazy advance (the fleet ticks a quiet printer only when it sends): one step over the whole
// interval must land where many small ones do. Tolerance 1e-9 °C on the temperatures (the closed
// form is exact; only floating-point rounding differs) and 1 µs on the clock (sums of fractional steps at 1.7e12 ms); all else equal.
const TOLERANCE_C = 1e-9;

describe("quiet printers advance lazily, in one closed-form step", () => {
  function assertSame(one: Printer, many: Printer): void {
    const a = model(one);
    const b = model(many);
    assert.ok(Math.abs(a.nozzleC - b.nozzleC) <= TOLERANCE_C, `nozzle ${a.nozzleC} vs ${b.nozzleC}`);
    assert.ok(Math.abs(a.bedC - b.bedC) <= TOLERANCE_C, `bed ${a.bedC} vs ${b.bedC}`);
    assert.ok(Math.abs(a.timeMs - b.timeMs) <= 1e-3, `time ${a.timeMs} vs ${b.timeMs}`); // ms: 1234 / 7 ms steps round at 1.7e12
    assert.deepEqual({ ...a, nozzleC: 0, bedC: 0, timeMs: 0 }, { ...b, nozzleC: 0, bedC: 0, timeMs: 0 });
    assert.deepEqual(one.drainEvents(), many.drainEvents());
  }

  test("idle at the ambient: quiet, and an hour in one tick is an hour in 250 ms ticks", () => {
    const p = printer();
    assert.equal(p.quiet(), true);
    const { one, many } = oneVersusMany(p, 3_600_000, 14_400);
    assertSame(one, many);
    assert.equal(one.heartbeat().uptime, 3600);
  });

  test("cooling down after a job: done is busy, idle again is quiet, and the cool-down curve is the same", () => {
    const p = printing(30_000);
    assert.equal(p.quiet(), false, "printing");
    runUntil(p, inState("done"));
    assert.equal(p.quiet(), false, "done: the display still ends on time");
    runUntil(p, inState("idle"));
    assert.equal(p.quiet(), true);
    assert.ok(p.heartbeat().currentTemp > 100, "still hot");
    for (const [ms, steps] of [[1000, 4], [60_000, 60], [600_000, 2400], [1234, 7]] as const) {
      const { one, many } = oneVersusMany(p, ms, steps);
      assertSame(one, many);
    }
  });

  test("holding a preheat target (set while idle) is quiet once within the watch's gap, and stays on target", () => {
    const p = printer();
    p.set({ targetTemp: 150, targetBedTemp: 60 });
    assert.equal(p.quiet(), false, "far below target: the heater watch is armed");
    runUntil(p, (x) => x.quiet(), 600);
    const { one, many } = oneVersusMany(p, 300_000, 1200);
    assertSame(one, many);
    assert.ok(Math.abs(one.heartbeat().currentTemp - 150) < 1);
  });

  test("in error after a thermal runaway, cooling with the heater cut: quiet, same curve", () => {
    const p = printer();
    p.fault("thermal-runaway");
    p.set({ targetTemp: 150 });
    runUntil(p, inState("error"), 600);
    assert.equal(p.quiet(), true);
    const { one, many } = oneVersusMany(p, 120_000, 480);
    assertSame(one, many);
  });

  test("not quiet while anything can happen between two heartbeats", () => {
    const heaterFail = printer();
    heaterFail.set({ targetTemp: 30 });
    heaterFail.fault("heater-fail");
    assert.equal(heaterFail.quiet(), false, "a commanded heater that delivers nothing: the gap grows");
    const runaway = printer();
    runaway.fault("thermal-runaway");
    assert.equal(runaway.quiet(), false, "a stuck heater");
    const justCleared = printer();
    justCleared.fault("thermal-runaway");
    justCleared.set({ targetTemp: 150 });
    runUntil(justCleared, inState("error"), 600);
    justCleared.clear();
    assert.equal(justCleared.heartbeat().currentTemp > PRINTER.nozzleMaxTempC, true);
    assert.equal(justCleared.quiet(), false, "over MAXTEMP with the cut released: the next step cuts again");
    const heating = printer();
    heating.startJob(job());
    assert.equal(heating.quiet(), false);
  });
});
