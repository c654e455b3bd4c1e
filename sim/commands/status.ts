/** `sim status [--json] [--control URL]`: the running fleet as a table (or its JSON rows). */
import { Command } from "commander";
import { callControl, controlOption } from "../control-client.ts";
import type { PrinterRow } from "../fleet-types.ts";
import { renderTable } from "../table.ts";
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
    .action(async (o: { control: string; json: boolean }) => {
      const answer = (await callControl(o.control, "GET", "/status")) as { now: number; printers: PrinterRow[]; persist?: PersistHealth | null };
      if (o.json) console.log(JSON.stringify(answer));
      else for (const line of renderTable(answer.printers)) console.log(line);
      if (!o.json && answer.persist != null) console.log(persistLine(answer.persist)); // issue 12: a failing save is never quiet
    });
}
