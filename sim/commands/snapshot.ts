/**
 * `sim snapshot save FILE` / `sim snapshot load FILE`: a running fleet's whole state (fleet-snapshot.ts)
 * to a versioned JSON file, and back, so support can reproduce a ticket. A bad file is refused with
 * one line naming the field, before the sim is asked to change anything.
 */
import { Command } from "commander";
import { readFile, rename, writeFile } from "node:fs/promises";
import { callControl, controlOption, print } from "../control-client.ts";
import { parseSnapshot, type FleetSnapshot } from "../fleet-snapshot.ts";

export function snapshotCommand(): Command {
  const snapshot = new Command("snapshot").description("save or load the fleet's whole state");
  snapshot
    .command("save")
    .description("write the running fleet's state to FILE")
    .argument("<file>", "where to write it (JSON)")
    .addOption(controlOption())
    .option("--json", "print a summary as JSON", false)
    .action(async (file: string, o: { control?: string; json: boolean }) => {
      const snap = (await callControl(o.control, "GET", "/snapshot")) as FleetSnapshot;
      const tmp = `${file}.tmp-${process.pid}`;
      try {
        await writeFile(tmp, `${JSON.stringify(snap, null, 2)}\n`, { mode: 0o600 });
        await rename(tmp, file); // never a half-written snapshot under FILE
      } catch (err) {
        throw new Error(`${file}: cannot write it (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      }
      const summary = { file, printers: snap.printers.length, clock: new Date(snap.clock).toISOString() };
      print(o.json, summary, `saved ${summary.printers} printers at ${summary.clock} (sim time) to ${file}`);
    });
  snapshot
    .command("load")
    .description("replace the running fleet's printers with FILE's")
    .argument("<file>", "a snapshot from `sim snapshot save`")
    .addOption(controlOption())
    .option("--json", "print a summary as JSON", false)
    .action(async (file: string, o: { control?: string; json: boolean }) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, "utf8")) as unknown;
      } catch (err) {
        throw new Error(`${file}: ${err instanceof SyntaxError ? "not JSON" : `cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`}`);
      }
      const checked = parseSnapshot(raw);
      if (!checked.ok) throw new Error(`${file}: not a sim snapshot: ${checked.error}`);
      const answer = (await callControl(o.control, "PUT", "/snapshot", checked.snapshot)) as { printers: number; snapshot: FleetSnapshot };
      print(o.json, answer, `loaded ${answer.printers} printers from ${file}: ${answer.snapshot.printers.map((p) => `${p.model.sn} ${p.model.state}`).join(", ")}`);
    });
  return snapshot;
}
