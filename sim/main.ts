/**
 * The `sim` program (commander): one file per command under commands/. The only place that turns
 * errors into exit codes: commands throw, run() prints one line to stderr and returns 1
 * (CONVENTIONS 9: never process.exit deep inside).
 */
import { Command, CommanderError } from "commander";
import { clearCommand } from "./commands/clear.ts";
import { coinCommand } from "./commands/coin.ts";
import { decodeCommand } from "./commands/decode.ts";
import { faultCommand } from "./commands/fault.ts";
import { faultApiCommand } from "./commands/fault-api.ts";
import { payCommand } from "./commands/pay.ts";
import { printerCommand } from "./commands/printer.ts";
import { recordCommand } from "./commands/record.ts";
import { replayCommand } from "./commands/replay.ts";
import { resetCommand } from "./commands/reset.ts";
import { scenarioCommand } from "./commands/scenario.ts";
import { snapshotCommand } from "./commands/snapshot.ts";
import { setCommand } from "./commands/set.ts";
import { startCommand } from "./commands/start.ts";
import { statusCommand } from "./commands/status.ts";

export function buildProgram(): Command {
  const program = new Command("sim")
    .description("the Tanghua printer fleet simulator: broker, mock API and printers on one laptop")
    .exitOverride()
    .enablePositionalOptions() // with `fault`'s own: options after `sim fault api …` belong to that subcommand
    .showHelpAfterError("(sim --help for usage)");
  // `sim fault api …` beside `sim fault <sn> <kind>`.
  const fault = faultCommand().enablePositionalOptions().addCommand(faultApiCommand().exitOverride());
  for (const cmd of [startCommand(), statusCommand(), coinCommand(), fault, clearCommand(), setCommand(), payCommand(), printerCommand(), decodeCommand(),
    scenarioCommand(), recordCommand(), replayCommand(), snapshotCommand(), resetCommand()]) {
    program.addCommand(cmd.exitOverride());
  }
  return program;
}

/** Runs one command line (without node and the script); resolves to the exit code. */
export async function run(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv], { from: "user" });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode; // commander printed its message already
    console.error(`sim: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
