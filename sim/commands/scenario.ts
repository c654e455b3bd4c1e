/**
 * `sim scenario run FILE [--speed x] [--control URL] [--json]`: runs a scenario (sim/scenario/schema.ts)
 * against a running sim, or against one it boots in this process when no --control is given; exits
 * non-zero at the first failed expectation, naming the step and what was seen.
 * `sim scenario check FILE`: only validates the file. `sim scenario schema`: prints the format as a
 * JSON Schema (sim/scenario/scenario.schema.json is this output; a test keeps it current).
 */
import { Command, Option } from "commander";
import { readFile } from "node:fs/promises";
import { parseLoopbackUrl, positiveNumberParser, simInfo } from "../control-client.ts";
import { runScenario, type StepResult } from "../scenario/runner.ts";
import { parseScenario, scenarioJsonSchema, ScenarioError, type Scenario } from "../scenario/schema.ts";

/** Reads and checks a scenario file; a bad one is one line naming the file, the step and the field. */
export async function loadScenario(file: string): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new Error(`${file}: cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (err) {
    throw new Error(`${file}: not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  try {
    return parseScenario(raw);
  } catch (err) {
    if (err instanceof ScenarioError) throw new Error(`${file}: ${err.message}`);
    throw err;
  }
}

const line = (r: StepResult) => `${r.ok ? "ok  " : "FAIL"} ${r.at.toFixed(1).padStart(7)} s  ${r.label}: ${r.detail}`;

export function scenarioCommand(): Command {
  const scenario = new Command("scenario").description("scripted runs of steps and expectations (sim/scenarios/*.json)");
  scenario
    .command("run")
    .description("run a scenario; exit 1 at the first failed expectation")
    .argument("<file>", "the scenario (JSON)")
    .addOption(new Option("--control <url>", "run against this running sim (default: boot one in this process)").argParser(parseLoopbackUrl))
    .addOption(new Option("--speed <x>", "virtual time per real time of the booted sim (default: the scenario's)").argParser(positiveNumberParser("--speed", 1000)))
    .option("--json", "print the result as one JSON object", false)
    .option("--verbose", "show the in-process sim's log on stderr", false)
    .action(async (file: string, o: { control?: string; speed?: number; json: boolean; verbose: boolean }) => {
      const s = await loadScenario(file);
      // Is it a sim at all? Asked before the title line, so a wrong URL is one line and nothing else.
      if (o.control !== undefined) await simInfo(o.control);
      if (!o.json) console.log(`scenario: ${s.name}${o.control === undefined ? " (in-process sim)" : ` against ${o.control}`}`);
      const result = await runScenario(s, {
        ...(o.control !== undefined ? { control: o.control } : {}),
        ...(o.speed !== undefined ? { speed: o.speed } : {}),
        onStep: (r) => {
          if (!o.json) console.log(line(r));
        },
        ...(o.verbose ? { log: (l: string) => console.error(l) } : {}),
      });
      if (!o.json) for (const c of result.cleanup) console.log(`cleanup: ${c}`);
      if (o.json) console.log(JSON.stringify(result));
      if (result.failure !== undefined) throw new Error(`scenario "${s.name}" failed at ${result.failure.label}: ${result.failure.detail}`);
      if (!o.json) console.log(`scenario: passed, ${result.steps.length} steps in ${(result.steps.at(-1)?.at ?? 0).toFixed(1)} s of sim time at ${result.speed}×`);
    });
  scenario
    .command("check")
    .description("validate a scenario file without running it")
    .argument("<file>", "the scenario (JSON)")
    .option("--json", "print the checked scenario as JSON", false)
    .action(async (file: string, o: { json: boolean }) => {
      const s = await loadScenario(file);
      console.log(o.json ? JSON.stringify(s) : `${file}: ok, "${s.name}", ${s.steps.length} steps`);
    });
  scenario
    .command("schema")
    .description("print the scenario format as a JSON Schema (what sim/scenario/scenario.schema.json holds)")
    .action(() => {
      console.log(formatJsonSchema());
    });
  return scenario;
}

/** The JSON Schema as the repository's file holds it: two-space JSON and a newline. */
export function formatJsonSchema(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2);
}
