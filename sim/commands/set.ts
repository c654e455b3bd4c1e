/**
 * `sim set <sn> key=value…`: the printer's sensors and settings of §3, e.g.
 * `sim set SIM-0001 material=false targetTemp=140`. Keys: see SETTING_KEYS; booleans are true/false.
 */
import { Command, InvalidArgumentError } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";

const BOOLEAN_KEYS = ["material", "bamboo"] as const;
const NUMBER_KEYS = ["targetTemp", "targetBedTemp", "printFlow", "printSpeed", "coins", "ambientC"] as const;
export const SETTING_KEYS = [...BOOLEAN_KEYS, ...NUMBER_KEYS] as const;

function parsePair(raw: string, previous: Record<string, boolean | number> = {}): Record<string, boolean | number> {
  const eq = raw.indexOf("=");
  const key = raw.slice(0, eq);
  const value = raw.slice(eq + 1);
  if (eq < 1) throw new InvalidArgumentError(`expected key=value, got "${raw}"`);
  if ((BOOLEAN_KEYS as readonly string[]).includes(key)) {
    if (value !== "true" && value !== "false") throw new InvalidArgumentError(`${key} is true or false, got "${value}"`);
    return { ...previous, [key]: value === "true" };
  }
  if ((NUMBER_KEYS as readonly string[]).includes(key)) {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n)) throw new InvalidArgumentError(`${key} is a number, got "${value}"`);
    return { ...previous, [key]: n };
  }
  throw new InvalidArgumentError(`unknown key "${key}"; one of ${SETTING_KEYS.join(", ")}`);
}

export function setCommand(): Command {
  return new Command("set")
    .description(`change a printer's sensors and settings (${SETTING_KEYS.join(", ")})`)
    .argument("<sn>", "printer serial")
    .argument("<pairs...>", "key=value", parsePair)
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (sn: string, settings: Record<string, boolean | number>, o: { control?: string; json: boolean }) => {
      const answer = await callControl(o.control, "POST", `/printers/${encodeURIComponent(sn)}/set`, settings);
      print(o.json, answer, `${sn}: set ${Object.entries(settings).map(([k, v]) => `${k}=${String(v)}`).join(" ")}`);
    });
}
