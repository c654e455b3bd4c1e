/**
 * `sim reset [--json] [--control URL]`: the running sim back to its seeded state (reset.ts): the
 * API's store from its `--seed`, fresh idle printers without faults, no API fault rules, the
 * virtual clock at the wall clock. For QA between scenario runs on one shared sim.
 */
import { Command } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";
import type { ResetSummary } from "../reset.ts";

export function resetCommand(): Command {
  return new Command("reset")
    .description("bring the running sim back to its seeded state (API store, fresh printers, no faults)")
    .addOption(controlOption())
    .option("--json", "print a summary as JSON", false)
    .action(async (o: { control: string; json: boolean }) => {
      const r = (await callControl(o.control, "POST", "/reset")) as ResetSummary;
      const faults = r.apiFaultsRemoved === 0 ? "" : `, ${r.apiFaultsRemoved} API fault rule${r.apiFaultsRemoved === 1 ? "" : "s"} removed`;
      print(o.json, r, `reset to --seed ${r.seed}: ${r.printers.length} fresh printers (${r.printers.join(", ")})${faults}; sim time ${new Date(r.clock).toISOString()}`);
    });
}
