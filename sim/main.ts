/**
 * The `sim` program (commander): one file per command under commands/. The only place that turns
 * errors into exit codes: commands throw, run() prints one line to stderr and returns 1
 * (CONVENTIONS 9: never process.exit deep inside).
 *
 * Only the invoked command is loaded (issue 13 item 4): each is a dynamic import, so a bundle
 * (scripts/build-sim.mjs) has one chunk per command and `sim status` never evaluates the mock API,
 * the broker or the fleet. `sim --help`, `sim help` and an unknown name load them all.
 */
import { Command, CommanderError } from "commander";
import { watchStdout } from "./cli-io.ts";

type Load = () => Promise<Command>;

/** Every command by its name, in the order `sim --help` lists them. */
const COMMANDS: Readonly<Record<string, Load>> = {
  start: async () => (await import("./commands/start.ts")).startCommand(),
  status: async () => (await import("./commands/status.ts")).statusCommand(),
  watch: async () => (await import("./commands/watch.ts")).watchCommand(),
  order: async () => (await import("./commands/order.ts")).orderCommand(),
  coin: async () => (await import("./commands/coin.ts")).coinCommand(),
  fault: async () => {
    const [{ faultCommand }, { faultApiCommand }] = await Promise.all([import("./commands/fault.ts"), import("./commands/fault-api.ts")]);
    // `sim fault api …` beside `sim fault <sn> <kind>`.
    return faultCommand().enablePositionalOptions().addCommand(faultApiCommand().exitOverride());
  },
  clear: async () => (await import("./commands/clear.ts")).clearCommand(),
  set: async () => (await import("./commands/set.ts")).setCommand(),
  pay: async () => (await import("./commands/pay.ts")).payCommand(),
  printer: async () => (await import("./commands/printer.ts")).printerCommand(),
  decode: async () => (await import("./commands/decode.ts")).decodeCommand(),
  scenario: async () => (await import("./commands/scenario.ts")).scenarioCommand(),
  record: async () => (await import("./commands/record.ts")).recordCommand(),
  replay: async () => (await import("./commands/replay.ts")).replayCommand(),
  snapshot: async () => (await import("./commands/snapshot.ts")).snapshotCommand(),
  reset: async () => (await import("./commands/reset.ts")).resetCommand(),
};

export const COMMAND_NAMES = Object.keys(COMMANDS);

/** The command a command line names: its first word that is not an option (sim's own options are only --help and -h). */
export function invokedCommand(argv: readonly string[]): string | undefined {
  const word = argv.find((a) => !a.startsWith("-"));
  return word !== undefined && Object.hasOwn(COMMANDS, word) ? word : undefined;
}

/** The program with `names` (default: every command). */
export async function buildProgram(names: readonly string[] = COMMAND_NAMES): Promise<Command> {
  const program = new Command("sim")
    .description("the Tanghua printer fleet simulator: broker, mock API and printers on one laptop")
    .exitOverride()
    .enablePositionalOptions() // with `fault`'s own: options after `sim fault api …` belong to that subcommand
    .showHelpAfterError("(sim --help for usage)");
  const commands = await Promise.all(names.map((name) => (COMMANDS[name] as Load)()));
  for (const cmd of commands) program.addCommand(cmd.exitOverride());
  return program;
}

/** Runs one command line (without node and the script); resolves to the exit code. */
export async function run(argv: readonly string[]): Promise<number> {
  // A reader that went away (`sim status | head -1`) ends the output quietly, not with a stack trace.
  const stdout = watchStdout();
  try {
    const name = invokedCommand(argv);
    const program = await buildProgram(name === undefined ? COMMAND_NAMES : [name]);
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return stdout.closed() ? 0 : err.exitCode; // commander printed its message already
    console.error(`sim: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
