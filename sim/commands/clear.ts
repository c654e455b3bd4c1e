/** `sim clear <sn>`: every fault gone; back from a power cut the printer reboots. */
import { Command } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";

export function clearCommand(): Command {
  return new Command("clear")
    .description("clear a printer's faults")
    .argument("<sn>", "printer serial")
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (sn: string, o: { control?: string; json: boolean }) => {
      const answer = await callControl(o.control, "POST", `/printers/${encodeURIComponent(sn)}/clear`);
      print(o.json, answer, `${sn}: cleared`);
    });
}
