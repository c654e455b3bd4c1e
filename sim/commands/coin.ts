/** `sim coin <sn> <n>`: coins inserted at the machine; they become the printer's `coins` in the API (§3). */
import { Command } from "commander";
import { callControl, controlOption, intParser, print } from "../control-client.ts";

export function coinCommand(): Command {
  return new Command("coin")
    .description("insert coins at a printer")
    .argument("<sn>", "printer serial")
    .argument("<n>", "how many coins (1-1000)", intParser("n", 1, 1000))
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (sn: string, n: number, o: { control?: string; json: boolean }) => {
      const answer = (await callControl(o.control, "POST", `/printers/${encodeURIComponent(sn)}/coin`, { n })) as { coins: number };
      print(o.json, answer, `${sn}: ${answer.coins} coins at the machine`);
    });
}
