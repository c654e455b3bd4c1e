/** `sim status [--json] [--control URL]`: the running fleet as a table (or its JSON rows). */
import { Command } from "commander";
import { callControl, controlOption } from "../control-client.ts";
import type { PrinterRow } from "../fleet-types.ts";
import { renderTable } from "../table.ts";

export function statusCommand(): Command {
  return new Command("status")
    .description("show the running sim's printers")
    .addOption(controlOption())
    .option("--json", "print the rows as JSON", false)
    .action(async (o: { control: string; json: boolean }) => {
      const answer = (await callControl(o.control, "GET", "/status")) as { now: number; printers: PrinterRow[] };
      if (o.json) console.log(JSON.stringify(answer));
      else for (const line of renderTable(answer.printers)) console.log(line);
    });
}
