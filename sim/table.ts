/** The fleet as a text table: `sim start`'s live view in a TTY and `sim status` without --json. */
import type { PrinterRow } from "./fleet-types.ts";

const HEAD = ["serial", "state", "nozzle °C", "bed °C", "progress", "queued", "coins", "heartbeat", "faults"];

const temp = (now: number, target: number) => `${now.toFixed(1)}/${target.toFixed(0)}`;
const age = (ms: number | null) => (ms === null ? "never" : `${(ms / 1000).toFixed(1)} s ago`);

export function renderTable(rows: readonly PrinterRow[]): string[] {
  const cells = rows.map((r) => [
    r.sn,
    r.state,
    temp(r.nozzle, r.nozzleTarget),
    temp(r.bed, r.bedTarget),
    r.order_sn === null ? "-" : `${r.progress}%`,
    String(r.queued),
    String(r.coins),
    age(r.heartbeatAgeMs),
    r.faults.join(",") || "-",
  ]);
  const widths = HEAD.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (c: readonly string[]) => c.map((s, i) => s.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(HEAD), ...cells.map(line)];
}
