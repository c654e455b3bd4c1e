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

export function statusCommand(): Command {
  return new Command("status")
    .description("show the running sim's printers")
    .addOption(controlOption())
    .option("--json", "print the rows as JSON", false)
    .option("--wide", "every column, whatever the width", false)
    .action(async (o: { control?: string; json: boolean; wide: boolean }) => {
      const answer = (await callControl(o.control, "GET", "/status")) as { now: number; printers: PrinterRow[] };
      if (o.json) return console.log(JSON.stringify(answer));
      const width = o.wide ? Number.POSITIVE_INFINITY : outputWidth();
      const table = renderTable(answer.printers, width);
      const lines = [...table.lines, ...summarize(answer.printers, width, 3)];
      if (table.hidden.length > 0) lines.push(`(--wide adds ${table.hidden.join(", ")})`);
      process.stdout.write(`${lines.map((l) => cutToWidth(l, width)).join("\n")}\n`);
    });
}
