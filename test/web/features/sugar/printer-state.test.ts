/** The printer's state line on the shell and in the pattern sheet (issue 11 item 1), from tanghua/info. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { printerStateOf } from "../../../../web/src/features/sugar/components/printer-state-chip.tsx";
import { JOB_ESTIMATE_S, minutesUntilStart } from "../../../../web/src/features/sugar/api/use-print-queue.ts";

test("offline, busy with the jobs ahead, free; nothing when unknown or unbound", () => {
  const cases: [Parameters<typeof printerStateOf>[0], ReturnType<typeof printerStateOf>][] = [
    [{ is_bind: 1, online: 0, printing: 0, queue_count: 0 }, { kind: "offline", ahead: 0 }],
    [{ is_bind: 1, online: 0, printing: 1, queue_count: 2 }, { kind: "offline", ahead: 2 }],
    [{ is_bind: 1, online: 1, printing: 1, queue_count: 2 }, { kind: "busy", ahead: 2 }],
    [{ is_bind: 1, online: 1, printing: 1, queue_count: 0 }, { kind: "busy", ahead: 1 }],
    [{ is_bind: 1, online: 1, printing: 0, queue_count: 0 }, { kind: "free", ahead: 0 }],
    // A backend that does not watch its printers (online absent): only what it does know.
    [{ is_bind: 1 }, null],
    [{ is_bind: 1, queue_count: 3 }, { kind: "busy", ahead: 3 }],
    // Unbound: the shell's notice already says it cannot print.
    [{ is_bind: 0, online: 0 }, null],
    // What its heartbeats report (27 Nov QA: a faulty printer read "free" and took the money).
    [{ is_bind: 1, online: 1, printing: 0, queue_count: 0, fault: "device_error" }, { kind: "fault", ahead: 0 }],
    [{ is_bind: 1, online: 1, printing: 1, queue_count: 2, fault: "material_out" }, { kind: "materialOut", ahead: 2 }],
    [{ is_bind: 1, online: 1, fault: "bamboo_out" }, { kind: "bambooOut", ahead: 0 }],
    [{ is_bind: 1, online: 0, fault: "device_error" }, { kind: "offline", ahead: 0 }],
    [{ is_bind: 1, online: 1, fault: "a fault of a later backend" }, { kind: "free", ahead: 0 }],
  ];
  for (const [info, want] of cases) assert.deepEqual(printerStateOf(info), want, JSON.stringify(info));
});

test("the time estimate: about 3 min a job ahead, at least a minute", () => {
  assert.equal(JOB_ESTIMATE_S, 180);
  assert.equal(minutesUntilStart(1), 3);
  assert.equal(minutesUntilStart(4), 12);
  assert.equal(minutesUntilStart(0), 1);
});
