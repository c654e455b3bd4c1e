/**
 * `sim status [--json] [--wide] [--control URL]`: the running fleet as a table (or its JSON rows).
 * The table fits the terminal (or $COLUMNS, or 80 columns in a pipe); --wide shows every column.
 * Columns (fleet-types.ts PrinterRow): state, what the app sees (the API's last heartbeat within
 * §4's 5 s), job progress and queue, the machine's coins as the API has them, heartbeat age,
 * temperatures, the material and bamboo sensors, uptime, §3 print mode, each fault once.
 */
import { Command } from "commander";
import { outputWidth } from "../cli-io.ts";
import { callControl, controlOption } from "../control-client.ts";
import type { PrinterRow } from "../fleet-types.ts";
import { renderTable, summarize } from "../table.ts";
import { cutToWidth } from "../text-width.ts";
import type { PersistHealth } from "../../mock-api/store/persist.ts";

/** One line on the state on disk: where, when last saved, what waits; or that saving fails. */
export function persistLine(p: PersistHealth): string {
  const ago = (at: number | null) => (at === null ? "never" : `${Math.max(0, Math.round((Date.now() - at) / 1000))} s ago`);
  if (p.error !== null) return `state: NOT SAVED (${p.error.message})${p.refusingWrites ? "; writes refused" : ""}`;
  return `state: ${p.file}, snapshot ${ago(p.snapshot.at)}, ${p.log.entries_since_snapshot} write(s) in the log since, ${p.log.pending} waiting for disk`;
}

export function statusCommand(): Command {
  return new Command("status")
    .description("show the running sim's printers")
    .addOption(controlOption())
    .option("--json", "print the rows as JSON", false)
    .option("--wide", "every column, whatever the width", false)
    .action(async (o: { control?: string; json: boolean; wide: boolean }) => {
      const answer = (await callControl(o.control, "GET", "/status")) as { now: number; printers: PrinterRow[]; persist?: PersistHealth | null };
      if (o.json) return console.log(JSON.stringify(answer));
      const width = o.wide ? Number.POSITIVE_INFINITY : outputWidth();
      const table = renderTable(answer.printers, width);
      const lines = [...table.lines, ...summarize(answer.printers, width, 3)];
      if (table.hidden.length > 0) lines.push(`(--wide adds ${table.hidden.join(", ")})`);
      const out = lines.map((l) => cutToWidth(l, width));
      if (answer.persist != null) out.push(persistLine(answer.persist)); // issue 12: whole (never cut to the width), a failing save is never quiet
      process.stdout.write(`${out.join("\n")}\n`);
    });
}
