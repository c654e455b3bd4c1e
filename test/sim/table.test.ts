/**
 * The fleet table (sim/table.ts), the live view's frame (sim/live-view.ts) and terminal widths
 * (sim/text-width.ts), issue 13 items 1 and 7: every line within the width it is given, columns
 * abbreviated then dropped (least needed first) with the faults kept whole, a summary in counts,
 * and a frame that fits the window, its faulted printers first when the fleet does not fit.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { PrinterRow } from "../../sim/fleet-types.ts";
import { liveLines } from "../../sim/live-view.ts";
import { formatUptime, renderTable, summarize } from "../../sim/table.ts";
import { cutToWidth, textWidth } from "../../sim/text-width.ts";

function row(sn: string, over: Partial<PrinterRow> = {}): PrinterRow {
  return {
    sn, state: "idle", nozzle: 22.1, nozzleTarget: 0, bed: 21.9, bedTarget: 0, progress: 0, coins: 0, heartbeatAgeMs: 400, order_sn: null, queued: 0,
    faults: [], material: true, bamboo: true, printMode: 0, uptimeS: 3725, appOnline: true, ...over,
  };
}

const FLEET: PrinterRow[] = [
  row("SIM-0001", { state: "printing", nozzle: 134.6, nozzleTarget: 135, bed: 44.8, bedTarget: 45, progress: 45, order_sn: "T1", queued: 2, coins: 7, printMode: 2 }),
  row("SIM-0002", { state: "error", faults: ["heater-fail"], printMode: 5 }),
  row("SIM-0003", { faults: ["material-out", "offline"], material: false, appOnline: false, heartbeatAgeMs: 12_300 }),
];

test("renderTable: at 80 columns every line fits, abbreviated, faults whole; --wide has every column", () => {
  const t = renderTable(FLEET, 80);
  for (const line of t.lines) assert.ok(textWidth(line) <= 80, `${textWidth(line)} > 80: ${line}`);
  assert.equal(t.lines.length, 4);
  const head = t.lines[0] ?? "";
  for (const h of ["serial", "state", "app", "job", "coins", "faults"]) assert.match(head, new RegExp(`\\b${h}\\b`), head);
  assert.match(t.lines[1] ?? "", /^SIM-0001\s+printing\s+online\s+45%/);
  assert.match(t.lines[2] ?? "", /heater-fail$/);
  assert.match(t.lines[3] ?? "", /OFFLINE.*material-out,offline$/);
  assert.ok(t.hidden.length > 0, "something left out at 80 columns");

  const wide = renderTable(FLEET);
  assert.deepEqual(wide.hidden, []);
  const full = wide.lines[0] ?? "";
  for (const h of ["app sees", "progress", "queued", "heartbeat", "nozzle °C", "bed °C", "material", "bamboo", "uptime", "mode"]) assert.ok(full.includes(h), `${h} in ${full}`);
  assert.match(wide.lines[1] ?? "", /134\.6\/135.*44\.8\/45.*1h02m\s+2\s+-$/);
});

test("renderTable: narrower, the least needed columns go first; serial, state and faults stay", () => {
  const widths = [80, 60, 40, 30];
  let hiddenBefore = 0;
  for (const width of widths) {
    const t = renderTable(FLEET, width);
    for (const line of t.lines) assert.ok(textWidth(line) <= width, `${width}: ${line}`);
    assert.match(t.lines[0] ?? "", /^serial\s+state\b.*faults/, `${width}: ${t.lines[0]}`);
    assert.ok(t.hidden.length >= hiddenBefore, `${width} hides at least what wider hid`);
    hiddenBefore = t.hidden.length;
  }
  // Dropped in order of need: mode and uptime before the app's view and the job.
  const at60 = renderTable(FLEET, 60);
  assert.ok(at60.hidden.includes("mode") && at60.hidden.includes("uptime"), at60.hidden.join());
  assert.ok(!at60.hidden.includes("app sees") && !at60.hidden.includes("progress"), at60.hidden.join());
});

test("summarize: counts by state, by what the app sees and by fault, wrapped into lines that fit", () => {
  assert.deepEqual(summarize(FLEET), ["3 printers: 1 error, 1 idle, 1 printing · app: 2 online, 1 offline · faults: heater-fail 1, material-out 1, offline 1"]);
  assert.deepEqual(summarize(FLEET, 60, 3), ["3 printers: 1 error, 1 idle, 1 printing", "app: 2 online, 1 offline", "faults: heater-fail 1, material-out 1, offline 1"]);
  const two = summarize(FLEET, 60, 2);
  assert.equal(two.length, 2);
  for (const line of two) assert.ok(textWidth(line) <= 60, line);
  assert.equal(two[1], "app: 2 online, 1 offline · faults: heater-fail 1, material-…");
  assert.equal(summarize([row("A")], 80, 1)[0], "1 printer: 1 idle · app: 1 online · faults: none");
});

test("liveLines: a big fleet in 80×24 fills the window exactly, faulted printers first, the rest counted", () => {
  const rows = Array.from({ length: 2003 }, (_, i) => row(`SIM-G${String(i + 1).padStart(6, "0")}`));
  rows[1500] = row("SIM-G001501", { faults: ["heater-fail"], state: "error" });
  rows[1999] = row("SIM-G002000", { faults: ["offline"], appOnline: false });
  const transport = "transport: in-process, built-in broker; heartbeats 123456 sent; fan-in cap 15000/s: 0 dropped";
  const lines = liveLines({ rows, transport, recent: ["sim: one", "sim: two"] }, 79, 23);
  assert.equal(lines.length, 23);
  for (const line of lines) assert.ok(textWidth(line) <= 79, line);
  assert.match(lines[0] ?? "", /^2,003 printers: 2,002 idle, 1 error/);
  const header = lines.findIndex((l) => /^serial\s+state/.test(l));
  assert.ok(header > 0);
  assert.match(lines[header + 1] ?? "", /^SIM-G001501\s/);
  assert.match(lines[header + 2] ?? "", /^SIM-G002000\s/);
  assert.match(lines[header + 3] ?? "", /^SIM-G000001\s/);
  assert.ok(lines.some((l) => /^… 1,9\d\d more: sim status lists them all$/.test(l)), lines.join("\n"));
  assert.ok(lines.some((l) => l.startsWith("transport: in-process")));
  assert.equal(lines.at(-1), "sim: two");
});

test("liveLines: a fleet that fits is listed in serial order with the log under it; a tiny window still fits", () => {
  const lines = liveLines({ rows: FLEET, transport: "transport: in-process", recent: ["a", "b", "c", "d", "e", "f"] }, 79, 23);
  assert.deepEqual(lines.filter((l) => l.startsWith("SIM-")).map((l) => l.slice(0, 8)), ["SIM-0001", "SIM-0002", "SIM-0003"]);
  assert.deepEqual(lines.slice(-4), ["c", "d", "e", "f"]);
  const tiny = liveLines({ rows: FLEET, transport: "transport: in-process", recent: ["a"] }, 39, 5);
  assert.ok(tiny.length <= 5);
  for (const line of tiny) assert.ok(textWidth(line) <= 39, line);
});

test("text width: wide characters count twice; cutting ends in an ellipsis; uptime reads as a duration", () => {
  assert.equal(textWidth("打印中 45%"), 10);
  assert.equal(cutToWidth("打印中 45%", 6), "打印…");
  assert.equal(cutToWidth("heater-fail", 20), "heater-fail");
  assert.deepEqual([42, 725, 3725, 450_000].map(formatUptime), ["42s", "12m05s", "1h02m", "5d05h"]);
});
