/**
 * The printer model's job queue (issue 11): a job arriving while one runs waits its turn and is
 * told its place, the next starts when the running one ends (done display over, failed, cancelled,
 * an error cleared), a redelivered job is never printed twice, and the queue survives a reboot and
 * a snapshot (version 1 snapshots, before the queue, still load).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { CommandMessage, PrintJobMessage } from "../../web/contract/device/messages.ts";
import { createPrinter, PRINTER, PrinterSnapshot, RECENT_JOBS, restorePrinter, type Printer } from "../../sim/printer.ts";

const SN = "SIM-0001";
const T0 = 1_700_000_000_000;

function job(order_sn: string, bytes = 3_000): PrintJobMessage {
  return { order_sn, sn: SN, goods_id: 1, goods_type_id: 15, name: "兔子", image_url: "", bytes, created_at: T0 };
}

function printer(): Printer {
  return createPrinter({ sn: SN, seed: 7, now: T0 });
}

/** Ticks 1 s at a time until `until` holds, collecting the events (fails after maxS). */
function runUntil(p: Printer, until: (p: Printer) => boolean, events: CommandMessage[] = [], maxS = 900): CommandMessage[] {
  for (let s = 1; s <= maxS; s++) {
    p.tick(1000);
    events.push(...p.drainEvents());
    if (until(p)) return events;
  }
  assert.fail(`not reached within ${maxS} s (state ${p.state}, job ${p.status().job?.order_sn ?? "none"})`);
}

const printingOf = (order: string) => (p: Printer) => p.state === "printing" && p.status().job?.order_sn === order;
const doneOf = (order: string) => (p: Printer) => p.state === "done" && p.status().job?.order_sn === order;
const of = (events: CommandMessage[], order: string) => events.filter((e) => e.order_sn === order).map((e) => [e.print_status_info, e.print_status_message]);

test("jobs arriving while one prints wait in order, each told its place, and print one after the other", () => {
  const p = printer();
  assert.deepEqual(p.startJob(job("A")), { ok: true, queued: 0 });
  p.drainEvents();
  assert.deepEqual(p.startJob(job("B")), { ok: true, queued: 1 });
  assert.deepEqual(p.startJob(job("C")), { ok: true, queued: 2 });
  assert.deepEqual(p.drainEvents().map((e) => [e.order_sn, e.print_status_info, e.print_status_message]), [
    ["B", "queued", "排队中，前面还有 1 个"],
    ["C", "queued", "排队中，前面还有 2 个"],
  ]);
  assert.deepEqual(p.status().queue, ["B", "C"]);
  assert.equal(p.status().job?.order_sn, "A");

  const events = runUntil(p, doneOf("A"));
  assert.equal(p.status().job?.order_sn, "A", "B waits while A's done display is on");
  runUntil(p, printingOf("B"), events);
  const displayed = events.findIndex((e) => e.order_sn === "B" && e.print_status_info === "heating");
  const done = events.findIndex((e) => e.order_sn === "A" && e.print_status_info === "done");
  assert.ok(displayed > done, "B heats after A is done");
  assert.ok((events[displayed]?.ts ?? 0) - (events[done]?.ts ?? 0) >= PRINTER.doneDisplayS * 1000, "…and after the 10 s display");
  assert.deepEqual(of(events, "C").at(-1), ["queued", "排队中，前面还有 1 个"], "C moves up when B starts");
  assert.deepEqual(p.status().queue, ["C"]);

  runUntil(p, doneOf("C"), events);
  assert.deepEqual(of(events, "B").map(([info]) => info).filter((i) => i !== "printing"), ["heating", "done"]);
  assert.deepEqual(p.status().queue, []);
  runUntil(p, (x) => x.state === "idle", events);
  assert.equal(p.quiet(), true, "idle with nothing queued is quiet again");
});

test("a redelivered job is ignored: running, queued, or finished recently; never printed twice", () => {
  const p = printer();
  p.startJob(job("A"));
  p.startJob(job("B"));
  p.drainEvents();
  assert.deepEqual(p.startJob(job("A")), { ok: false, reason: "duplicate" }, "the running one");
  assert.deepEqual(p.startJob(job("B")), { ok: false, reason: "duplicate" }, "a queued one");
  assert.deepEqual(p.drainEvents(), [], "ignored without a word");
  assert.deepEqual(p.status().queue, ["B"]);

  const events = runUntil(p, doneOf("B"));
  runUntil(p, (x) => x.state === "idle", events);
  assert.deepEqual(p.startJob(job("A")), { ok: false, reason: "duplicate" }, "finished recently");
  assert.deepEqual(p.startJob(job("B")), { ok: false, reason: "duplicate" });
  assert.equal(p.state, "idle");
  assert.equal(events.filter((e) => e.print_status_info === "done").length, 2, "each printed once");

  // Only the last RECENT_JOBS are remembered: memory stays bounded.
  const q = printer();
  for (let i = 0; i <= RECENT_JOBS; i++) {
    q.startJob(job(`J${i}`, 1_500));
    runUntil(q, doneOf(`J${i}`));
  }
  assert.equal(q.snapshot().recent.length, RECENT_JOBS);
  assert.deepEqual(q.startJob(job(`J${RECENT_JOBS}`)), { ok: false, reason: "duplicate" });
  assert.deepEqual(q.startJob(job("J0")), { ok: true, queued: 0 }, "forgotten: a deliberate re-send prints again");
});

test("the next job starts when the running one is cancelled, fails on a reboot, or an error is cleared", () => {
  const p = printer();
  p.startJob(job("A", 200_000));
  p.startJob(job("B", 200_000));
  p.startJob(job("C", 200_000));
  p.startJob(job("D", 200_000));
  p.drainEvents();
  assert.equal(p.cancel(), true);
  assert.deepEqual(p.drainEvents().map((e) => [e.order_sn, e.print_status_info]), [["A", "cancelled"], ["B", "heating"], ["C", "queued"], ["D", "queued"]]);

  runUntil(p, printingOf("B"));
  p.fault("reboot");
  const rebooted = p.drainEvents();
  assert.deepEqual(rebooted.filter((e) => e.order_sn === "B").map((e) => e.print_status_info), ["failed"]);
  assert.equal(p.status().job?.order_sn, "C", "the queue survives the reboot");
  assert.deepEqual(p.status().queue, ["D"]);

  p.fault("heater-fail");
  runUntil(p, (x) => x.state === "error");
  assert.deepEqual(p.status().queue, ["D"], "D waits while the printer is in error");
  assert.deepEqual(p.startJob(job("E")), { ok: false, reason: "error" }, "a new job is refused in error");
  p.drainEvents();
  p.clear();
  assert.equal(p.status().job?.order_sn, "D", "cleared: D starts");
  assert.equal(p.state, "heating");
});

test("with material missing the queue waits, and starts when it is back", () => {
  const p = printer();
  p.startJob(job("A"));
  p.startJob(job("B"));
  runUntil(p, doneOf("A"));
  p.set({ material: false });
  runUntil(p, (x) => x.state === "idle");
  assert.deepEqual(p.status().queue, ["B"], "not started without material, not failed either");
  assert.deepEqual(p.startJob(job("C")), { ok: true, queued: 1 }, "a new job queues behind B");
  p.drainEvents();
  p.set({ material: true });
  assert.equal(p.status().job?.order_sn, "B");
  assert.deepEqual(p.drainEvents().map((e) => [e.order_sn, e.print_status_info]), [["B", "heating"], ["C", "queued"]]);
});

test("a snapshot keeps the queue and the recent jobs; a version 1 snapshot loads with an empty queue", () => {
  const p = printer();
  p.startJob(job("A"));
  runUntil(p, doneOf("A"));
  p.startJob(job("B", 50_000));
  p.startJob(job("C"));
  p.drainEvents();
  const parsed = PrinterSnapshot.safeParse(JSON.parse(JSON.stringify(p.snapshot())));
  assert.ok(parsed.success, String(parsed.error));
  assert.equal(parsed.data.version, 2);
  const q = restorePrinter(parsed.data);
  assert.deepEqual(q.status(), p.status());
  assert.deepEqual(q.status().queue, ["C"]);
  for (const x of [p, q]) runUntil(x, doneOf("C"));
  assert.deepEqual(q.snapshot(), p.snapshot(), "both carry on alike");
  assert.deepEqual(q.startJob(job("A")), { ok: false, reason: "duplicate" }, "the restored printer remembers A");

  const { queue: _q, recent: _r, ...v1 } = printer().snapshot();
  const old = PrinterSnapshot.safeParse(JSON.parse(JSON.stringify({ ...v1, version: 1 })));
  assert.ok(old.success, String(old.error));
  assert.deepEqual([old.data.version, old.data.queue, old.data.recent], [2, [], []]);
  assert.equal(PrinterSnapshot.safeParse({ ...v1, version: 2 }).success, false, "version 2 without its queue is refused");
});

test("issue 13: a cancel takes a waiting job out (the ones behind move up), stops a running one, and a late copy never prints", () => {
  const p = printer();
  p.startJob(job("A"));
  p.startJob(job("B"));
  p.startJob(job("C"));
  p.drainEvents();

  assert.equal(p.cancelOrder("B"), "queued");
  assert.deepEqual(p.drainEvents().map((e) => [e.order_sn, e.print_status_info, e.print_status_message]), [
    ["B", "cancelled", "已取消"],
    ["C", "queued", "排队中，前面还有 1 个"],
  ]);
  assert.deepEqual(p.status().queue, ["C"]);
  assert.deepEqual(p.startJob(job("B")), { ok: false, reason: "duplicate" }, "a redelivery of the cancelled job is ignored");

  assert.equal(p.cancelOrder("A"), "running");
  const events = p.drainEvents();
  assert.deepEqual(of(events, "A"), [["cancelled", "已取消"]]);
  assert.equal(p.status().job?.order_sn, "C", "the next job starts at once");
  assert.deepEqual(p.startJob(job("A")), { ok: false, reason: "duplicate" });

  // A job it never had: only remembered, so the job arriving after its cancel is not printed.
  assert.equal(p.cancelOrder("D"), "unknown");
  assert.deepEqual(p.drainEvents(), []);
  assert.deepEqual(p.startJob(job("D")), { ok: false, reason: "duplicate" });
  runUntil(p, doneOf("C"));
  assert.deepEqual(p.status().queue, []);
});
