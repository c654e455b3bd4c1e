/** `sim printer add|remove <sn>`: put a printer of the store into the running fleet, or take it out. */
import { Command } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";

export function printerCommand(): Command {
  const printer = new Command("printer").description("add or remove simulated printers");
  printer
    .command("add")
    .description("simulate a printer of the store")
    .argument("<sn>", "printer serial")
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (sn: string, o: { control?: string; json: boolean }) => {
      print(o.json, await callControl(o.control, "POST", "/printers", { sn }), `${sn}: added`);
    });
  printer
    .command("remove")
    .description("stop simulating a printer")
    .argument("<sn>", "printer serial")
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (sn: string, o: { control?: string; json: boolean }) => {
      print(o.json, await callControl(o.control, "DELETE", `/printers/${encodeURIComponent(sn)}`), `${sn}: removed`);
    });
  return printer;
}
