/** `sim fault <sn> <kind>`: a transport fault (offline, mute, …) or a model fault (heater-fail, …). */
import { Command, InvalidArgumentError } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";
import { FLEET_FAULT_KINDS, isFleetFaultKind } from "../fleet-types.ts";

function parseKind(raw: string): string {
  if (!isFleetFaultKind(raw)) throw new InvalidArgumentError(`one of ${FLEET_FAULT_KINDS.join(", ")}`);
  return raw;
}

export function faultCommand(): Command {
  return new Command("fault")
    .description(`break a printer: ${FLEET_FAULT_KINDS.join(", ")}`)
    .argument("<sn>", "printer serial")
    .argument("<kind>", "the fault", parseKind)
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (sn: string, kind: string, o: { control?: string; json: boolean }) => {
      const answer = await callControl(o.control, "POST", `/printers/${encodeURIComponent(sn)}/fault`, { kind });
      print(o.json, answer, `${sn}: ${kind}`);
    });
}
